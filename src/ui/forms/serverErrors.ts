// Reading the errors httpClient rejects with (ApiError: `body` is the server's ErrorBody). Duck-typed so forms work
// with any HttpError-like rejection, including react-admin's own.
import { errorText, type ErrorBody } from '../../domain/errors';
import type { FormErrors } from './yupValidate';

function bodyOf(err: unknown): ErrorBody | undefined {
  if (!err || typeof err !== 'object' || !('body' in err)) return undefined;
  const body = (err as { body: unknown }).body;
  return body && typeof body === 'object' ? (body as ErrorBody) : undefined;
}

/** The server's per-field messages, ready to hand back from a `<Form onSubmit>` (react-admin sets them inline). */
export function serverFieldErrors(err: unknown): FormErrors | undefined {
  const fields = bodyOf(err)?.fields;
  if (!fields || typeof fields !== 'object') return undefined;
  const out: FormErrors = {};
  for (const [key, value] of Object.entries(fields)) if (typeof value === 'string' && value) out[key] = value;
  return Object.keys(out).length ? out : undefined;
}

/** The text of a failure as the toast showed it (spec §8 derivation), for pages that also show it in place. */
export function errorMessageOf(err: unknown): string {
  const body = bodyOf(err);
  if (body) return errorText(body);
  if (err instanceof Error) return errorText(err.message);
  return errorText(err);
}
