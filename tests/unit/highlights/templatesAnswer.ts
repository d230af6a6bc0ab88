// A GET app/highlights/templates answer over the full catalogue, nothing selected; tests set the plan flags they test.
import { catalogueFor, countsOf, fieldIndex, HIGHLIGHTS_TEMPLATES, menuOf, type HighlightsTemplatesAnswer } from '../../../src/domain/highlights';

export function templatesAnswer(flags: Partial<HighlightsTemplatesAnswer> = {}): HighlightsTemplatesAnswer {
  const fields = catalogueFor([]);
  return {
    hasSalesforce: true,
    hasHubspot: false,
    hasIntent: false,
    hasScoops: false,
    hasTechnology: true,
    fields,
    menu: menuOf(fields),
    templates: [...HIGHLIGHTS_TEMPLATES],
    selected: [],
    counts: countsOf([], fieldIndex(fields)),
    isHighlightsSetup: false,
    ...flags,
  };
}
