// Issue 16: the audit log of admin actions. Admins act through the real API (roles, users, settings, integrations
// through the provider fakes, Pardot's session-less callback, flows, audiences, tags, canned messages, notification
// channels, an export); GET /app/audit-log shows each action newest first with what changed by field name, never a
// secret; agents and partial admins are refused; another project sees nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { MockServer } from '../../mock-server/index';
import { buildProject, buildUser } from '../../server/db/builders';
import { DATE_MSG } from '../../src/domain/analytics/dateRange';
import { call, errorOf, login } from './support/server';
import { authorize, callbackCall, CREDENTIALS } from './support/integrations';
import { auditReaders, changesOf, channels, startAuditProject, MARKETO_SECRET, RINGLEAD_KEY, SLACK_HOOK, TEAMS_HOOK, WRONG_KEY } from './support/auditLog';

let app: FastifyInstance;
let mocks: MockServer;
let admin: string;
let agent: string;
let integrationsAdmin: string;
let other: string;
let agentUserId: number;
let agentRoleId: number;

beforeAll(async () => {
  ({ app, mocks, admin, agent, integrationsAdmin, other, agentUserId, agentRoleId } = await startAuditProject());
});
afterAll(async () => {
  await app?.close();
  await mocks?.close();
});

const { req, auditLog, newest, countOf, storedLog } = auditReaders(() => ({ app, mocks, admin, agent, integrationsAdmin, other, agentUserId, agentRoleId }));

describe('recording admin actions', () => {
  it('roles: create, update with what changed, clone (from its source), delete; a refused change leaves no row', async () => {
    const created = (await req('POST', '/app/roles', admin, { name: 'Supervisor', permissions: { inbox: { permissions: ['read', 'write'] }, analytics: { permissions: ['read'] } } })).json();
    expect(errorOf(await req('PUT', `/app/roles/${created.id}`, admin, { name: ' ', permissions: {} }))).toBe('Role name is required');
    await req('PUT', `/app/roles/${created.id}`, admin, { name: 'Lead', permissions: { inbox: { permissions: ['read'] }, settings: { permissions: [], children: { integrations: { permissions: ['read'] } } } } });
    const copy = (await req('POST', `/app/roles/${created.id}/clone`, admin)).json();
    expect((await req('DELETE', `/app/roles/${copy.id}`, admin)).statusCode).toBe(200);

    const [deleted, cloned, updated, made] = await newest(4);
    expect(made).toMatchObject({ action: 'role.create', actor: { name: 'Ada Admin', email: 'ada@audit.test' }, target: { type: 'role', id: String(created.id), label: 'Supervisor' } });
    expect(changesOf(made!)).toMatchObject({ name: { to: 'Supervisor' }, 'permissions.inbox': { to: 'read, write' }, 'permissions.analytics': { to: 'read' } });
    expect(updated).toMatchObject({ action: 'role.update', target: { id: String(created.id), label: 'Lead' } });
    expect(changesOf(updated!)).toEqual({
      name: { field: 'name', from: 'Supervisor', to: 'Lead' },
      'permissions.inbox': { field: 'permissions.inbox', from: 'read, write', to: 'read' },
      'permissions.analytics': { field: 'permissions.analytics', from: 'read' },
      'permissions.settings.integrations': { field: 'permissions.settings.integrations', to: 'read' },
    });
    expect(cloned).toMatchObject({ action: 'role.clone', target: { id: String(copy.id), label: 'Lead (copy)' }, summary: { details: { from: 'Lead' } } });
    expect(deleted).toMatchObject({ action: 'role.delete', target: { id: String(copy.id), label: 'Lead (copy)' } });
    expect(made!.ip).toBeTruthy();
    expect(made!.createdAt).toBeGreaterThan(Date.now() / 1000 - 60);
  });

  it("team users: invitations, a role change, an update that changes nothing (no row), removal", async () => {
    await req('POST', '/app/users', admin, { email: 'Newbie@Audit.test', roleId: agentRoleId });
    await req('POST', '/app/invitations', admin, { email: 'second@audit.test', roleId: agentRoleId });
    const [second, first] = await newest(2);
    expect(first).toMatchObject({ action: 'user.invite', target: { type: 'user', id: 'newbie@audit.test', label: 'newbie@audit.test' } });
    expect(changesOf(first!)).toMatchObject({ role: { to: 'Agent' } });
    expect(second).toMatchObject({ action: 'user.invite', target: { label: 'second@audit.test' } });

    const roles = (await req('GET', '/app/roles', admin)).json() as Array<{ id: number; name: string }>;
    const adminRole = roles.find((r) => r.name === 'Admin')!;
    await req('PUT', `/app/users/${agentUserId}`, admin, { roleId: adminRole.id });
    const before = (await auditLog(admin)).rows.length;
    await req('PUT', `/app/users/${agentUserId}`, admin, { roleId: adminRole.id });
    expect((await auditLog(admin)).rows.length).toBe(before);
    await req('PUT', `/app/users/${agentUserId}`, admin, { available: false, roleId: agentRoleId });
    const [back, promoted] = await newest(2);
    expect(promoted).toMatchObject({ action: 'user.role_change', target: { id: String(agentUserId), label: 'Gus Agent' } });
    expect(changesOf(promoted!)).toEqual({ role: { field: 'role', from: 'Agent', to: 'Admin' } });
    expect(changesOf(back!)).toMatchObject({ role: { from: 'Admin', to: 'Agent' } });

    const doomed = await buildUser(app.repos, { projectId: (await app.repos.users.findById(agentUserId))!.project_id, roleId: agentRoleId, name: 'Dee Parted' });
    await req('DELETE', `/app/users/${doomed.id}`, admin);
    const [removed] = await newest();
    expect(removed).toMatchObject({ action: 'user.delete', target: { id: String(doomed.id), label: 'Dee Parted' } });
    expect(changesOf(removed!)).toMatchObject({ name: { from: 'Dee Parted' }, role: { from: 'Agent' } });
  });

  it('settings: the fields that changed, an unchanged save leaves no row, allowed domains, the bot, meeting settings', async () => {
    const appearance = (await req('GET', '/app/settings/widgetAppearance', admin)).json();
    await req('PUT', '/app/settings/widgetAppearance', admin, { ...appearance, colour: '#ff5722', title: 'Talk to us' });
    const [saved] = await newest();
    expect(saved).toMatchObject({ action: 'settings.update', target: { type: 'settings', id: 'widgetAppearance', label: 'Widget appearance' } });
    expect(changesOf(saved!)).toEqual({
      colour: { field: 'colour', from: appearance.colour, to: '#ff5722' },
      title: { field: 'title', from: appearance.title, to: 'Talk to us' },
    });
    const count = (await auditLog(admin)).rows.length;
    await req('PUT', '/app/settings/widgetAppearance', admin, { ...appearance, colour: '#ff5722', title: 'Talk to us' });
    expect((await auditLog(admin)).rows.length).toBe(count);

    await req('PUT', '/app/widget/install/domains', admin, { domains: ['shop.example.com', 'example.org'] });
    await req('PUT', '/app/widget/install/domains', admin, { domains: ['example.org'] });
    const [narrowed, widened] = await newest(2);
    expect(widened).toMatchObject({ target: { id: 'allowedDomains', label: 'Allowed domains' }, summary: { changes: [{ field: 'domains', added: ['shop.example.com', 'example.org'] }] } });
    expect(narrowed!.summary.changes).toEqual([{ field: 'domains', removed: ['shop.example.com'] }]);

    const bot = (await req('GET', '/app/settings/bot', admin)).json();
    await req('PUT', '/app/settings/bot', admin, { ...bot, name: 'Penny' });
    expect((await newest())[0]).toMatchObject({ target: { id: 'bot', label: 'Bot settings' }, summary: { changes: [{ field: 'name', from: bot.name, to: 'Penny' }] } });

    await req('PUT', '/app/user/profile', admin, { name: 'Ada Admin', timezone: 'Europe/Paris', meetingLink: 'https://cal.example.com/ada' });
    const [profile] = await newest();
    expect(profile).toMatchObject({ action: 'settings.update', target: { type: 'profile', label: 'Ada Admin' } });
    expect(changesOf(profile!)).toMatchObject({ timezone: { to: 'Europe/Paris' }, meetingLink: { to: 'https://cal.example.com/ada' } });
  });

  it('integrations: connect with credentials, a credential change, disconnect, an OAuth connect once it completes; never a secret', async () => {
    const marketo = await req('POST', '/app/integrations/marketo/connect', admin, { clientId: 'parley-demo-marketo', clientSecret: MARKETO_SECRET, baseUrl: `${mocks.url}/marketo` });
    expect(marketo.statusCode, marketo.body).toBe(200);
    expect((await newest())[0]).toMatchObject({
      action: 'integration.connect',
      target: { type: 'integration', id: 'marketo', label: 'Marketo' },
      summary: { changes: expect.arrayContaining([{ field: 'state', from: 'disconnected', to: 'connected' }]), details: { fields: ['Client ID', 'Client secret', 'Base URL'] } },
    });
    await req('DELETE', '/app/integrations/marketo', admin);
    expect((await newest())[0]).toMatchObject({ action: 'integration.disconnect', target: { label: 'Marketo' }, summary: { changes: expect.arrayContaining([{ field: 'state', from: 'connected', to: 'disconnected' }]) } });

    expect((await req('POST', '/app/integrations/ringlead/connect', admin, { credential: RINGLEAD_KEY })).statusCode).toBe(200);
    expect((await req('POST', '/app/integrations/ringlead/connect', admin, { credential: WRONG_KEY })).statusCode).toBe(400);
    expect((await req('POST', '/app/integrations/ringlead/connect', admin, { credential: RINGLEAD_KEY })).statusCode).toBe(200);
    const [changed, connected] = await newest(2);
    expect(connected).toMatchObject({ action: 'integration.connect', target: { label: 'RingLead' }, summary: { details: { fields: ['API key'] } } });
    expect(changed).toMatchObject({ action: 'integration.credentials', target: { label: 'RingLead' }, summary: { details: { fields: ['API key'] } } });

    // OAuth: starting sends the browser to the provider (no row); the callback connects (one row).
    const before = (await auditLog(admin)).rows.length;
    const start = await req('POST', '/app/integrations/slack/connect', admin, {});
    expect(start.json().authorizeUrl).toBeTruthy();
    expect((await auditLog(admin)).rows.length).toBe(before);
    const back = await authorize(start.json().authorizeUrl);
    expect((await callbackCall(app, admin, 'slack', back)).statusCode).toBe(200);
    const rows = (await auditLog(admin)).rows;
    expect(rows.length).toBe(before + 1);
    expect(rows[0]).toMatchObject({ action: 'integration.connect', target: { id: 'slack', label: 'Slack' } });

    // No secret in what the page reads, nor in the table itself.
    const stored = JSON.stringify((await sql`select * from audit_log`.execute(app.db.kysely)).rows);
    for (const secret of [MARKETO_SECRET, RINGLEAD_KEY, WRONG_KEY, back.code!]) {
      expect(JSON.stringify(rows)).not.toContain(secret);
      expect(stored).not.toContain(secret);
    }
    const tokens = await sql<{ access_token: string }>`select access_token from integration_connections`.execute(app.db.kysely);
    for (const t of tokens.rows) expect(stored).not.toContain(t.access_token);
  });

  it('a Pardot connect, whose callback carries no session, is recorded under the user who started it; a replayed or forged state leaves no row', async () => {
    // A project of its own: Pardot is marketing automation, one of which (RingLead) the project above keeps connected.
    const p = await buildProject(app.repos, { name: 'Pardot Co', plan: 'enterprise' });
    const pam = await buildUser(app.repos, { projectId: p.project.id, roleId: p.admin.id, name: 'Pam Pardot', email: 'pam@pardot.test' });
    const pamToken = await login(app, pam.email, pam.password);
    const connect = async () => {
      const start = await req('POST', '/app/integrations/pardot/connect', pamToken, CREDENTIALS.pardot);
      expect(start.statusCode, start.body).toBe(200);
      return authorize(start.json().authorizeUrl);
    };
    const back = await connect();
    expect(await countOf(pamToken)).toBe(0);
    expect((await callbackCall(app, undefined, 'pardot', back)).statusCode).toBe(200);
    const [connected] = (await auditLog(pamToken)).rows;
    expect(connected).toMatchObject({
      action: 'integration.connect',
      actor: { id: pam.id, name: 'Pam Pardot', email: 'pam@pardot.test' },
      target: { type: 'integration', id: 'pardot', label: 'Pardot' },
      summary: { changes: expect.arrayContaining([{ field: 'state', from: 'disconnected', to: 'connected' }]) },
    });
    expect(connected!.ip).toBeTruthy();

    // The same state again (a replay) and a forged one are refused: no row.
    expect((await callbackCall(app, undefined, 'pardot', back)).statusCode).toBeGreaterThanOrEqual(400);
    const forged = JSON.stringify({ integrationKey: 'nonce.9999999999.forged-signature' });
    expect((await call(app, 'POST', '/app/integration/pardot', { code: back.code, state: forged, integrationKey: 'nonce.9999999999.forged-signature' })).statusCode).toBeGreaterThanOrEqual(400);
    expect(await countOf(pamToken)).toBe(1);

    // Posted from a browser signed in to another project: the signed state, not that session, says whose connect it
    // is and where it belongs (as it says where the connection goes).
    expect((await req('DELETE', '/app/integrations/pardot', pamToken)).statusCode).toBe(200);
    const again = await connect();
    const body = { code: again.code, state: again.state, integrationKey: JSON.parse(again.state!).integrationKey };
    expect((await req('POST', '/app/integration/pardot', other, body)).statusCode).toBe(200);
    const [reconnected, disconnected] = (await auditLog(pamToken)).rows;
    expect(disconnected).toMatchObject({ action: 'integration.disconnect', actor: { name: 'Pam Pardot' } });
    expect(reconnected).toMatchObject({ action: 'integration.connect', actor: { name: 'Pam Pardot' }, target: { id: 'pardot' } });
    expect(await countOf(other)).toBe(0);
    const stored = await storedLog();
    for (const secret of [back.code!, again.code!, JSON.parse(back.state!).integrationKey as string]) expect(stored).not.toContain(secret);
  });

  it('tags: create, rename, delete with the name; an unchanged rename, a clash, the fixed Blocked tag and an empty name leave no row', async () => {
    const created = await req('POST', '/app/tags', admin, { name: 'VIP' });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const count = await countOf();
    expect((await req('POST', '/app/tags', admin, { name: 'vip' })).statusCode).toBe(409);
    const blocked = (await req('GET', '/app/tags?all=true', admin)).json().tags.find((t: { key: string | null }) => t.key === 'blocked');
    expect((await req('PUT', `/app/tags/${blocked.id}`, admin, { name: 'Fine' })).statusCode).toBe(403);
    expect((await req('DELETE', `/app/tags/${blocked.id}`, admin)).statusCode).toBe(403);
    expect((await req('PUT', `/app/tags/${id}`, admin, { name: ' ' })).statusCode).toBe(400);
    expect((await req('DELETE', `/app/tags/${id}`, other)).statusCode).toBe(404);
    expect(await countOf()).toBe(count);

    expect((await req('PUT', `/app/tags/${id}`, admin, { name: 'Key account' })).statusCode).toBe(200);
    expect((await req('PUT', `/app/tags/${id}`, admin, { name: 'Key account' })).statusCode).toBe(200);
    expect((await req('DELETE', `/app/tags/${id}`, admin)).statusCode).toBe(200);
    expect(await countOf()).toBe(count + 2);
    const [deleted, renamed, made] = await newest(3);
    expect(made).toMatchObject({ action: 'tag.create', actor: { name: 'Ada Admin', email: 'ada@audit.test' }, target: { type: 'tag', id: String(id), label: 'VIP' } });
    expect(made!.summary.changes).toEqual([{ field: 'name', to: 'VIP' }]);
    expect(renamed).toMatchObject({ action: 'tag.update', target: { type: 'tag', id: String(id), label: 'Key account' } });
    expect(renamed!.summary.changes).toEqual([{ field: 'name', from: 'VIP', to: 'Key account' }]);
    expect(deleted).toMatchObject({ action: 'tag.delete', actor: { name: 'Ada Admin' }, target: { type: 'tag', id: String(id), label: 'Key account' } });
    expect(deleted!.summary.changes).toEqual([{ field: 'name', from: 'Key account' }]);
  });

  it('canned messages: create, change, delete, labelled by their first words; an empty message and a missing one leave no row', async () => {
    const created = await req('POST', '/app/cannedmessages', admin, { message: 'Thanks for reaching out!\nWe reply within a day.' });
    expect(created.statusCode).toBe(201);
    const id = created.json().messageId as number;
    const count = await countOf();
    expect((await req('POST', '/app/cannedmessages', admin, { message: '   ' })).statusCode).toBe(400);
    expect((await req('PUT', `/app/cannedmessages/${id}`, admin, { message: '' })).statusCode).toBe(400);
    expect((await req('DELETE', '/app/cannedmessages/999999', admin)).statusCode).toBe(404);
    expect((await req('PUT', `/app/cannedmessages/${id}`, other, { message: 'Not yours' })).statusCode).toBe(404);
    expect(await countOf()).toBe(count);

    const long = `Our office hours are Monday to Friday, 9 to 5. ${'We will get back to you as soon as we can. '.repeat(3)}`.trim();
    expect((await req('PUT', `/app/cannedmessages/${id}`, admin, { message: 'Thanks! We reply within a day.' })).statusCode).toBe(200);
    expect((await req('PUT', `/app/cannedmessages/${id}`, admin, { message: long })).statusCode).toBe(200);
    expect((await req('DELETE', `/app/cannedmessages/${id}`, admin)).statusCode).toBe(200);
    expect(await countOf()).toBe(count + 3);
    const [deleted, lengthened, shortened, made] = await newest(4);
    expect(made).toMatchObject({
      action: 'canned.create',
      actor: { name: 'Ada Admin', email: 'ada@audit.test' },
      target: { type: 'cannedMessage', id: String(id), label: 'Thanks for reaching out! We reply within a day.' },
    });
    expect(made!.summary.changes).toEqual([{ field: 'message', to: 'Thanks for reaching out!\nWe reply within a day.' }]);
    expect(shortened).toMatchObject({ action: 'canned.update', target: { label: 'Thanks! We reply within a day.' } });
    expect(shortened!.summary.changes).toEqual([{ field: 'message', from: 'Thanks for reaching out!\nWe reply within a day.', to: 'Thanks! We reply within a day.' }]);
    // Too long to quote: named, neither side shown (the label carries its first words).
    expect(lengthened).toMatchObject({ action: 'canned.update', summary: { changes: [{ field: 'message' }] } });
    expect(lengthened!.target.label).toMatch(/^Our office hours are Monday to Friday, 9 to 5\. .*…$/);
    expect(deleted).toMatchObject({ action: 'canned.delete', target: { type: 'cannedMessage', id: String(id), label: lengthened!.target.label } });
  });

  it('notification channels: a handle by value, a webhook by name only; an unchanged save and a refused target leave no row', async () => {
    const put = (body: unknown, token = admin) => req('PUT', '/app/user/profile/channels', token, body);
    expect((await put(channels('slack', '@ada'))).statusCode).toBe(200);
    const [first] = await newest();
    expect(first).toMatchObject({ action: 'notifications.update', actor: { name: 'Ada Admin', email: 'ada@audit.test' }, target: { type: 'notifications', label: 'Ada Admin' } });
    expect(changesOf(first!)).toEqual({
      'teamChat.service': { field: 'teamChat.service', from: 'none', to: 'slack' },
      'teamChat.recipient': { field: 'teamChat.recipient', to: '@ada' },
    });

    const count = await countOf();
    expect((await put(channels('slack', '@ada'))).statusCode).toBe(200);
    expect((await put(channels('slack', 'https://evil.example/hook'))).statusCode).toBe(400);
    expect((await put(channels('slack', null))).statusCode).toBe(400);
    expect(await countOf()).toBe(count);

    expect((await put(channels('slack', SLACK_HOOK, true, false))).statusCode).toBe(200);
    expect((await put(channels('msteams', TEAMS_HOOK, true, false))).statusCode).toBe(200);
    const [toTeams, toHook] = await newest(2);
    expect(changesOf(toHook!)).toEqual({
      'teamChat.recipient': { field: 'teamChat.recipient', from: '@ada' },
      'teamChat.webhook': { field: 'teamChat.webhook', secret: true },
      'push.sound': { field: 'push.sound', from: true, to: false },
    });
    expect(changesOf(toTeams!)).toEqual({
      'teamChat.service': { field: 'teamChat.service', from: 'slack', to: 'msteams' },
      'teamChat.webhook': { field: 'teamChat.webhook', secret: true },
    });
    const rows = JSON.stringify((await auditLog(admin)).rows);
    const stored = await storedLog();
    for (const secret of [SLACK_HOOK, TEAMS_HOOK, 'parley-hook-token', 'hooks.slack.com', 'webhook.office.com']) {
      expect(rows).not.toContain(secret);
      expect(stored).not.toContain(secret);
    }
  });

  it('flows: publish, unpublish, save, delete; an audience deleted; an analytics export with its filter', async () => {
    const flow = (await req('POST', '/app/flows', admin, { name: 'Pricing page' })).json();
    await req('PUT', `/app/flows/${flow.id}/status`, admin, { status: 'active' });
    await req('PUT', `/app/flows/${flow.id}/status`, admin, { status: 'inactive' });
    const [unpublished, published] = await newest(2);
    expect(published).toMatchObject({ action: 'flow.publish', target: { type: 'flow', id: String(flow.id), label: 'Pricing page' } });
    expect(changesOf(published!)).toMatchObject({ status: { from: 'inactive', to: 'active' } });
    expect(unpublished).toMatchObject({ action: 'flow.unpublish' });
    await req('PUT', `/app/flows/${flow.id}/name`, admin, { name: 'Pricing page v2' });
    expect((await newest())[0]).toMatchObject({ action: 'flow.update', summary: { changes: [{ field: 'name', from: 'Pricing page', to: 'Pricing page v2' }] } });
    await req('DELETE', `/app/flows/${flow.id}`, admin);
    expect((await newest())[0]).toMatchObject({ action: 'flow.delete', target: { label: 'Pricing page v2' } });

    const audience = (await req('POST', '/app/audiences', admin, {
      name: 'Returning visitors',
      groupsConjunction: 'AND',
      groups: [{ conjunction: 'AND', rules: [{ field: 'websiteVisits', operator: 'gt', value: 3 }] }],
      triggers: [],
    })).json();
    await req('DELETE', `/app/audiences/${audience.id}`, admin);
    expect((await newest())[0]).toMatchObject({ action: 'audience.delete', target: { type: 'audience', id: String(audience.id), label: 'Returning visitors' } });

    const csv = await req('GET', '/app/analytics/export?span=7&chat=0', admin);
    expect(csv.statusCode).toBe(200);
    expect((await newest())[0]).toMatchObject({ action: 'export.analytics', target: { type: 'export', label: 'Analytics CSV' }, summary: { details: { span: '7', chat: '0' } } });
  });
});

describe('reading the log', () => {
  it('pages newest first with Content-Range, and filters by action, actor and date range', async () => {
    const all = await auditLog(admin);
    expect(all.rows.length).toBeGreaterThan(20);
    const times = all.rows.map((r) => r.createdAt);
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    const page = await auditLog(admin, {}, [2, 4]);
    expect(page.contentRange).toBe(`audit-log 2-4/${all.rows.length}`);
    expect(page.rows.map((r) => r.id)).toEqual(all.rows.slice(2, 5).map((r) => r.id));

    const roleChanges = (await auditLog(admin, { action: 'user.role_change' })).rows;
    expect(roleChanges.length).toBe(2);
    expect(roleChanges.every((r) => r.action === 'user.role_change')).toBe(true);
    expect((await auditLog(admin, { actor: 'ADA@audit' })).rows.length).toBe(all.rows.length);
    expect((await auditLog(admin, { actor: 'nobody' })).rows).toEqual([]);
    const now = Math.floor(Date.now() / 1000);
    expect((await auditLog(admin, { from: now - 3600, to: now + 60 })).rows.length).toBe(all.rows.length);
    expect((await auditLog(admin, { from: now + 3600 })).rows).toEqual([]);

    const bad = await req('GET', `/app/audit-log?filter=${encodeURIComponent(JSON.stringify({ from: now, to: now - 10 }))}`, admin);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toBe(DATE_MSG.toAfterFrom);
    expect((await req('GET', `/app/audit-log?filter=${encodeURIComponent('{"action":"drop table"}')}`, admin)).statusCode).toBe(400);
  });

  it('is for admins of every settings area only; an agent or a partial admin is refused and their refused writes leave no row', async () => {
    expect((await call(app, 'GET', '/app/audit-log')).statusCode).toBe(401);
    expect((await req('GET', '/app/audit-log', agent)).statusCode).toBe(403);
    expect((await req('GET', '/app/audit-log', integrationsAdmin)).statusCode).toBe(403);
    const count = (await auditLog(admin)).rows.length;
    expect((await req('POST', '/app/roles', agent, { name: 'Sneaky', permissions: {} })).statusCode).toBe(403);
    expect((await req('PUT', '/app/settings/widgetAppearance', agent, { colour: '#000000' })).statusCode).toBe(403);
    expect((await auditLog(admin)).rows.length).toBe(count);
    // Without inbox 'write', tags and canned messages are refused, and leave no row.
    expect((await req('POST', '/app/tags', integrationsAdmin, { name: 'Sneaky tag' })).statusCode).toBe(403);
    expect((await req('POST', '/app/cannedmessages', integrationsAdmin, { message: 'Sneaky reply' })).statusCode).toBe(403);
    expect((await call(app, 'PUT', '/app/user/profile/channels', channels('slack', '@nobody'))).statusCode).toBe(401);
    expect((await auditLog(admin)).rows.length).toBe(count);
    // The partial admin's own integration work is recorded (the admin reads it).
    expect((await req('POST', '/app/integrations/ringlead/connect', integrationsAdmin, { credential: RINGLEAD_KEY })).statusCode).toBe(200);
    expect((await newest())[0]).toMatchObject({ action: 'integration.credentials', actor: { name: 'Ian Integrations' } });
    // An agent's change to what the whole project shares (a canned reply saved from the inbox), and to their own
    // notification channels, is theirs on record too.
    const saved = (await req('POST', '/app/cannedmessages', agent, { message: 'Let me check that for you.' })).json();
    expect((await req('PUT', '/app/user/profile/channels', agent, channels('slack', '#support'))).statusCode).toBe(200);
    const [channelsRow, cannedRow] = await newest(2);
    expect(cannedRow).toMatchObject({ action: 'canned.create', actor: { id: agentUserId, name: 'Gus Agent' }, target: { id: String(saved.messageId), label: 'Let me check that for you.' } });
    expect(channelsRow).toMatchObject({ action: 'notifications.update', actor: { name: 'Gus Agent' }, target: { id: String(agentUserId), label: 'Gus Agent' } });
  });

  it("another project's admin sees only their own project's rows", async () => {
    expect((await auditLog(other)).rows).toEqual([]);
    await req('POST', '/app/roles', other, { name: 'Elsewhere role', permissions: {} });
    const theirs = (await auditLog(other)).rows;
    expect(theirs.map((r) => [r.action, r.target.label, r.actor.name])).toEqual([['role.create', 'Elsewhere role', 'Olga Other']]);
    expect((await auditLog(admin)).rows.some((r) => r.target.label === 'Elsewhere role')).toBe(false);
  });

  it('is append-only in the database', async () => {
    await expect(sql`update audit_log set action = 'role.delete'`.execute(app.db.kysely)).rejects.toThrow(/append-only/);
  });
});
