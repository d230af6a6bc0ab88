// Axis labels in the viewer's own time.
export const bucketLabel = (t: number, bucket: 'hour' | 'day') =>
  bucket === 'hour'
    ? new Date(t * 1000).toLocaleString(undefined, { weekday: 'short', hour: '2-digit', minute: '2-digit' })
    : new Date(t * 1000).toLocaleDateString(undefined, { month: 'short', day: 'numeric' });

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
