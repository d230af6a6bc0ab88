// The funnel's own words (ours: the funnel is beyond the spec).
export const FUNNEL_UI = {
  toggle: 'Show funnel',
  loading: 'Loading the funnel',
  empty: 'No conversations yet',
  emptyHint: 'The funnel fills in as visitors talk to this bot.',
  started: (n: number) => (n === 1 ? '1 conversation' : `${n.toLocaleString('en-US')} conversations`),
  region: (stepLabel: string) => `Funnel: ${stepLabel}`,
  reached: (n: number) => `${n.toLocaleString('en-US')} reached`,
  percent: (p: number) => `${p}%`,
  drop: (n: number) => `−${n.toLocaleString('en-US')} from the step before`,
  notSaved: 'Not saved yet: no data',
  pathReached: (n: number) => `${n.toLocaleString('en-US')} reached this path`,
  failed: 'The funnel could not be loaded',
} as const;
