// Axis labels in the viewer's own time.
export const bucketLabel = (t: number, bucket: 'hour' | 'day') =>
  bucket === 'hour'
    ? new Date(t * 1000).toLocaleString(undefined, { weekday: 'short', hour: '2-digit', minute: '2-digit' })
    : new Date(t * 1000).toLocaleDateString(undefined, { month: 'short', day: 'numeric' });

/**
 * Room at a point-scale chart's edge for half its widest tick label: the first and last points sit on the edges, so
 * their labels stick out by half (the chart shortened the last one to 'N…'). About 7 px a character at 12 px.
 */
export const edgeRoom = (labels: readonly string[]): number => Math.ceil(Math.max(0, ...labels.map((l) => l.length)) * 3.6) + 6;

export const COLORS = {
  human: '#1e6fd9',
  bot: '#8bb8f2',
  open: '#1e6fd9',
  pending: '#f2a93b',
  close: '#4caf7a',
  booked: '#1f7a4d',
  offline: '#7e57c2',
  holiday: '#e57373',
  median: '#1e6fd9',
  p90: '#f2a93b',
  csat: ['#d9534f', '#f0883e', '#f2c94c', '#8bc34a', '#2e9d5b'],
} as const;

/** The heat map's scale, from an empty hour to the busiest: empty cells fade into the card in either mode. */
export const heatScale = (mode: 'light' | 'dark'): [string, string] => (mode === 'dark' ? ['#1d2840', '#8fb0ff'] : ['#eef4fc', '#0b4aa2']);
