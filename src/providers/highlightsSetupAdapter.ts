// The project's Highlights setup as one react-admin record (resource 'highlightsSetup', id 'project'): read with
// GET app/highlights/templates (the project's fields, menu and templates with the saved selection and counts) and
// saved with POST app/highlights { fields } (spec §7), whose answer (selection, counts, setup flag and the spec's
// success text in `message`) is merged into the record. A visitor's Highlights in the inbox panel are a computed
// lookup, polled while sources load, so they stay in the typed client (./api/highlights.ts).
import { HIGHLIGHTS_PATHS, type HighlightsSaveAnswer, type HighlightsTemplatesAnswer, type SelectedField } from '../domain/highlights';
import { httpClient } from './httpClient';
import { singleRecordAdapter } from './resourceAdapters';

export const HIGHLIGHTS_SETUP_RESOURCE = 'highlightsSetup';
export const HIGHLIGHTS_SETUP_ID = 'project';

export type HighlightsSetupRecord = HighlightsTemplatesAnswer & { id: typeof HIGHLIGHTS_SETUP_ID; message?: string };

async function read(): Promise<HighlightsSetupRecord> {
  const { json } = await httpClient<HighlightsTemplatesAnswer>(HIGHLIGHTS_PATHS.templates);
  return { ...json, id: HIGHLIGHTS_SETUP_ID };
}

export const highlightsSetupAdapter = singleRecordAdapter<HighlightsSetupRecord>({
  id: HIGHLIGHTS_SETUP_ID,
  what: 'The Highlights setup',
  read,
  write: async (previous, edited) => {
    const fields = (edited as { selected?: SelectedField[] }).selected ?? [];
    const { json } = await httpClient<HighlightsSaveAnswer>(HIGHLIGHTS_PATHS.save, { method: 'POST', body: { fields } });
    return { ...(previous as HighlightsSetupRecord), ...json, id: HIGHLIGHTS_SETUP_ID };
  },
});
