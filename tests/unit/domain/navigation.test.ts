// Spec §2 redirect rules (with §6 for CS users and Teams): bouncing to /login, landing order, root and inbox
// redirects, route guards and the Teams-only session query.
import {
  afterLoginPath,
  canOpenRoute,
  inboxMigrationRedirect,
  isChatOnly,
  isCsHost,
  isPublicPath,
  landingPath,
  loginRedirect,
  rootRedirect,
  routePermission,
  safeRedirectUrl,
  teamsSessionFromQuery,
  type RootFacts,
} from '../../../src/domain/navigation';
import {
  flattenPermissions,
  fullPermissionTree,
  inboxOnlyPermissionTree,
  type FlatPermissions,
  type PermissionPath,
} from '../../../src/domain/permissions';

/** Flat permissions holding read on exactly the given nodes. */
const only = (...paths: PermissionPath[]): FlatPermissions => Object.fromEntries(paths.map((p) => [p, ['read']]));
const FULL = flattenPermissions(fullPermissionTree());
const AGENT = flattenPermissions(inboxOnlyPermissionTree());
const NONE: FlatPermissions = {};

describe('loginRedirect', () => {
  it('does not bounce login, register, passwordReset or invite', () => {
    for (const p of ['/login', '/register', '/passwordReset', '/invite', '/register/', '/invite/']) {
      expect(loginRedirect(p, '?token=abc')).toBeNull();
    }
  });

  it('sends other pages to /login with the original path and query, encoded, as redirectUrl', () => {
    expect(loginRedirect('/inbox')).toBe('/login?redirectUrl=%2Finbox');
    expect(loginRedirect('/inbox/42', '?tab=1&visitorId=v 7')).toBe(
      `/login?redirectUrl=${encodeURIComponent('/inbox/42?tab=1&visitorId=v 7')}`,
    );
    const target = new URLSearchParams(loginRedirect('/settings/team', '?a=1&b=2')!.split('?')[1]).get('redirectUrl');
    expect(target).toBe('/settings/team?a=1&b=2');
  });

  it('drops a trailing slash from the carried path', () => {
    expect(loginRedirect('/analytics/')).toBe('/login?redirectUrl=%2Fanalytics');
  });

  it('sends the root to plain /login', () => {
    expect(loginRedirect('/')).toBe('/login');
    expect(loginRedirect('')).toBe('/login');
  });
});

describe('isPublicPath', () => {
  it('lists the public and error routes, with or without a trailing slash', () => {
    for (const p of ['/login', '/register', '/verify', '/invite', '/passwordReset', '/passwordChange', '/iframe', '/teams-success', '/404', '/500', '/notAuthorized', '/login/']) {
      expect(isPublicPath(p)).toBe(true);
    }
  });

  it('keeps project routes and integration callbacks behind a session', () => {
    for (const p of ['/inbox', '/verify/hubspot', '/settings/profile', '/cs/customer-records']) {
      expect(isPublicPath(p)).toBe(false);
    }
  });
});

describe('safeRedirectUrl', () => {
  it('accepts paths on this site', () => {
    expect(safeRedirectUrl('/inbox/42?tab=1')).toBe('/inbox/42?tab=1');
    expect(safeRedirectUrl('/settings/team')).toBe('/settings/team');
  });

  it('refuses empty values, absolute and protocol-relative URLs, and backslash tricks', () => {
    for (const v of [null, undefined, '', 'inbox', 'https://evil.example/inbox', 'javascript:alert(1)', '//evil.example', '/\\evil.example', '\\\\evil.example']) {
      expect(safeRedirectUrl(v)).toBeNull();
    }
  });

  it('refuses whitespace a browser strips, which would turn the path into //evil', () => {
    for (const v of ['/\t/evil.example', '/\n/evil.example', '/\r/evil.example', '/\t\t/evil.example']) {
      expect(safeRedirectUrl(v)).toBeNull();
    }
  });

  it('refuses redirects back to /login (a loop)', () => {
    expect(safeRedirectUrl('/login')).toBeNull();
    expect(safeRedirectUrl('/login?redirectUrl=%2Finbox')).toBeNull();
    expect(safeRedirectUrl('/Login')).toBeNull();
  });
});

describe('landingPath (landing order of spec §2)', () => {
  it('walks inbox, conversations, analytics, integrations, team, widget settings', () => {
    const steps: Array<[PermissionPath, string]> = [
      ['inbox', '/inbox'],
      ['conversations', '/conversations'],
      ['analytics', '/analytics'],
      ['settings.integrations', '/settings/integrations'],
      ['settings.team', '/settings/team'],
      ['settings.widgetSettings', '/settings/widget'],
    ];
    // Each step wins over every later one, and is reached when none before it is permitted.
    steps.forEach(([perm, path], i) => {
      const later = steps.slice(i + 1).map(([p]) => p);
      expect(landingPath(only(perm, ...later))).toBe(path);
    });
  });

  it('falls back to /settings/profile when nothing is permitted', () => {
    expect(landingPath(NONE)).toBe('/settings/profile');
    expect(landingPath(flattenPermissions({ ...inboxOnlyPermissionTree(), inbox: { permissions: [] } }))).toBe(
      '/settings/profile',
    );
  });

  it('reaches the team step through a nested team resource', () => {
    expect(landingPath(only('settings.team.userRoles'))).toBe('/settings/team');
    expect(landingPath(only('settings.team.users', 'settings.widgetSettings'))).toBe('/settings/team');
  });

  it('reaches the first settings step through a grant on settings itself', () => {
    expect(landingPath(only('settings'))).toBe('/settings/integrations');
  });

  it('sends the full tree to the inbox and an agent to the inbox', () => {
    expect(landingPath(FULL)).toBe('/inbox');
    expect(landingPath(AGENT)).toBe('/inbox');
  });
});

describe('afterLoginPath', () => {
  it('goes to a safe redirectUrl when given', () => {
    expect(afterLoginPath(AGENT, '/inbox/42?tab=1')).toBe('/inbox/42?tab=1');
    // A redirectUrl is honoured as given; the route guard decides later whether it may be opened.
    expect(afterLoginPath(AGENT, '/settings/team')).toBe('/settings/team');
  });

  it('ignores unsafe redirectUrls and lands by permission instead', () => {
    expect(afterLoginPath(AGENT, 'https://evil.example')).toBe('/inbox');
    expect(afterLoginPath(only('analytics'), '//evil.example')).toBe('/analytics');
    expect(afterLoginPath(only('conversations'), '/login?redirectUrl=%2Finbox')).toBe('/conversations');
  });

  it('lands by permission when there is no redirectUrl', () => {
    expect(afterLoginPath(only('settings.widgetSettings'), null)).toBe('/settings/widget');
    expect(afterLoginPath(NONE, undefined)).toBe('/settings/profile');
    expect(afterLoginPath(FULL, '')).toBe('/inbox');
  });
});

describe('routePermission and canOpenRoute', () => {
  const agent = { flat: AGENT, isCSUser: false };

  it('maps project routes to the node that guards them', () => {
    const cases: Array<[string, PermissionPath | null]> = [
      ['/inbox', 'inbox'],
      ['/inbox/42', 'inbox'],
      ['/conversations/7/build/test', 'conversations'],
      ['/audiences', 'conversations'],
      ['/bot/settings', 'conversations'],
      ['/analytic', 'analytics'],
      ['/analytics', 'analytics'],
      ['/settings/integrations', 'settings.integrations'],
      ['/settings/team', 'settings.team'],
      ['/users/3', 'settings.team'],
      ['/roles', 'settings.team.userRoles'],
      ['/settings/widget', 'settings.widgetSettings'],
      ['/settings/configurations', 'settings.widgetSettings'],
      ['/settings/meeting', null],
      ['/settings/profile', null],
      ['/billing', 'settings'],
      ['/settings/highlights', 'settings'],
      ['/meetings', 'analytics'],
      ['/cannedmessages/3', 'settings'],
      ['/tags', 'settings'],
      ['/inboxes', null],
    ];
    for (const [path, perm] of cases) expect(routePermission(path)).toBe(perm);
  });

  it('refuses /settings/team to an agent with an inbox-only tree', () => {
    expect(canOpenRoute('/settings/team', agent)).toBe(false);
    expect(canOpenRoute('/analytics', agent)).toBe(false);
    expect(canOpenRoute('/conversations/1', agent)).toBe(false);
  });

  it('opens the inbox and session-only routes to the agent', () => {
    expect(canOpenRoute('/inbox/42', agent)).toBe(true);
    expect(canOpenRoute('/settings/profile', agent)).toBe(true);
    expect(canOpenRoute('/settings/meeting', agent)).toBe(true);
  });

  it("keeps the project's settings and reports from an inbox-only agent (spec §6)", () => {
    for (const path of ['/billing', '/meetings', '/settings/highlights', '/cannedmessages', '/tags']) expect(canOpenRoute(path, agent), path).toBe(false);
  });

  it('opens customer-success routes only to CS users, whatever their permissions', () => {
    for (const path of ['/cs/customer-records', '/cs/internal-analytics', '/cs/create-instance', '/cs']) {
      expect(canOpenRoute(path, { flat: FULL, isCSUser: false })).toBe(false);
      expect(canOpenRoute(path, { flat: NONE, isCSUser: true })).toBe(true);
    }
  });

  it('opens a guarded route through a nested permission', () => {
    expect(canOpenRoute('/settings/team', { flat: only('settings.team.users'), isCSUser: false })).toBe(true);
  });
});

describe('isCsHost', () => {
  it('compares the first host label with the configured sub-domains, ignoring case', () => {
    expect(isCsHost('cs.parley.example', ['cs'])).toBe(true);
    expect(isCsHost('Success.parley.example', ['cs', 'success'])).toBe(true);
    expect(isCsHost('app.parley.example', ['CS'])).toBe(false);
    expect(isCsHost('app.cs.parley.example', ['cs'])).toBe(false);
    expect(isCsHost('cs.parley.example', [])).toBe(false);
  });
});

describe('rootRedirect', () => {
  const base: RootFacts = {
    flat: FULL,
    isCSUser: false,
    hostname: 'app.parley.example',
    csHosts: ['cs'],
    isDoziCustomer: false,
    migrationInProgress: false,
    isInsideMSTeams: false,
  };
  const migrated = { ...base, isDoziCustomer: true };

  it('goes to customer records on a configured customer-success host, before any other rule', () => {
    expect(rootRedirect({ ...base, hostname: 'cs.parley.example' })).toBe('/cs/customer-records');
    expect(rootRedirect({ ...migrated, hostname: 'CS.parley.example', flat: NONE })).toBe('/cs/customer-records');
  });

  it('goes to the inbox for a customer who is not migrated', () => {
    expect(rootRedirect(base)).toBe('/inbox');
  });

  it('goes to the inbox for a migrated customer while migrating, inside Teams, or for a CS user', () => {
    expect(rootRedirect({ ...migrated, migrationInProgress: true })).toBe('/inbox');
    expect(rootRedirect({ ...migrated, isInsideMSTeams: true })).toBe('/inbox');
    expect(rootRedirect({ ...migrated, isCSUser: true })).toBe('/inbox');
  });

  it('goes to audiences for a migrated customer otherwise', () => {
    expect(rootRedirect(migrated)).toBe('/audiences');
  });

  it('falls back to the landing order when the user may not open the inbox', () => {
    expect(rootRedirect({ ...base, flat: only('analytics') })).toBe('/analytics');
    expect(rootRedirect({ ...base, flat: NONE })).toBe('/settings/profile');
    expect(rootRedirect({ ...migrated, isCSUser: true, flat: only('settings.widgetSettings') })).toBe('/settings/widget');
  });

  it('falls back to the landing order when a migrated user may not open audiences', () => {
    expect(rootRedirect({ ...migrated, flat: only('settings.integrations') })).toBe('/settings/integrations');
  });
});

describe('inboxMigrationRedirect', () => {
  const EXTERNAL = 'https://inbox.other.example/';
  const migrated = { isCSUser: false, isDoziCustomer: true, migrationInProgress: false, isInsideMSTeams: false };

  it('sends inbox routes of a migrated customer to the external inbox', () => {
    expect(inboxMigrationRedirect('/inbox', migrated, EXTERNAL)).toBe(EXTERNAL);
    expect(inboxMigrationRedirect('/inbox/42', migrated, EXTERNAL)).toBe(EXTERNAL);
  });

  it('keeps CS users, customers mid-migration, Teams sessions and unmigrated customers in our inbox', () => {
    expect(inboxMigrationRedirect('/inbox', { ...migrated, isCSUser: true }, EXTERNAL)).toBeNull();
    expect(inboxMigrationRedirect('/inbox', { ...migrated, migrationInProgress: true }, EXTERNAL)).toBeNull();
    expect(inboxMigrationRedirect('/inbox', { ...migrated, isInsideMSTeams: true }, EXTERNAL)).toBeNull();
    expect(inboxMigrationRedirect('/inbox', { ...migrated, isDoziCustomer: false }, EXTERNAL)).toBeNull();
  });

  it('leaves other routes alone and stays when no external address is configured', () => {
    expect(inboxMigrationRedirect('/audiences', migrated, EXTERNAL)).toBeNull();
    expect(inboxMigrationRedirect('/inboxes', migrated, EXTERNAL)).toBeNull();
    expect(inboxMigrationRedirect('/inbox', migrated, '')).toBeNull();
  });
});

describe('teamsSessionFromQuery and isChatOnly', () => {
  const sub = JSON.stringify({ channelId: '19:abc@thread.tacv2', visitorId: 'v-9' });
  const query = (extra: Record<string, string>) =>
    '?' + new URLSearchParams({ chat_only: 'true', tenant: 't-1', group: 'g-1', channelId: 'c-1', userObjectId: 'u-1', ...extra });

  it('reads a complete Teams-only query, subEntityId parsed from JSON', () => {
    expect(teamsSessionFromQuery(query({ subEntityId: sub }))).toEqual({
      tenant: 't-1',
      group: 'g-1',
      channelId: 'c-1',
      userObjectId: 'u-1',
      subEntity: { channelId: '19:abc@thread.tacv2', visitorId: 'v-9' },
    });
  });

  it('is no Teams session without chat_only=true', () => {
    expect(teamsSessionFromQuery(query({ chat_only: 'false' }))).toBeNull();
    expect(teamsSessionFromQuery('?tenant=t-1&userObjectId=u-1')).toBeNull();
    expect(teamsSessionFromQuery('')).toBeNull();
  });

  it('needs the tenant and the user object id', () => {
    expect(teamsSessionFromQuery(query({ tenant: '' }))).toBeNull();
    expect(teamsSessionFromQuery(query({ userObjectId: '' }))).toBeNull();
    expect(teamsSessionFromQuery('?chat_only=true&tenant=t-1')).toBeNull();
  });

  it('defaults a missing group and channel to empty, a missing subEntityId to null', () => {
    expect(teamsSessionFromQuery('?chat_only=true&tenant=t-1&userObjectId=u-1')).toEqual({
      tenant: 't-1',
      group: '',
      channelId: '',
      userObjectId: 'u-1',
      subEntity: null,
    });
  });

  it('keeps the session but drops a subEntityId that is not a JSON object', () => {
    for (const bad of ['{not json', 'null', '42', '"text"', '[1,2]']) {
      const session = teamsSessionFromQuery(query({ subEntityId: bad }));
      expect(session?.tenant).toBe('t-1');
      expect(session?.subEntity).toBeNull();
    }
  });

  it('flags chat-only mode only for chat_only=true', () => {
    expect(isChatOnly('?chat_only=true')).toBe(true);
    expect(isChatOnly('chat_only=true&tab=1')).toBe(true);
    expect(isChatOnly('?chat_only=false')).toBe(false);
    expect(isChatOnly('')).toBe(false);
  });
});
