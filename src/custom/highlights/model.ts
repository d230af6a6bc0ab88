// The builder's state as a reducer over the domain rules (src/domain/highlights): what is selected and in which
// order, the group on screen, the limit message, the pop-up of a group the project lacks, and whether there is
// anything to save.
import {
  addField,
  fromTemplate,
  HIGHLIGHTS_MSG,
  missingNeed,
  moveField,
  removeField,
  templateKeys,
  unusable,
  type HighlightField,
  type HighlightGroup,
  type HighlightNeed,
  type HighlightsAccess,
  type HighlightsTemplate,
  type SelectedField,
} from '../../domain/highlights';

export interface BuilderState {
  selected: SelectedField[];
  group: HighlightGroup;
  /** '15/15 fields already selected' after a refused add, until the selection shrinks. */
  limitMessage: string | null;
  need: HighlightNeed | null;
  dirty: boolean;
  /** The template last applied and the fields it could not bring (the project lacks them). */
  template: { name: string; skipped: number } | null;
}

export interface BuilderContext {
  index: ReadonlyMap<string, HighlightField>;
  access: HighlightsAccess;
}

export type BuilderAction =
  | { type: 'load'; selected: SelectedField[] }
  | { type: 'group'; group: HighlightGroup }
  | { type: 'toggle'; key: string; id?: string }
  | { type: 'remove'; key: string }
  | { type: 'clear' }
  | { type: 'move'; from: number; to: number }
  | { type: 'template'; template: HighlightsTemplate; makeId?: () => string }
  | { type: 'need'; need: HighlightNeed }
  | { type: 'closeNeed' }
  | { type: 'saved'; selected: SelectedField[] };

export const initialBuilder = (selected: SelectedField[] = []): BuilderState => ({ selected, group: 'ziChat', limitMessage: null, need: null, dirty: false, template: null });

export function builderReducer(ctx: BuilderContext) {
  return (state: BuilderState, action: BuilderAction): BuilderState => {
    switch (action.type) {
      case 'load':
        return initialBuilder(action.selected);
      case 'group':
        return { ...state, group: action.group };
      case 'toggle': {
        if (state.selected.some((s) => s.key === action.key)) return { ...state, selected: removeField(state.selected, action.key), limitMessage: null, dirty: true };
        const field = ctx.index.get(action.key);
        const need = field ? missingNeed(field, ctx.access) : null;
        if (need) return { ...state, need };
        const r = addField(state.selected, action.key, action.id);
        if (!r.ok) return { ...state, limitMessage: r.message === HIGHLIGHTS_MSG.limitReached ? r.message : state.limitMessage };
        return { ...state, selected: r.selected, dirty: true };
      }
      case 'remove':
        return { ...state, selected: removeField(state.selected, action.key), limitMessage: null, dirty: true };
      case 'clear':
        return { ...state, selected: [], limitMessage: null, dirty: true, template: null };
      case 'move':
        return { ...state, selected: moveField(state.selected, action.from, action.to), dirty: true };
      case 'template': {
        const r = fromTemplate(templateKeys(action.template), ctx.index, ctx.access, action.makeId);
        return { ...state, selected: r.selected, limitMessage: null, dirty: true, template: { name: action.template.name, skipped: r.skipped.length } };
      }
      case 'need':
        return { ...state, need: action.need };
      case 'closeNeed':
        return { ...state, need: null };
      case 'saved':
        return { ...state, selected: action.selected, dirty: false, limitMessage: null, template: null };
    }
  };
}

/** Why Save is not possible now, or null. */
export function saveBlocker(state: BuilderState, ctx: BuilderContext): string | null {
  if (state.selected.length === 0) return HIGHLIGHTS_MSG.pickOne;
  if (unusable(state.selected, ctx.index, ctx.access).length) return 'Remove the fields marked unavailable to save';
  return null;
}
