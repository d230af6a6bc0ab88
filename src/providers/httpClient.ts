// Every call to the backend goes through here (spec §7, §8): the bearer token, JSON content, the offline rule,
// the error text, the 401 rules and one error toast per failed call. Pages therefore never toast call errors
// themselves; they read `error.body.fields` for inline form messages.
import { HttpError, type fetchUtils } from 'react-admin';
import { MSG } from '../domain/messages';
import { errorText, on401, toastText, type ErrorBody } from '../domain/errors';
import { isOffline } from '../domain/tokenSource';
import { appLocation, navigateTo } from './appLocation';
import { browser } from './browser';
import { getConfig } from './config';
import { storedNetworkStatus } from './networkStatus';
import { toast, type ToastContainer } from './notifications';
import { clearSession, currentTokenSource, getCachedProfile, getToken } from './session';

export interface HttpOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-encoded (FormData is sent as it is). */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Default true: send `Authorization: Bearer <token>` when a token exists. */
  auth?: boolean;
  /** Default true: an error toast for the failure. */
  notify?: boolean;
}

export interface HttpResponse<T> {
  status: number;
  headers: Headers;
  json: T;
}

export class ApiError extends HttpError {
  declare body: ErrorBody;
  constructor(message: string, status: number, body: ErrorBody) {
    super(message, status, body);
    Object.setPrototypeOf(this, ApiError.prototype);
    this.name = 'ApiError';
  }
}

/** The message of a call rejected unsent. */
export const OFFLINE = 'offline';

interface SendInit {
  method: string;
  headers: Headers;
  body?: BodyInit;
  auth: boolean;
  notify: boolean;
  /** The address the call is about, used to prefill /passwordChange when the password has expired. */
  email?: string;
  signal?: AbortSignal | null;
}

interface RawResponse {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The body the error text is read from: the JSON answer, or a short plain-text one (never an HTML page). */
function errorSource(raw: RawResponse): unknown {
  if (raw.json !== undefined) return raw.json;
  const t = raw.text.trim();
  return t && t.length <= 200 && !t.startsWith('<') ? t : null;
}

function asErrorBody(json: unknown, message: string): ErrorBody {
  return json && typeof json === 'object' && !Array.isArray(json) ? (json as ErrorBody) : { message };
}

function fail(message: string, status: number, body: ErrorBody, notify: boolean, container?: ToastContainer): never {
  if (notify) toast.error(message, container ? { container } : undefined);
  throw new ApiError(message, status, body);
}

/** Spec §8's 401 rules. Ending the session only makes sense when this call carried one. */
function apply401(message: string, init: SendInit, sentToken: boolean): ToastContainer | undefined {
  const action = on401(message, appLocation().pathname);
  if (action === 'passwordChange') {
    const email = init.email ?? getCachedProfile()?.email;
    navigateTo(email ? `/passwordChange?email=${encodeURIComponent(email)}` : '/passwordChange');
    return 'passwordExpiry';
  }
  if (action === 'clearSessionAndReload' && sentToken) {
    const embedded = currentTokenSource() === 'cookie';
    clearSession();
    // The embedded variant signs in on the parent product.
    if (embedded && getConfig().dashboardUrl) browser.assign(getConfig().dashboardUrl);
    else browser.reload();
  }
  return undefined;
}

/** The checks before a call leaves (offline refusal, bearer token); true when a token went along. */
function preflight(init: SendInit): boolean {
  const stored = storedNetworkStatus();
  if (isOffline(browser.online(), stored)) {
    // 'offline' reads 'No internet Connection', or nothing when the loss was already announced.
    const text = toastText(OFFLINE, stored);
    if (init.notify && text !== null) toast.error(text);
    throw new ApiError(OFFLINE, 0, { message: OFFLINE });
  }
  if (!init.auth) return false;
  const token = getToken();
  if (token) {
    init.headers.set('Authorization', `Bearer ${token}`);
    return true;
  }
  if (currentTokenSource() === 'cookie' && getConfig().dashboardUrl) {
    // On the parent product's host a missing cookie means signed out there: its dashboard signs in again.
    browser.assign(getConfig().dashboardUrl);
    throw new ApiError(MSG.authRequired, 401, { message: MSG.authRequired });
  }
  return false;
}

/** A finished answer: returned when ok, else the error text, the 401 rules and the toast. */
function settle(raw: RawResponse, init: SendInit, sentToken: boolean): RawResponse {
  if (raw.status >= 200 && raw.status < 300) return raw;
  const message = errorText(errorSource(raw));
  const container = raw.status === 401 ? apply401(message, init, sentToken) : undefined;
  return fail(message, raw.status, asErrorBody(raw.json, message), init.notify, container);
}

async function send(url: string, init: SendInit): Promise<RawResponse> {
  const sentToken = preflight(init);
  let response: Response;
  try {
    response = await fetch(url, { method: init.method, headers: init.headers, body: init.body, signal: init.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return fail(MSG.somethingWrong, 0, { message: MSG.somethingWrong }, init.notify);
  }
  const text = await response.text();
  return settle({ status: response.status, headers: response.headers, text, json: parse(text) }, init, sentToken);
}

function apiUrl(path: string, query?: HttpOptions['query']): string {
  const base = `${getConfig().apiBase}/${path.replace(/^\/+/, '')}`;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) params.append(k, String(v));
  const qs = params.toString();
  return qs ? `${base}${base.includes('?') ? '&' : '?'}${qs}` : base;
}

function emailOf(body: unknown): string | undefined {
  const email = body && typeof body === 'object' ? (body as { email?: unknown }).email : undefined;
  return typeof email === 'string' && email ? email : undefined;
}

/** A call to the backend: `httpClient<LoginResponse>('app/login', { method: 'POST', body, auth: false })`. */
export async function httpClient<T>(path: string, options: HttpOptions = {}): Promise<HttpResponse<T>> {
  const headers = new Headers({ Accept: 'application/json' });
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers.set('Content-Type', 'application/json');
  }
  const raw = await send(apiUrl(path, options.query), {
    method: options.method ?? 'GET',
    headers,
    body,
    auth: options.auth ?? true,
    notify: options.notify ?? true,
    email: emailOf(options.body),
  });
  return { status: raw.status, headers: raw.headers, json: raw.json as T };
}

/** The same rules in the shape ra-data-simple-rest calls (a full '/app/...' URL and fetch options). */
export async function restClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? {});
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const body = options.body ?? undefined;
  if (typeof body === 'string' && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  const full = url.startsWith('/') ? `${getConfig().apiBase}${url}` : url;
  const raw = await send(full, {
    method: options.method ?? 'GET',
    headers,
    body,
    auth: true,
    notify: true,
    signal: options.signal,
  });
  return { status: raw.status, headers: raw.headers, body: raw.text, json: raw.json };
}

export interface UploadOptions {
  /** The multipart field the file travels in (default 'file'). */
  field?: string;
  /** Whole percent of the request body sent so far (0 to 100). */
  onProgress?(percentage: number): void;
  signal?: AbortSignal;
  /** Default true: an error toast for the failure. */
  notify?: boolean;
}

function headersOf(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr.getAllResponseHeaders().split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/**
 * A multipart upload with progress, under the same rules as httpClient (token, offline, error text, 401, toast).
 * XMLHttpRequest because fetch reports no upload progress.
 */
export function uploadFile<T>(path: string, file: Blob, fileName: string, options: UploadOptions = {}): Promise<HttpResponse<T>> {
  const init: SendInit = { method: 'POST', headers: new Headers({ Accept: 'application/json' }), auth: true, notify: options.notify ?? true };
  return new Promise<HttpResponse<T>>((resolve, reject) => {
    const sentToken = preflight(init);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path));
    init.headers.forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) options.onProgress?.(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      try {
        const text = xhr.responseText;
        const raw = settle({ status: xhr.status, headers: headersOf(xhr), text, json: parse(text) }, init, sentToken);
        resolve({ status: raw.status, headers: raw.headers, json: raw.json as T });
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => {
      try {
        fail(MSG.somethingWrong, 0, { message: MSG.somethingWrong }, init.notify);
      } catch (error) {
        reject(error);
      }
    };
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    if (options.signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(options.field ?? 'file', file, fileName);
    xhr.send(form);
  });
}
