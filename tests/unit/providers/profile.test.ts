// @vitest-environment jsdom
// Issue 22 point 20: one GET app/user/profile per cold load. Callers asking at the same moment (the app bar's
// identity, its availability switch, checkAuth's early start) share the request under way.
import type { Profile } from '../../../src/domain/api';
import { STORAGE_KEYS } from '../../../src/domain/constants';
import { fullPermissionTree } from '../../../src/domain/permissions';
import { bridgeRouter } from '../../../src/providers/appLocation';
import { authProvider } from '../../../src/providers/authProvider';
import { DEFAULT_CONFIG, setConfig } from '../../../src/providers/config';
import { ensureProfile, loadProfile, takePrefetchedProfile } from '../../../src/providers/profile';
import { clearSession } from '../../../src/providers/session';

const fetchMock = vi.fn<typeof fetch>();
let served = 0;

function answerProfile(name: string) {
  fetchMock.mockImplementation(async (input) => {
    if (String(input) !== '/app/user/profile') return new Response('{}', { status: 404 });
    served += 1;
    await new Promise((r) => setTimeout(r, 5));
    const body: Profile = {
      userId: 7,
      name: `${name} ${served}`,
      email: 'ada@acme.test',
      img: null,
      timezone: 'UTC',
      roleName: 'Agent',
      permissions: fullPermissionTree(),
      available: true,
      profileCompleted: true,
      meetingLink: null,
    };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
}

const profileCalls = () => fetchMock.mock.calls.filter(([u]) => String(u) === '/app/user/profile').length;

beforeEach(() => {
  localStorage.clear();
  clearSession();
  setConfig(DEFAULT_CONFIG);
  bridgeRouter({ pathname: '/inbox', search: '' }, vi.fn());
  fetchMock.mockReset();
  served = 0;
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem(STORAGE_KEYS.loginToken, 'tok-old');
});

afterEach(() => {
  vi.unstubAllGlobals();
  bridgeRouter(null, null);
});

describe('one profile request per session', () => {
  it('shares the request under way between callers asking at once', async () => {
    answerProfile('Ada');
    const [a, b, c] = await Promise.all([loadProfile(), ensureProfile(), authProvider.getIdentity()]);
    expect(profileCalls()).toBe(1);
    expect(a.name).toBe('Ada 1');
    expect(b).toBe(a);
    expect(c.fullName).toBe('Ada 1');
  });

  it('checkAuth starts it, and the identity asked for meanwhile waits for that same answer', async () => {
    answerProfile('Ada');
    await authProvider.checkAuth({});
    const identity = await authProvider.getIdentity();
    expect(identity.fullName).toBe('Ada 1');
    expect(profileCalls()).toBe(1);
    // Cached from then on.
    await authProvider.getIdentity();
    expect(profileCalls()).toBe(1);
  });

  it("checkAuth's load is offered once to the first page that reads the profile, which then asks no more", async () => {
    answerProfile('Ada');
    await authProvider.checkAuth({});
    await authProvider.checkAuth({}); // every navigation checks: still one load
    const offered = takePrefetchedProfile();
    expect((await offered!)?.name).toBe('Ada 1');
    expect(takePrefetchedProfile()).toBeNull(); // a refresh later asks the server
    expect(profileCalls()).toBe(1);
  });

  it('a later load (after a save) asks again, and the identity read during it gets the fresh profile', async () => {
    answerProfile('Ada');
    await loadProfile();
    const reload = loadProfile();
    const identity = authProvider.getIdentity();
    expect((await identity).fullName).toBe('Ada 2');
    expect((await reload).name).toBe('Ada 2');
    expect(profileCalls()).toBe(2);
  });
});
