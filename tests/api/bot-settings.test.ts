// The bot's settings document (GET/PUT app/settings/bot): defaults ('Parley Bot'), the page's messages ('Bot name
// is required', 'Please enter a valid image URL'), the conversations (flows) write right that the /bot pages share,
// and one project never seeing another's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import { flattenPermissions, fullPermissionTree, inboxOnlyPermissionTree } from '../../src/domain/permissions';
import { BOT_DEFAULTS, BOT_MSG } from '../../src/domain/settings/bot';
import { nowSeconds } from '../../server/lib/clock';
import { call, errorOf, login, startTestServer } from './support/server';

let app: FastifyInstance;
let admin: string;
let flowsEditor: string;
let settingsReader: string;
let agent: string;
let other: string;
const put = (token: string, body: unknown) => call(app, 'PUT', '/app/settings/bot', body, token);
const get = (token: string) => call(app, 'GET', '/app/settings/bot', undefined, token);

beforeAll(async () => {
  app = await startTestServer();
  const p = await buildProject(app.repos);
  const q = await buildProject(app.repos);
  // Roles between admin and agent: flows without settings; settings read-only.
  const editorRole = await app.repos.roles.create(
    p.project.id,
    'Flow editor',
    { ...inboxOnlyPermissionTree(), conversations: { permissions: ['read', 'write'] } },
    nowSeconds(),
  );
  const full = fullPermissionTree();
  const readerRole = await app.repos.roles.create(
    p.project.id,
    'Settings reader',
    { ...full, settings: { permissions: [], children: { widgetSettings: { permissions: ['read'] } } } },
    nowSeconds(),
  );
  expect(flattenPermissions(editorRole.permissions)['settings.widgetSettings']).toEqual([]);
  const users = await Promise.all([
    buildUser(app.repos, { projectId: p.project.id, roleId: p.admin.id }),
    buildUser(app.repos, { projectId: p.project.id, roleId: editorRole.id }),
    buildUser(app.repos, { projectId: p.project.id, roleId: readerRole.id }),
    buildUser(app.repos, { projectId: p.project.id, roleId: p.agent.id }),
    buildUser(app.repos, { projectId: q.project.id, roleId: q.admin.id }),
  ]);
  [admin, flowsEditor, settingsReader, agent, other] = await Promise.all(users.map((u) => login(app, u.email, u.password)));
});
afterAll(async () => app.close());

describe('bot settings', () => {
  it('answers the defaults before anything is saved', async () => {
    const res = await get(admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(BOT_DEFAULTS);
    expect(res.json().name).toBe('Parley Bot');
  });

  it('saves the bot with its success text, trimmed and without unknown fields, and reads it back', async () => {
    const image = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47]).toString('base64')}`;
    const res = await put(admin, { name: '  Penny  ', image, defaultFlowId: 3, unexpectedReply: 'handoff', replyDelaySeconds: 2, secret: 'x' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'Penny', image, defaultFlowId: 3, unexpectedReply: 'handoff', replyDelaySeconds: 2, message: BOT_MSG.settingsUpdated });
    expect((await get(admin)).json()).toEqual({ name: 'Penny', image, defaultFlowId: 3, unexpectedReply: 'handoff', replyDelaySeconds: 2 });
  });

  it('refuses an empty name with "Bot name is required" and a bad image with "Please enter a valid image URL"', async () => {
    const noName = await put(admin, { ...BOT_DEFAULTS, name: '   ' });
    expect(noName.statusCode).toBe(400);
    expect(errorOf(noName)).toBe('Bot name is required');
    expect(noName.json().fields).toMatchObject({ name: 'Bot name is required' });
    const script = await put(admin, { ...BOT_DEFAULTS, image: 'data:image/svg+xml;base64,PHN2Zz4=' });
    expect(script.statusCode).toBe(400);
    expect(errorOf(script)).toBe('Please enter a valid image URL');
    const delay = await put(admin, { ...BOT_DEFAULTS, replyDelaySeconds: 60 });
    expect(errorOf(delay)).toBe(BOT_MSG.delayRange);
    // Nothing refused was stored.
    expect((await get(admin)).json().name).toBe('Penny');
  });

  it('is guarded like the flows: a flows editor without settings rights may change it, an agent may not', async () => {
    // The reader keeps full conversations rights; only the agent (inbox only) lacks them.
    expect((await put(agent, { ...BOT_DEFAULTS, name: 'Hijack' })).statusCode).toBe(403);
    expect((await get(agent)).statusCode).toBe(403);
    expect((await call(app, 'GET', '/app/settings/bot')).statusCode).toBe(401);
    expect((await get(flowsEditor)).json().name).toBe('Penny');
    expect((await put(flowsEditor, { ...BOT_DEFAULTS, name: 'Penny' })).statusCode).toBe(200);
    // The widget documents stay with widget settings: the flows editor has none.
    expect((await call(app, 'GET', '/app/settings/widgetAppearance', undefined, flowsEditor)).statusCode).toBe(403);
    expect((await call(app, 'GET', '/app/settings/widgetAppearance', undefined, settingsReader)).statusCode).toBe(200);
    expect((await get(admin)).json().name).toBe('Penny');
  });

  it('keeps each project to its own bot', async () => {
    expect((await get(other)).json()).toEqual(BOT_DEFAULTS);
    await put(other, { ...BOT_DEFAULTS, name: 'Other bot' });
    expect((await get(other)).json().name).toBe('Other bot');
    expect((await get(admin)).json().name).toBe('Penny');
  });
});
