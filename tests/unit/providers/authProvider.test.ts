// @vitest-environment jsdom
// Spec §2 (redirect rules), §6 (permissions) and §8 (401): the authProvider over the real httpClient, with fetch
// stubbed to answer as the server does.
import type { Profile } from '../../../src/domain/api';
import { STORAGE_KEYS } from '../../../src/domain/constants';
import {
  fullPermissionTree,
  inboxOnlyPermissionTree,
  type PermissionTree,
} from '../../../src/domain/permissions';
import { bridgeRouter } from '../../../src/providers/appLocation';
import { authProvider } from '../../../src/providers/authProvider';
import { DEFAULT_CONFIG, setConfig } from '../../../src/providers/config';
import { HttpError } from 'react-admin';
import { getNotificationState, resetNotifications } from '../../../src/providers/notifications';
import { clearSession, getCachedPermissions, getToken } from '../../../src/providers/session';

const fetchMock = vi.fn<typeof fetch>();

function profile(permissions: PermissionTree): Profile {
  return {
    userId: 7,
    name: 'Ada Agent',
    email: 'ada@acme.test',
    img: null,
    timezone: 'UTC',
    roleName: 'Agent',
    permissions,
    available: true,
    profileCompleted: true,
    meetingLink: null,
  };
}

/** A tiny fake of the server's auth routes. */
function server(tree: PermissionTree, loginStatus = 200) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url === '/app/login' && init?.method === 'POST') {
      if (loginStatus !== 200) return json(loginStatus, { errMessage: { errorMsg: 'Invalid email or password' } });
      const user = { userId: 7, name: 'Ada Agent', email: 'ada@acme.test', projectId: 1, isCSUser: false };
      return json(200, { token: 'tok-new', user });
    }
    if (url === '/app/user/profile') {
      const auth = new Headers(init?.headers).get('Authorization');
      return auth === 'Bearer tok-new' || auth === 'Bearer tok-old'
        ? json(200, profile(tree))
        : json(401, { errMessage: { errorMsg: 'authentication required' } });
    }
    if (url === '/app/logout') return json(200, { ok: true, message: 'Logged out' });
    return json(404, { errMessage: { errorMsg: 'Not found' } });
  });
}

const settingsTeamOnly: PermissionTree = {
  inbox: { permissions: [] },
  settings: { permissions: [], children: { team: { permissions: ['read'] } } },
};

beforeEach(() => {
  localStorage.clear();
  clearSession();
  resetNotifications();
  setConfig(DEFAULT_CONFIG);
  bridgeRouter({ pathname: '/login', search: '' }, vi.fn());
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  bridgeRouter(null, null);
});

describe('login', () => {
  it('stores the token, caches the flattened permissions and lands on the first permitted area', async () => {
    server(inboxOnlyPermissionTree());
    const result = await authProvider.login({ email: 'ada@acme.test', password: 'secret-pass' });
    expect(result).toEqual({ redirectTo: '/inbox' });
    expect(getToken()).toBe('tok-new');
    expect(getCachedPermissions()).toMatchObject({ inbox: ['read', 'write'], 'settings.team': [] });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.permissions) ?? '{}')).toMatchObject({ inbox: ['read', 'write'] });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ada@acme.test', password: 'secret-pass' });
  });

  it('lands on team settings for a user who may open only those', async () => {
    server(settingsTeamOnly);
    expect(await authProvider.login({ email: 'ada@acme.test', password: 'secret-pass' })).toEqual({
      redirectTo: '/settings/team',
    });
  });

  it('goes to the redirectUrl of the login address when it is a path on this site', async () => {
    server(fullPermissionTree());
    bridgeRouter({ pathname: '/login', search: '?redirectUrl=%2Finbox%2F42%3Ftab%3D1' }, vi.fn());
    expect(await authProvider.login({ email: 'ada@acme.test', password: 'secret-pass' })).toEqual({
      redirectTo: '/inbox/42?tab=1',
    });
  });

  it('ignores a redirectUrl that leaves the site', async () => {
    server(fullPermissionTree());
    bridgeRouter({ pathname: '/login', search: '?redirectUrl=https%3A%2F%2Fevil.example' }, vi.fn());
    expect(await authProvider.login({ email: 'ada@acme.test', password: 'secret-pass' })).toEqual({ redirectTo: '/inbox' });
  });

  it('rejects bad credentials with the server text, keeps no token, and toasts once', async () => {
    server(fullPermissionTree(), 401);
    await expect(authProvider.login({ email: 'ada@acme.test', password: 'wrong-pass' })).rejects.toMatchObject({
      message: 'Invalid email or password',
      status: 401,
    });
    expect(getToken()).toBeNull();
    expect(getNotificationState().toasts.map((t) => t.message)).toEqual(['Invalid email or password']);
  });
});

describe('checkAuth', () => {
  it('rejects a signed-out visit with /login?redirectUrl=<path+query> and no extra notification', async () => {
    bridgeRouter({ pathname: '/inbox/42', search: '?tab=1' }, vi.fn());
    await expect(authProvider.checkAuth({})).rejects.toEqual({
      redirectTo: '/login?redirectUrl=%2Finbox%2F42%3Ftab%3D1',
      message: false,
    });
  });

  it('resolves when a token is kept', async () => {
    localStorage.setItem(STORAGE_KEYS.loginToken, 'tok-old');
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });
});

describe('canAccess and permissions', () => {
  it('answers from the tree cached at login', async () => {
    server(inboxOnlyPermissionTree());
    await authProvider.login({ email: 'ada@acme.test', password: 'secret-pass' });
    const calls = fetchMock.mock.calls.length;
    expect(await authProvider.canAccess({ resource: 'inbox', action: 'list' })).toBe(true);
    expect(await authProvider.canAccess({ resource: 'cannedmessages', action: 'create' })).toBe(true);
    expect(await authProvider.canAccess({ resource: 'users', action: 'list' })).toBe(false);
    expect(await authProvider.canAccess({ resource: 'conversations', action: 'list' })).toBe(false);
    expect(fetchMock.mock.calls.length).toBe(calls); // no call per check
  });

  it('loads the profile once when a session arrives without cached permissions', async () => {
    server(fullPermissionTree());
    localStorage.setItem(STORAGE_KEYS.loginToken, 'tok-old');
    expect(await authProvider.canAccess({ resource: 'roles', action: 'edit' })).toBe(true);
    expect(await authProvider.getPermissions({})).toMatchObject({ 'settings.team.userRoles': ['read', 'write'] });
    expect(fetchMock.mock.calls.filter(([u]) => String(u) === '/app/user/profile')).toHaveLength(1);
  });

  it('refuses everything without a session', async () => {
    expect(await authProvider.canAccess({ resource: 'inbox', action: 'list' })).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("gives react-admin the user's identity", async () => {
    server(fullPermissionTree());
    localStorage.setItem(STORAGE_KEYS.loginToken, 'tok-old');
    expect(await authProvider.getIdentity()).toEqual({ id: 7, fullName: 'Ada Agent', avatar: undefined });
  });
});

describe('logout', () => {
  it('posts app/logout with the token, forgets the session and says so', async () => {
    server(fullPermissionTree());
    await authProvider.login({ email: 'ada@acme.test', password: 'secret-pass' });
    await authProvider.logout({});
    const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
    expect(String(url)).toBe('/app/logout');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok-new');
    expect(getToken()).toBeNull();
    expect(getCachedPermissions()).toBeNull();
    expect(getNotificationState().toasts.map((t) => [t.kind, t.message])).toEqual([['success', 'Logout Success!']]);
  });

  it('calls nothing when no one is signed in', async () => {
    await authProvider.logout({});
    expect(fetchMock).not.toHaveBeenCalled();
    expect(getNotificationState().toasts).toEqual([]);
  });
});

describe('checkError', () => {
  it("ends the session on a 401 about 'authentication'", async () => {
    localStorage.setItem(STORAGE_KEYS.loginToken, 'tok-old');
    bridgeRouter({ pathname: '/settings/team', search: '' }, vi.fn());
    const error = new HttpError('authentication required', 401, { errMessage: { errorMsg: 'authentication required' } });
    await expect(authProvider.checkError(error)).rejects.toEqual({
      redirectTo: '/login?redirectUrl=%2Fsettings%2Fteam',
      message: false,
    });
    expect(getToken()).toBeNull();
  });

  it('leaves the session alone on a 403, and on 401s of /verify/ pages', async () => {
    localStorage.setItem(STORAGE_KEYS.loginToken, 'tok-old');
    await expect(authProvider.checkError(new HttpError('You are not authorized', 403, {}))).resolves.toBeUndefined();
    bridgeRouter({ pathname: '/verify/slack', search: '' }, vi.fn());
    await expect(
      authProvider.checkError(new HttpError('authentication required', 401, { errorMsg: 'authentication required' })),
    ).resolves.toBeUndefined();
    expect(getToken()).toBe('tok-old');
  });
});
