// Percentiles and the one-line figures every benchmark prints (nearest-rank percentiles over all samples).

export interface Summary {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function summarize(samples: readonly number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const sum = sorted.reduce((s, x) => s + x, 0);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? NaN,
    mean: sorted.length ? sum / sorted.length : NaN,
  };
}

export const ms = (x: number) => `${x.toFixed(2)} ms`;

export function formatSummary(label: string, s: Summary): string {
  return `${label.padEnd(34)} n=${String(s.n).padStart(6)}  p50 ${ms(s.p50).padStart(10)}  p95 ${ms(s.p95).padStart(10)}  p99 ${ms(s.p99).padStart(10)}  max ${ms(s.max).padStart(10)}`;
}

/** "PASS"/"MISS" against a budget, for the verdict lines. */
export const verdict = (value: number, budget: number) => (value <= budget ? 'PASS' : 'MISS');
