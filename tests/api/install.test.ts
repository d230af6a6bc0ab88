// GET /app/widget/install: the snippet's parts and the install check from where the widget last ran; widget
// settings permission; a project sees only its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import { lastSeenText, widgetSnippet, type InstallInfo } from '../../src/domain/install/snippet';
import { call, login, startTestServer } from './support/server';
import { newVisitor } from './support/visitor';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startTestServer({ publicUrl: 'https://chat.example.test' });
});
afterAll(async () => app.close());

async function team() {
  const p = await buildProject(app.repos);
  const admin = await buildUser(app.repos, { projectId: p.project.id, roleId: p.admin.id });
  const agent = await buildUser(app.repos, { projectId: p.project.id, roleId: p.agent.id });
  return { key: p.project.widget_key, admin: await login(app, admin.email, admin.password), agent: await login(app, agent.email, agent.password) };
}

describe('install the widget', () => {
  it('answers the snippet parts, then where and when the widget last ran', async () => {
    const a = await team();
    const before = (await call(app, 'GET', '/app/widget/install', undefined, a.admin)).json() as InstallInfo;
    expect(before).toEqual({ widgetKey: a.key, scriptUrl: 'https://chat.example.test/widget.js', lastSeen: null });
    expect(widgetSnippet(before.scriptUrl, before.widgetKey)).toBe(`<script src="https://chat.example.test/widget.js" data-project="${a.key}" async></script>`);

    const v = await newVisitor(app, a.key);
    const event = await call(app, 'POST', '/app/visitor/events', { type: 'pageview', url: 'https://shop.example.test/pricing', title: 'Pricing' }, v.token);
    expect(event.statusCode).toBeLessThan(300);
    const after = (await call(app, 'GET', '/app/widget/install', undefined, a.admin)).json() as InstallInfo;
    expect(after.lastSeen?.url).toBe('https://shop.example.test/pricing');
    expect(Math.abs(after.lastSeen!.at - Date.now() / 1000)).toBeLessThan(10);
    expect(lastSeenText(after.lastSeen, after.lastSeen!.at + 120)).toBe('Installed: last loaded 2 min ago on https://shop.example.test/pricing');

    // Another project has not been seen; an inbox-only agent may not read it.
    const b = await team();
    expect(((await call(app, 'GET', '/app/widget/install', undefined, b.admin)).json() as InstallInfo).lastSeen).toBeNull();
    expect((await call(app, 'GET', '/app/widget/install', undefined, a.agent)).statusCode).toBe(403);
  });
});
