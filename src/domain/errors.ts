// Error text derivation and the 401 rules of spec §8, shared by the dashboard's httpClient and the server (which
// answers in the shape this reads).
import { MSG } from './messages';

/** What the server answers on failure: `{ errMessage: { errorMsg } }` or `{ errorMsg }` (spec §8). */
export interface ErrorBody {
  errMessage?: { errorMsg?: string; message?: string };
  errorMsg?: string;
  message?: string;
  /** Field errors of a failed validation, keyed by field path (ours, for forms). */
  fields?: Record<string, string>;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

/** errMessage.errorMsg, else errMessage.message, else errorMsg, else message, else the generic text. */
export function errorText(body: unknown): string {
  if (typeof body === 'string') return text(body) ?? MSG.somethingWrong;
  if (!body || typeof body !== 'object') return MSG.somethingWrong;
  const b = body as ErrorBody;
  return (
    text(b.errMessage?.errorMsg) ?? text(b.errMessage?.message) ?? text(b.errorMsg) ?? text(b.message) ?? MSG.somethingWrong
  );
}

/** The toast for a message: 'offline' reads 'No internet Connection', or nothing when already known offline. */
export function toastText(message: string, storedNetworkStatus: string | null | undefined): string | null {
  if (message === 'offline') return storedNetworkStatus === 'offline' ? null : MSG.noInternet;
  return message;
}

export type UnauthorizedAction = 'raise' | 'clearSessionAndReload' | 'passwordChange';

/** What a 401 does: only raise on /verify/ pages; end the session on authentication failures; send an expired
 *  password to /passwordChange. */
export function on401(message: string, pathname: string): UnauthorizedAction {
  if (pathname.includes('/verify/')) return 'raise';
  if (message.includes('authentication')) return 'clearSessionAndReload';
  if (message.includes(MSG.passwordExpired)) return 'passwordChange';
  return 'raise';
}

/** Build the server's error body (the form the derivation above reads first). */
export function errorBody(message: string, fields?: Record<string, string>): ErrorBody {
  return fields ? { errMessage: { errorMsg: message }, fields } : { errMessage: { errorMsg: message } };
}
