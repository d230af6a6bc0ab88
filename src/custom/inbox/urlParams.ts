// The inbox's URL queries: a small module of its own, so that what the first load imports (the command palette's
// search, src/custom/palette) does not bring the inbox model and its HTML sanitizer (DOMPurify) along.

/** The query with some keys set (string) or removed (null), other keys kept in their order. */
export function withParams(search: string, updates: Record<string, string | null>): string {
  const q = new URLSearchParams(search);
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) q.delete(key);
    else q.set(key, value);
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}
