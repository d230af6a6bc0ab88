// Pure rules of the Developers page: form errors from the shared yup schemas, and how times read.
import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';

/** The first message per field, or null when the value is valid. */
export function formErrors(schema: ObjectSchema<AnyObject>, value: unknown): Record<string, string> | null {
  try {
    schema.validateSync(value, { abortEarly: false });
    return null;
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    const out: Record<string, string> = {};
    for (const e of err.inner.length ? err.inner : [err]) {
      const key = (e.path ?? '').split(/[.[]/)[0] ?? '';
      if (!out[key]) out[key] = e.message;
    }
    return out;
  }
}

/** "3 min ago", "2 h ago", then the date. */
export function ago(seconds: number | null, now = Date.now() / 1000, never = 'Never'): string {
  if (seconds === null) return never;
  const d = Math.max(0, now - seconds);
  if (d < 60) return 'Just now';
  if (d < 3600) return `${Math.floor(d / 60)} min ago`;
  if (d < 86400) return `${Math.floor(d / 3600)} h ago`;
  return new Date(seconds * 1000).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}
