// GET /app/widget/install: the snippet's parts and the install check from where the widget last ran; widget
// settings permission; a project sees only its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import { lastSeenText, widgetSnippet, type InstallInfo } from '../../src/domain/install/snippet';
import { ALLOWED_DOMAINS_MSG } from '../../src/domain/install/allowedDomains';
import { call, errorOf, login, startTestServer } from './support/server';
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
    expect(before).toEqual({ widgetKey: a.key, scriptUrl: 'https://chat.example.test/widget.js', allowedDomains: [], lastSeen: null });
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

  it('allowed domains: any site while empty; then only those hosts and their subdomains get a widget and a session; per project', async () => {
    const a = await team();
    const b = await team();
    const session = (key: string, headers: Record<string, string>) => app.inject({ method: 'POST', url: '/app/visitor/session', payload: { projectKey: key }, headers });
    const widget = (key: string, headers: Record<string, string>) => app.inject({ method: 'GET', url: `/app/visitor/widget?projectKey=${key}`, headers });

    // Empty list: any site.
    expect((await session(a.key, { origin: 'https://anything.example.org' })).statusCode).toBe(201);

    // Pasted URLs and wildcards are reduced to hosts; a malformed entry is refused in the §8 shape.
    const bad = await call(app, 'PUT', '/app/widget/install/domains', { domains: ['not a domain'] }, a.admin);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toBe('Enter a domain such as example.com');
    expect((await call(app, 'PUT', '/app/widget/install/domains', { domains: ['acme.test'] }, a.agent)).statusCode).toBe(403);
    const saved = await call(app, 'PUT', '/app/widget/install/domains', { domains: ['https://Shop.Acme.test:8443/pricing', '*.acme.test', 'acme.test'] }, a.admin);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ domains: ['shop.acme.test', 'acme.test'] });
    expect(((await call(app, 'GET', '/app/widget/install', undefined, a.admin)).json() as InstallInfo).allowedDomains).toEqual(['shop.acme.test', 'acme.test']);

    // Allowed: the host, a subdomain, by Origin or (without one) by Referer.
    expect((await session(a.key, { origin: 'https://acme.test' })).statusCode).toBe(201);
    expect((await session(a.key, { origin: 'http://www.acme.test:8080' })).statusCode).toBe(201);
    expect((await session(a.key, { referer: 'https://blog.acme.test/post/1' })).statusCode).toBe(201);
    expect((await widget(a.key, { origin: 'https://acme.test' })).statusCode).toBe(200);

    // Refused: another site (even one ending in the same letters), no page at all; 403 with the reason.
    for (const headers of [{ origin: 'https://evil.test' }, { origin: 'https://notacme.test' }, { referer: 'https://acme.test.evil.test/' }, {}] as Record<string, string>[]) {
      const res = await session(a.key, headers);
      expect(res.statusCode).toBe(403);
      expect(errorOf(res)).toBe(ALLOWED_DOMAINS_MSG.refused);
    }
    expect((await widget(a.key, { origin: 'https://evil.test' })).statusCode).toBe(403);

    // Project B's empty list still lets any site in; clearing A's list opens A again.
    expect((await session(b.key, { origin: 'https://evil.test' })).statusCode).toBe(201);
    expect(((await call(app, 'GET', '/app/widget/install', undefined, b.admin)).json() as InstallInfo).allowedDomains).toEqual([]);
    expect((await call(app, 'PUT', '/app/widget/install/domains', { domains: [] }, a.admin)).statusCode).toBe(200);
    expect((await session(a.key, { origin: 'https://evil.test' })).statusCode).toBe(201);
  });

  it('allowed domains: a public suffix (which would allow every site under it) is refused with the reason; the list stays as it was', async () => {
    const a = await team();
    expect((await call(app, 'PUT', '/app/widget/install/domains', { domains: ['acme.com'] }, a.admin)).statusCode).toBe(200);
    for (const [entry, suffix] of [['*.com', 'com'], ['com', 'com'], ['co.uk', 'co.uk'], ['https://github.io/', 'github.io']] as const) {
      const res = await call(app, 'PUT', '/app/widget/install/domains', { domains: ['acme.com', entry] }, a.admin);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toBe(ALLOWED_DOMAINS_MSG.publicSuffix(suffix));
    }
    expect(((await call(app, 'GET', '/app/widget/install', undefined, a.admin)).json() as InstallInfo).allowedDomains).toEqual(['acme.com']);
    // A site on a shared suffix is one customer's own: allowed.
    expect((await call(app, 'PUT', '/app/widget/install/domains', { domains: ['acme.github.io', 'shop.acme.co.uk'] }, a.admin)).json()).toEqual({ domains: ['acme.github.io', 'shop.acme.co.uk'] });
  });
});
