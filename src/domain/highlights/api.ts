// Answers of the Highlights calls (spec §7), as the server sends them and the builder and panel read them.
import type { HighlightField, HighlightGroup, HighlightNeed, MenuCategory } from './catalogue';
import type { DoziSubscriptionPlan, HighlightCounts, HighlightsAccess, SelectedField } from './rules';
import type { HighlightsTemplate } from './templates';

export const HIGHLIGHTS_PATHS = {
  templates: 'app/highlights/templates',
  save: 'app/highlights',
  visitor: (visitorId: string) => `app/highlights/${encodeURIComponent(visitorId)}`,
  subscription: 'app/details/dozi/subscription',
} as const;

/** GET app/highlights/templates: the project's fields (menu and flat), the templates, and what is saved. */
export interface HighlightsTemplatesAnswer extends HighlightsAccess {
  fields: HighlightField[];
  menu: MenuCategory[];
  templates: HighlightsTemplate[];
  selected: SelectedField[];
  counts: HighlightCounts;
  isHighlightsSetup: boolean;
}

/** POST app/highlights. */
export interface HighlightsSaveAnswer {
  selected: SelectedField[];
  counts: HighlightCounts;
  isHighlightsSetup: true;
  message: string;
}

/** Where a value stands: ready (a value or none), still loading at a slow provider, or failed there. */
export type HighlightValueState = 'ready' | 'pending' | 'error';

/** The sources the panel waits on; a pending one is fetched again (the server kept it running). */
export type HighlightSourceKey = 'parley' | 'salesforce' | 'hubspot' | 'enrichment';

export interface HighlightValue {
  id: string;
  key: string;
  label: string;
  group: HighlightGroup;
  format: HighlightField['format'];
  state: HighlightValueState;
  /** Text of the value (lists joined by the panel from `items`); null: nothing known. */
  value: string | null;
  items?: string[];
  /** Record links: where the CRM shows the record. */
  href?: string;
  /** Why there is no value ('No matching record', the provider's failure). */
  note?: string;
  /** The project lacks this now (a disconnected CRM, an ended subscription): shown locked. */
  need?: HighlightNeed;
}

/** GET app/highlights/{visitorId}: integration flags and the visitor's highlights with values. */
export interface VisitorHighlightsAnswer extends HighlightsAccess {
  isHighlightsSetup: boolean;
  highlights: HighlightValue[];
  /** Sources still loading: ask again (after ~1 s) for their values. */
  pending: HighlightSourceKey[];
}

export type DoziSubscriptionAnswer = { doziSubscriptionPlan: DoziSubscriptionPlan };
