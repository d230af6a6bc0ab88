// A benchmark's count from the environment (BENCH_REQUESTS=…): a positive integer, or the run stops before it starts.
export function positiveIntEnv(key: string, fallback: number): number {
  const v = Number(process.env[key] ?? fallback);
  if (!Number.isInteger(v) || v <= 0) throw new Error(`${key} must be a positive integer`);
  return v;
}

/** The same for a rate or a duration, where a fraction is allowed. */
export function positiveNumberEnv(key: string, fallback: number): number {
  const v = Number(process.env[key] ?? fallback);
  if (!Number.isFinite(v) || v <= 0) throw new Error(`${key} must be a positive number`);
  return v;
}
