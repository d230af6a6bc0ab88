// @vitest-environment jsdom
// Spec §7 and §8: the bearer token and its sources, JSON content, offline rejection, error text, the 401 rules and
// one error toast per failed call.
import { STORAGE_KEYS } from '../../../src/domain/constants';
import { bridgeRouter } from '../../../src/providers/appLocation';
import { browser } from '../../../src/providers/browser';
import { DEFAULT_CONFIG, setConfig } from '../../../src/providers/config';
import { dataProvider } from '../../../src/providers/dataProvider';
import { ApiError, httpClient } from '../../../src/providers/httpClient';
import { getNotificationState, resetNotifications } from '../../../src/providers/notifications';
import { getToken, setCachedProfile } from '../../../src/providers/session';

const fetchMock = vi.fn<typeof fetch>();

function reply(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

function lastRequest(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init = {}] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), init, headers: new Headers(init.headers) };
}

const toasts = () => getNotificationState().toasts.map((t) => ({ message: t.message, kind: t.kind, container: t.container }));

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'parley_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  resetNotifications();
  setConfig(DEFAULT_CONFIG);
  bridgeRouter({ pathname: '/inbox', search: '' }, vi.fn());
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  bridgeRouter(null, null);
});

describe('requests', () => {
  it('sends the stored token as a bearer header and the body as JSON under /app', async () => {
    localStorage.setItem(STORAGE_KEYS.loginToken, 'tok-123');
    fetchMock.mockImplementation(async () => reply(200, { ok: true, message: 'done' }));
    const res = await httpClient<{ ok: boolean }>('app/cannedmessages', {
      method: 'POST',
      body: { message: 'Hello' },
      query: { all: true, skip: undefined },
    });
    expect(res.json).toEqual({ ok: true, message: 'done' });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/app/cannedmessages?all=true');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"message":"Hello"}');
    expect(headers.get('Authorization')).toBe('Bearer tok-123');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Accept')).toBe('application/json');
  });

  it('sends no Authorization header when the call opts out or no token exists', async () => {
    fetchMock.mockImplementation(async () => reply(200, {}));
    await httpClient('app/details');
    expect(lastRequest().headers.has('Authorization')).toBe(false);
    localStorage.setItem(STORAGE_KEYS.loginToken, 'tok-123');
    await httpClient('app/login', { method: 'POST', body: {}, auth: false });
    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });

  it('prefixes the configured API base', async () => {
    setConfig({ ...DEFAULT_CONFIG, apiBase: 'https://api.example.test' });
    fetchMock.mockImplementation(async () => reply(200, {}));
    await httpClient('app/env');
    expect(lastRequest().url).toBe('https://api.example.test/app/env');
  });
});

describe('offline', () => {
  it('rejects unsent when the browser is offline and toasts "No internet Connection"', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const error = await failure(httpClient('app/details'));
    expect(error.message).toBe('offline');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(toasts()).toEqual([{ message: 'No internet Connection', kind: 'error', container: 'default' }]);
  });

  it('rejects unsent and stays quiet when the stored network status already says offline', async () => {
    localStorage.setItem(STORAGE_KEYS.networkStatus, 'offline');
    const error = await failure(httpClient('app/details'));
    expect(error.message).toBe('offline');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(toasts()).toEqual([]);
  });
});

describe('error text and toasts', () => {
  it('reads errMessage.errorMsg and keeps the field errors for the form', async () => {
    const body = { errMessage: { errorMsg: 'Company name required' }, fields: { company: 'Company name required' } };
    fetchMock.mockImplementation(async () => reply(400, body));
    const error = await failure(httpClient('app/register', { method: 'POST', body: {}, auth: false }));
    expect(error.message).toBe('Company name required');
    expect(error.status).toBe(400);
    expect(error.body.fields).toEqual({ company: 'Company name required' });
    expect(toasts()).toEqual([{ message: 'Company name required', kind: 'error', container: 'default' }]);
  });

  it('falls back through errorMsg and message to the generic text', async () => {
    fetchMock.mockResolvedValueOnce(reply(409, { errorMsg: 'An account with this email already exists' }));
    expect((await failure(httpClient('app/register'))).message).toBe('An account with this email already exists');
    fetchMock.mockResolvedValueOnce(reply(429, { message: 'Too many login attempts' }));
    expect((await failure(httpClient('app/login'))).message).toBe('Too many login attempts');
    fetchMock.mockResolvedValueOnce(
      new Response('<html><body>Bad Gateway</body></html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
    );
    const gateway = await failure(httpClient('app/details'));
    expect(gateway.message).toBe('Something went wrong. Please try again.');
    expect(gateway.status).toBe(502);
    expect(toasts().map((t) => t.message)).toEqual([
      'An account with this email already exists',
      'Too many login attempts',
      'Something went wrong. Please try again.',
    ]);
  });

  it('shows no toast when the caller asks for none', async () => {
    fetchMock.mockImplementation(async () => reply(500, { errMessage: { errorMsg: 'boom' } }));
    await failure(httpClient('app/logout', { method: 'POST', notify: false }));
    expect(toasts()).toEqual([]);
  });

  it('treats a network failure as a failed call with the generic text', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(httpClient('app/details'));
    expect(error.message).toBe('Something went wrong. Please try again.');
    expect(toasts()).toHaveLength(1);
  });
});

describe('401 rules', () => {
  it("ends the session and reloads when the message speaks of 'authentication'", async () => {
    localStorage.setItem(STORAGE_KEYS.loginToken, 'tok-123');
    localStorage.setItem(STORAGE_KEYS.permissions, '{"inbox":["read"]}');
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    fetchMock.mockImplementation(async () => reply(401, { errMessage: { errorMsg: 'Your session has ended: authentication required' } }));
    const error = await failure(httpClient('app/details'));
    expect(error.status).toBe(401);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STORAGE_KEYS.loginToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.permissions)).toBeNull();
    expect(toasts().map((t) => t.message)).toEqual(['Your session has ended: authentication required']);
  });

  it('only raises on /verify/ routes', async () => {
    bridgeRouter({ pathname: '/verify/hubspot', search: '?code=x' }, vi.fn());
    localStorage.setItem(STORAGE_KEYS.loginToken, 'tok-123');
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    fetchMock.mockImplementation(async () => reply(401, { errMessage: { errorMsg: 'authentication required' } }));
    const error = await failure(httpClient('app/integration/hubspot', { method: 'POST', body: {} }));
    expect(error.message).toBe('authentication required');
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.loginToken)).toBe('tok-123');
  });

  it('does not end a session that the call did not carry (a failed sign-in)', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    fetchMock.mockImplementation(async () => reply(401, { errMessage: { errorMsg: 'authentication failed' } }));
    await failure(httpClient('app/login', { method: 'POST', body: {}, auth: false }));
    expect(reload).not.toHaveBeenCalled();
  });

  it('sends an expired password to /passwordChange with the email, toasting in the password-expiry container', async () => {
    const navigate = vi.fn();
    bridgeRouter({ pathname: '/login', search: '' }, navigate);
    fetchMock.mockImplementation(async () => reply(401, { errMessage: { errorMsg: 'your password has expired' } }));
    await failure(httpClient('app/login', { method: 'POST', auth: false, body: { email: 'ada@acme.test', password: 'x' } }));
    expect(navigate).toHaveBeenCalledWith('/passwordChange?email=ada%40acme.test', undefined);
    expect(toasts()).toEqual([{ message: 'your password has expired', kind: 'error', container: 'passwordExpiry' }]);
  });

  it('uses the cached profile email when the call carries none', async () => {
    const navigate = vi.fn();
    bridgeRouter({ pathname: '/inbox', search: '' }, navigate);
    setCachedProfile({
      userId: 1,
      name: 'Ada',
      email: 'ada@acme.test',
      img: null,
      timezone: 'UTC',
      roleName: 'Agent',
      permissions: {},
      available: true,
      profileCompleted: true,
    meetingLink: null,
    });
    localStorage.setItem(STORAGE_KEYS.loginToken, 'tok');
    fetchMock.mockImplementation(async () => reply(401, { errorMsg: 'your password has expired' }));
    await failure(httpClient('app/details'));
    expect(navigate).toHaveBeenCalledWith('/passwordChange?email=ada%40acme.test', undefined);
  });
});

describe('token sources', () => {
  const parentConfig = {
    ...DEFAULT_CONFIG,
    parentHosts: ['app'],
    cookieName: 'parley_token',
    dashboardUrl: 'https://parent.example.test/dashboard',
  };

  it("reads the token from the parent product's cookie on a parent host", async () => {
    setConfig(parentConfig);
    vi.spyOn(browser, 'hostname').mockReturnValue('app.parent.example.test');
    document.cookie = 'parley_token=cookie-tok';
    localStorage.setItem(STORAGE_KEYS.loginToken, 'local-tok');
    fetchMock.mockImplementation(async () => reply(200, {}));
    await httpClient('app/details');
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer cookie-tok');
  });

  it('sends the browser to the dashboard URL when the cookie is missing on a parent host', async () => {
    setConfig(parentConfig);
    vi.spyOn(browser, 'hostname').mockReturnValue('app.parent.example.test');
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    await failure(httpClient('app/details'));
    expect(assign).toHaveBeenCalledWith('https://parent.example.test/dashboard');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uses the Teams-only token in a Teams chat session', async () => {
    bridgeRouter({ pathname: '/inbox', search: '?chat_only=true&tenant=t1&userObjectId=u1' }, vi.fn());
    localStorage.setItem(STORAGE_KEYS.loginToken, 'local-tok');
    localStorage.setItem(STORAGE_KEYS.teamsOnlyToken, 'teams-tok');
    expect(getToken()).toBe('teams-tok');
    fetchMock.mockImplementation(async () => reply(200, {}));
    await httpClient('app/inbox/details');
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer teams-tok');
  });
});

describe('dataProvider', () => {
  it('speaks ra-data-simple-rest under /app through the same client', async () => {
    localStorage.setItem(STORAGE_KEYS.loginToken, 'tok-123');
    fetchMock.mockImplementation(async () => reply(200, [{ id: 1, name: 'vip' }], { 'Content-Range': 'roles 0-0/1' }));
    const result = await dataProvider.getList('roles', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(result).toEqual({ data: [{ id: 1, name: 'vip' }], total: 1 });
    const { url, headers } = lastRequest();
    expect(url.startsWith('/app/roles?')).toBe(true);
    expect(headers.get('Authorization')).toBe('Bearer tok-123');
    expect(headers.get('Range')).toBe('roles=0-9');
  });

  it('rejects with the derived text and toasts once when a resource call fails', async () => {
    fetchMock.mockImplementation(async () => reply(403, { errMessage: { errorMsg: 'You are not authorized' } }));
    const error = await failure(dataProvider.getOne('users', { id: 3 }));
    expect(error.status).toBe(403);
    expect(toasts().map((t) => t.message)).toEqual(['You are not authorized']);
  });
});
