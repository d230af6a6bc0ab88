// The messenger's extras in the widget bootstrap (GET app/visitor/widget `messenger`, issue 26): the faces of the
// agents available now (the one availability rule: toggled on and connected), the expected reply time from the
// project's real first responses (median over the last 30 days), the office notice while closed, "Powered by
// Parley" hidden only on a plan that may hide it, the saved look; and the emoji picker's files from our server.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import { OFFICE_NOTICE, REPLY_TIME_TEXT, type MessengerConfig } from '../../src/domain/widgetMessenger';
import { APPEARANCE_MSG } from '../../src/domain/widgetAppearance';
import { agentOnline, type OnlineAgent } from './support/agentOnline';
import { call, errorOf, login, startTestServer } from './support/server';

let app: FastifyInstance;
const online: OnlineAgent[] = [];
const now = () => Math.floor(Date.now() / 1000);

async function project(plan = 'growth') {
  const p = await buildProject(app.repos, { plan });
  const admin = await buildUser(app.repos, { projectId: p.project.id, roleId: p.admin.id, name: 'Ada Admin' });
  return { ...p, projectId: p.project.id, key: p.project.widget_key, adminToken: await login(app, admin.email, admin.password) };
}

/** A conversation of `ago` seconds ago whose first agent answer came `responseSeconds` after the visitor wrote. */
async function answered(projectId: number, agentId: number, responseSeconds: number, ago = 86_400) {
  const created = now() - ago;
  const v = await app.repos.visitors.create({ project_id: projectId, public_id: crypto.randomUUID(), token_hash: crypto.randomUUID(), name: 'V', last_seen_at: created, created_at: created });
  const c = await app.repos.conversations.create({ projectId, visitorId: v.id, bot: false, now: created });
  const base = { conversation_id: c.id, type: 'message', text: 'hi', client_id: null, payload: null } as const;
  await app.repos.messages.insert({ ...base, pos: 1, sender_type: 'visitor', sender_name: 'V', user_id: null, time: created });
  await app.repos.messages.insert({ ...base, pos: 2, sender_type: 'agent', sender_name: 'Agent', user_id: agentId, time: created + responseSeconds });
  await app.repos.conversations.update(c.id, { message_count: 2, last_event_time: created + responseSeconds });
}

const messenger = async (key: string): Promise<MessengerConfig> => {
  const res = await call(app, 'GET', `/app/visitor/widget?projectKey=${key}`);
  expect(res.statusCode).toBe(200);
  return res.json().messenger as MessengerConfig;
};

beforeAll(async () => {
  app = await startTestServer();
});
afterAll(async () => {
  online.forEach((a) => a.close());
  await app?.close();
});

describe('the team and the expected reply time', () => {
  it('shows the available agents (first names, avatars) and the median first response of recent conversations', async () => {
    const p = await project();
    const alice = await buildUser(app.repos, { projectId: p.projectId, roleId: p.agent.id, name: 'Alice Martin', img: 'https://img.test/alice.png', available: true });
    const bob = await buildUser(app.repos, { projectId: p.projectId, roleId: p.agent.id, name: 'Bob Stone', available: true });
    await buildUser(app.repos, { projectId: p.projectId, roleId: p.agent.id, name: 'Carl Away', available: false });
    online.push(await agentOnline(app, alice), await agentOnline(app, bob));
    // Median of 2, 20, 25, 30, 40 minutes = 25 minutes; an answer from 40 days ago is outside the window.
    for (const minutes of [2, 20, 25, 30, 40]) await answered(p.projectId, alice.id, minutes * 60);
    await answered(p.projectId, alice.id, 2 * 86_400, 40 * 86_400);
    // The median is computed off the request path (a cold project answers without it at first, never waiting long).
    await expect.poll(async () => (await messenger(p.key)).line, { timeout: 10_000 }).toBe(REPLY_TIME_TEXT.underHour);
    const m = await messenger(p.key);
    expect(m.team).toEqual([
      { name: 'Alice', img: 'https://img.test/alice.png' },
      { name: 'Bob', img: null },
    ]);
    expect(m.away).toBe(false);
  });

  it('toggled on but not connected is not available; too few answered conversations promise nothing', async () => {
    const p = await project();
    const dora = await buildUser(app.repos, { projectId: p.projectId, roleId: p.agent.id, name: 'Dora', available: true });
    for (const minutes of [1, 2, 3]) await answered(p.projectId, dora.id, minutes * 60);
    await messenger(p.key);
    await new Promise((r) => setTimeout(r, 300)); // the median of the first load is computed by now
    const m = await messenger(p.key);
    expect(m.team).toEqual([]);
    expect(m.line).toBeNull();
  });

  it('while the office is closed for a holiday: the office notice and no faces', async () => {
    const p = await project();
    const eve = await buildUser(app.repos, { projectId: p.projectId, roleId: p.agent.id, name: 'Eve', available: true });
    online.push(await agentOnline(app, eve));
    const today = new Date().toISOString().slice(0, 10);
    const saved = await call(app, 'PUT', '/app/settings/holidays', { holidays: [{ name: 'Founders Day', date: today }] }, p.adminToken);
    expect(saved.statusCode).toBe(200);
    const m = await messenger(p.key);
    expect(m.team).toEqual([]);
    expect(m.line).toBe(OFFICE_NOTICE.holiday('Founders Day'));
    expect(m.away).toBe(true);
  });
});

describe('"Powered by Parley" and the look', () => {
  it('shows on Growth and Starter, and is hidden on Enterprise', async () => {
    expect((await messenger((await project('growth')).key)).poweredBy).toBe(true);
    expect((await messenger((await project('starter')).key)).poweredBy).toBe(true);
    expect((await messenger((await project('enterprise')).key)).poweredBy).toBe(false);
  });

  it('carries the saved appearance (launcher, offsets, theme, greeting) and refuses an invalid one in the spec shape', async () => {
    const p = await project();
    const current = (await call(app, 'GET', '/app/settings/widgetAppearance', undefined, p.adminToken)).json();
    const look = { colour: '#0f766e', textColour: '#ffffff', launcherIcon: 'question', launcherLabel: 'Questions?', position: 'left', offsetX: 32, offsetY: 48, theme: 'dark', greeting: 'Hello from Acme', avatarUrl: 'https://img.test/acme.png' };
    const bad = await call(app, 'PUT', '/app/settings/widgetAppearance', { ...current, ...look, offsetX: 900 }, p.adminToken);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toBe(APPEARANCE_MSG.offset);
    expect((await call(app, 'PUT', '/app/settings/widgetAppearance', { ...current, ...look }, p.adminToken)).statusCode).toBe(200);
    expect((await messenger(p.key)).look).toMatchObject({ ...look, title: 'Chat with us' });
  });
});

describe('the emoji picker comes from this server', () => {
  it('serves the picker modules and the emoji data cross-origin', async () => {
    for (const [file, type] of [['picker.js', 'javascript'], ['database.js', 'javascript'], ['data.json', 'json']] as const) {
      const res = await call(app, 'GET', `/app/visitor/emoji/${file}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain(type);
      expect(res.headers['access-control-allow-origin']).toBe('*');
    }
    // In the picker's own format (annotation, group, order, version on every entry), converted from emojibase-data.
    const data = (await call(app, 'GET', '/app/visitor/emoji/data.json')).json() as Array<{ emoji: string; annotation: string; group: number; order: number; version: number }>;
    expect(data.find((e) => e.emoji === '😀')).toMatchObject({ annotation: 'grinning face', group: 0 });
    expect(data.every((e) => typeof e.annotation === 'string' && typeof e.group === 'number' && typeof e.order === 'number' && typeof e.version === 'number')).toBe(true);
    const picker = (await call(app, 'GET', '/app/visitor/emoji/picker.js')).body;
    expect(picker).toContain("customElements.define('emoji-picker'");
  });
});
