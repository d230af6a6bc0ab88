// Percentiles as PostgreSQL's percentile_cont computes them (linear interpolation between the two nearest ranks),
// so SQLite's ORDER BY … LIMIT 2 OFFSET k reads exactly the rows it needs and both dialects give the same figure.

/** Zero-based rank of the lower neighbour and the weight of the upper one, for `count` sorted values. */
export function percentileRank(count: number, p: number): { offset: number; weight: number } | null {
  if (count <= 0) return null;
  const k = p * (count - 1);
  const offset = Math.floor(k);
  return { offset, weight: k - offset };
}

/** lower/upper are the values at offset and offset+1 (upper undefined at the last rank). Rounded to 0.1 s. */
export function interpolate(lower: number, upper: number | undefined, weight: number): number {
  const v = upper === undefined || weight === 0 ? lower : lower + (upper - lower) * weight;
  return Math.round(v * 10) / 10;
}

/** Reference implementation over an array (tests only compare the SQL against it). */
export function percentileOf(values: readonly number[], p: number): number | null {
  const sorted = [...values].sort((a, b) => a - b);
  const r = percentileRank(sorted.length, p);
  return r ? interpolate(sorted[r.offset]!, sorted[r.offset + 1], r.weight) : null;
}
