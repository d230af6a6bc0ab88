// The audit log's pure rules (src/domain/audit): what changed between two states, secrets kept by name only, the
// action a request turns out to be, the words the page shows, the list filter, and who may read the log.
import {
  AUDIT_ACTION_KEYS,
  AUDIT_AREAS,
  AUDIT_LIMITS,
  auditActionLabel,
  auditAreaOf,
  auditLogFilterSchema,
  describeChange,
  describeDetails,
  diffStates,
  excerpt,
  fieldLabel,
  isSecretField,
  refineAction,
  sanitizeSummary,
} from '../../../src/domain/audit';
import { DATE_MSG } from '../../../src/domain/analytics/dateRange';
import { canOpenRoute } from '../../../src/domain/navigation';
import { canAccess, canReadAuditLog, flattenPermissions, fullPermissionTree, inboxOnlyPermissionTree } from '../../../src/domain/permissions';

describe('diffStates', () => {
  it('names the fields that changed, with short plain values', () => {
    expect(diffStates({ name: 'Support', colour: '#fff', on: true }, { name: 'Tier 1', colour: '#fff', on: false })).toEqual([
      { field: 'name', from: 'Support', to: 'Tier 1' },
      { field: 'on', from: true, to: false },
    ]);
  });

  it('walks nested objects into dotted paths, and reports fields that came or went', () => {
    const before = { permissions: { inbox: 'read, write', analytics: 'read' } };
    const after = { permissions: { inbox: 'read', 'settings.integrations': 'read' } };
    expect(diffStates(before, after)).toEqual([
      { field: 'permissions.inbox', from: 'read, write', to: 'read' },
      { field: 'permissions.analytics', from: 'read' },
      { field: 'permissions.settings.integrations', to: 'read' },
    ]);
  });

  it('lists of plain values: what was added and removed; same items in another order still count as a change', () => {
    expect(diffStates({ domains: ['a.com', 'b.com'] }, { domains: ['b.com', 'c.com'] })).toEqual([{ field: 'domains', added: ['c.com'], removed: ['a.com'] }]);
    expect(diffStates({ teams: ['x', 'y'] }, { teams: ['y', 'x'] })).toEqual([{ field: 'teams' }]);
  });

  it('long text, images and lists of objects are named without their values, on both sides', () => {
    const long = 'x'.repeat(AUDIT_LIMITS.valueChars + 1);
    // 'short → —' would read as if the text had been emptied: a side too long to keep hides the other one too.
    expect(diffStates({ text: 'short', image: '', windows: [{ from: 1 }] }, { text: long, image: 'data:image/png;base64,AAAA', windows: [{ from: 2 }] })).toEqual([
      { field: 'text' },
      { field: 'image' },
      { field: 'windows' },
    ]);
    expect(diffStates({ text: long }, { text: 'short' })).toEqual([{ field: 'text' }]);
    expect(diffStates(undefined, { text: long })).toEqual([{ field: 'text' }]);
    expect(diffStates({ text: long }, undefined)).toEqual([{ field: 'text' }]);
    expect(describeChange(diffStates({ text: 'short' }, { text: long })[0]!)).toBe('Text: changed');
  });

  it('a creation skips empty fields; a deletion keeps what was there; nothing changed is no change', () => {
    expect(diffStates(undefined, { name: 'Sales', members: [], note: null })).toEqual([{ field: 'name', to: 'Sales' }]);
    expect(diffStates({ name: 'Sales', members: ['Ann'] }, undefined)).toEqual([
      { field: 'name', from: 'Sales' },
      { field: 'members', removed: ['Ann'] },
    ]);
    expect(diffStates({ a: { b: [1, 2] } }, { a: { b: [1, 2] } })).toEqual([]);
    expect(diffStates(undefined, undefined)).toEqual([]);
  });

  it('a webhook is a secret: its address is the key to post there', () => {
    const before = { teamChat: { service: 'slack', recipient: '@ada' }, push: { sound: true } };
    const after = { teamChat: { service: 'slack', webhook: '3f2a9c' }, push: { sound: false } };
    const changes = diffStates(before, after);
    expect(changes).toEqual([
      { field: 'teamChat.recipient', from: '@ada' },
      { field: 'push.sound', from: true, to: false },
      { field: 'teamChat.webhook', secret: true },
    ]);
    expect(diffStates({ webhookUrl: 'https://hooks.slack.com/services/T1/B1/abc' }, { webhookUrl: 'https://hooks.slack.com/services/T1/B1/def' })).toEqual([{ field: 'webhookUrl', secret: true }]);
    expect(JSON.stringify(changes)).not.toContain('3f2a9c');
    expect(changes.map((c) => describeChange(c))).toEqual(['Team chat › Recipient: @ada → —', 'Push › Sound: on → off', 'Team chat › Webhook: changed']);
  });

  it('never keeps the value of a field whose name says it is a secret', () => {
    const changes = diffStates(
      { clientSecret: 'old-secret', nested: { apiKey: 'k1' }, password: 'p1', accessToken: 't1' },
      { clientSecret: 'new-secret', nested: { apiKey: 'k2' }, password: 'p2', accessToken: 't2' },
    );
    expect(changes).toEqual([
      { field: 'clientSecret', secret: true },
      { field: 'nested.apiKey', secret: true },
      { field: 'password', secret: true },
      { field: 'accessToken', secret: true },
    ]);
    expect(JSON.stringify(changes)).not.toMatch(/old-secret|new-secret|k1|k2|p1|p2|t1|t2/);
  });
});

describe('isSecretField and sanitizeSummary', () => {
  it('recognises secret names anywhere in a path', () => {
    for (const f of ['password', 'newPassword', 'client_secret', 'refreshToken', 'api-key', 'apiKey', 'credential', 'x.privateKey', 'Authorization', 'cookie', 'sessionId', 'teamChat.webhook', 'webhookUrl']) {
      expect([f, isSecretField(f)]).toEqual([f, true]);
    }
    for (const f of ['name', 'colour', 'domains', 'permissions.settings.integrations', 'meetingLink', 'role']) expect([f, isSecretField(f)]).toEqual([f, false]);
  });

  it('strips secret values and details a caller passed by mistake, clips long values and caps the number of changes', () => {
    const many = Array.from({ length: AUDIT_LIMITS.changes + 5 }, (_, i) => ({ field: `f${i}`, to: i }));
    const out = sanitizeSummary({
      changes: [{ field: 'token', from: 'abc', to: 'def' }, { field: 'title', to: 'y'.repeat(500) }, { field: 'tags', added: Array.from({ length: 20 }, (_, i) => `t${i}`) }, ...many],
      details: { clientSecret: 'shh', fields: ['Client ID', 'Client secret'], span: '7', blob: 'z'.repeat(500) },
    });
    expect(out.changes[0]).toEqual({ field: 'token', secret: true });
    expect(out.changes[1]).toEqual({ field: 'title' });
    expect(sanitizeSummary({ changes: [{ field: 'message', from: 'Hi', to: 'y'.repeat(500) }, { field: 'hook', from: 'a', to: 'b' }] }).changes).toEqual([
      { field: 'message' },
      { field: 'hook', from: 'a', to: 'b' },
    ]);
    expect(sanitizeSummary({ changes: [{ field: 'slackWebhook', from: 'https://hooks.slack.com/services/x', to: 'https://hooks.slack.com/services/y' }] }).changes).toEqual([
      { field: 'slackWebhook', secret: true },
    ]);
    expect(out.changes[2]!.added).toHaveLength(AUDIT_LIMITS.listItems);
    expect(out.changes).toHaveLength(AUDIT_LIMITS.changes);
    expect(out.more).toBe(8);
    expect(out.details).toEqual({ fields: ['Client ID', 'Client secret'], span: '7' });
    expect(JSON.stringify(out)).not.toMatch(/abc|def|shh/);
  });
});

describe('refineAction', () => {
  it('an update that changed nothing is not recorded', () => {
    expect(refineAction('settings.update', [], { a: 1 }, { a: 1 })).toBeNull();
    expect(refineAction('role.update', [{ field: 'name', from: 'a', to: 'b' }], undefined, undefined)).toBe('role.update');
    expect(refineAction('role.delete', [], undefined, undefined)).toBe('role.delete');
  });

  it("a user's new role is a role change; a flow's new status is a publish or an unpublish", () => {
    expect(refineAction('user.update', [{ field: 'role', from: 'Agent', to: 'Admin' }, { field: 'teams' }], undefined, undefined)).toBe('user.role_change');
    expect(refineAction('user.update', [{ field: 'available', from: true, to: false }], undefined, undefined)).toBe('user.update');
    expect(refineAction('flow.update', [{ field: 'status', from: 'inactive', to: 'active' }], undefined, undefined)).toBe('flow.publish');
    expect(refineAction('flow.update', [{ field: 'status', from: 'active', to: 'inactive' }], undefined, undefined)).toBe('flow.unpublish');
    expect(refineAction('flow.update', [{ field: 'version', from: 1, to: 2 }], undefined, undefined)).toBe('flow.update');
  });

  it('tags, canned messages and notification channels: an update that changed nothing is not recorded', () => {
    for (const a of ['tag.update', 'canned.update', 'notifications.update'] as const) {
      expect(refineAction(a, [], { name: 'VIP' }, { name: 'VIP' })).toBeNull();
      expect(refineAction(a, [{ field: 'name', from: 'VIP', to: 'Key account' }], { name: 'VIP' }, { name: 'Key account' })).toBe(a);
    }
    expect(refineAction('tag.create', [{ field: 'name', to: 'VIP' }], undefined, { name: 'VIP' })).toBe('tag.create');
    expect(refineAction('canned.delete', [{ field: 'message', from: 'Hi' }], { message: 'Hi' }, undefined)).toBe('canned.delete');
  });

  it('an integration counts once connected; connecting over a connection is a credential change', () => {
    expect(refineAction('integration.connect', [], undefined, undefined)).toBeNull();
    expect(refineAction('integration.connect', [], undefined, { state: 'error' })).toBeNull();
    expect(refineAction('integration.connect', [{ field: 'state', to: 'connected' }], undefined, { state: 'connected' })).toBe('integration.connect');
    expect(refineAction('integration.connect', [], { state: 'connected' }, { state: 'connected' })).toBe('integration.credentials');
  });
});

describe('wording', () => {
  it('labels fields, actions and areas in readable words', () => {
    expect(fieldLabel('permissions.settings.userRoles')).toBe('Permissions › Settings › User roles');
    expect(fieldLabel('meetingLink')).toBe('Meeting link');
    expect(fieldLabel('offline_conversation')).toBe('Offline conversation');
    expect(auditActionLabel('user.role_change')).toBe("Changed a user's role");
    expect(auditActionLabel('something.new')).toBe('something.new');
    expect(auditAreaOf('integration.credentials')).toBe('integration');
    expect(auditAreaOf('nope')).toBeNull();
    for (const a of AUDIT_ACTION_KEYS) expect(Object.keys(AUDIT_AREAS)).toContain(auditAreaOf(a));
    expect(auditActionLabel('tag.update')).toBe('Renamed a tag');
    expect(auditActionLabel('canned.delete')).toBe('Deleted a canned message');
    expect(auditActionLabel('notifications.update')).toBe('Changed notification channels');
    expect(auditAreaOf('canned.create')).toBe('canned');
    // The page's action filter lists every label: no two may read alike.
    const labels = AUDIT_ACTION_KEYS.map(auditActionLabel);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('a thing known by its text is labelled by its first words, on one line', () => {
    expect(excerpt('  Thanks for   reaching out!\nWe reply within a day. ')).toBe('Thanks for reaching out! We reply within a day.');
    const long = excerpt(`Hello ${'word '.repeat(40)}`);
    expect(long).toHaveLength(AUDIT_LIMITS.valueChars);
    expect(long.endsWith('…')).toBe(true);
  });

  it('describes a change and the details of a request', () => {
    expect(describeChange({ field: 'name', from: 'Support', to: 'Tier 1' })).toBe('Name: Support → Tier 1');
    expect(describeChange({ field: 'name', to: 'Sales' })).toBe('Name: Sales');
    expect(describeChange({ field: 'permissions.analytics', from: 'read' })).toBe('Permissions › Analytics: read → —');
    expect(describeChange({ field: 'name', from: 'Sales' }, { gone: true })).toBe('Name: Sales');
    expect(describeChange({ field: 'enabled', from: false, to: true })).toBe('Enabled: off → on');
    expect(describeChange({ field: 'url', from: '', to: 'https://a.test' })).toBe('Url: — → https://a.test');
    expect(describeChange({ field: 'domains', added: ['a.com'], removed: ['b.com', 'c.com'] })).toBe('Domains: added a.com; removed b.com, c.com');
    expect(describeChange({ field: 'clientSecret', secret: true })).toBe('Client secret: changed');
    expect(describeChange({ field: 'windows' })).toBe('Windows: changed');
    expect(describeDetails({ fields: ['Client ID', 'Client secret'], from: 'Support' })).toEqual(['Fields: Client ID, Client secret', 'From: Support']);
    expect(describeDetails(undefined)).toEqual([]);
  });
});

describe('auditLogFilterSchema', () => {
  it('accepts the filter as the page and the URL send it', async () => {
    expect(await auditLogFilterSchema.validate({ action: 'role.update', actor: ' ada ', from: '100', to: 200 })).toEqual({ action: 'role.update', actor: 'ada', from: 100, to: 200 });
    expect(await auditLogFilterSchema.validate({ action: '', from: '' })).toEqual({});
  });

  it("refuses an unknown action, and a range whose end is not after its start (spec §5's wording)", async () => {
    await expect(auditLogFilterSchema.validate({ action: 'drop' })).rejects.toThrow('Please select an action from the list');
    await expect(auditLogFilterSchema.validate({ from: 200, to: 100 })).rejects.toThrow(DATE_MSG.toAfterFrom);
    await expect(auditLogFilterSchema.validate({ from: -1 })).rejects.toThrow('Please enter a valid date');
  });
});

describe('who reads the log', () => {
  const admin = flattenPermissions(fullPermissionTree());
  const agent = flattenPermissions(inboxOnlyPermissionTree());
  const integrationsManager = flattenPermissions({ settings: { permissions: [], children: { integrations: { permissions: ['read', 'write'] } } } });
  const settingsReader = flattenPermissions({ settings: { permissions: ['read'] } });

  it('an admin of every settings area (write on the settings node) only: the API, the resource and the route agree', () => {
    for (const [who, flat, may] of [['admin', admin, true], ['agent', agent, false], ['integrations manager', integrationsManager, false], ['settings reader', settingsReader, false]] as const) {
      expect([who, canReadAuditLog(flat), canAccess(flat, 'audit-log'), canOpenRoute('/settings/audit-log', { flat, isCSUser: false })]).toEqual([who, may, may, may]);
    }
  });
});
