// Project settings documents and the upgrade request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { adminAgentAndStranger } from './support/accounts';
import { call, errorOf, startTestServer } from './support/server';

let app: FastifyInstance;
let admin: string;
let agent: string;
let other: string;
const put = (url: string, token: string, body: unknown) =>
  app.inject({ method: 'PUT', url, payload: body as Record<string, unknown>, headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  app = await startTestServer();
  ({ admin, agent, other } = await adminAgentAndStranger(app));
});
afterAll(async () => app.close());

describe('settings', () => {
  it('answers defaults, saves with the spec success texts, and keeps projects apart', async () => {
    expect((await call(app, 'GET', '/app/settings/widgetStatus', undefined, admin)).json()).toEqual({ enabled: true });
    const off = await put('/app/settings/widgetStatus', admin, { enabled: false });
    expect(off.json().message).toBe('Status of the widget updated successfully');
    expect((await call(app, 'GET', '/app/settings/widgetStatus', undefined, admin)).json()).toEqual({ enabled: false });
    expect((await call(app, 'GET', '/app/settings/widgetStatus', undefined, other)).json()).toEqual({ enabled: true });
    const privacy = await put('/app/settings/privacy', admin, { enabled: true, text: 'We store chats for 30 days.', url: 'https://acme.test/privacy' });
    expect(privacy.json().message).toBe('Updated the privacy policy settings successfully');
  });

  it('office hours with a split shift and holidays validate with the page messages', async () => {
    const split = { enabled: true, timezone: 'Europe/Berlin', mode: 'weekdays', windows: [{ from: 28800, to: 43200 }, { from: 46800, to: 64800 }], days: {} };
    expect((await put('/app/settings/officeHours', admin, split)).statusCode).toBe(200);
    const overlap = { ...split, windows: [{ from: 28800, to: 43200 }, { from: 39600, to: 64800 }] };
    expect(errorOf(await put('/app/settings/officeHours', admin, overlap))).toBe('Time windows of a day must not overlap');
    const dup = await put('/app/settings/holidays', admin, { holidays: [{ name: 'Xmas', date: '2026-12-25' }, { name: 'xmas', date: '2026-12-26' }] });
    expect(errorOf(dup)).toBe('Contains duplicate holiday name');
    const ok = await put('/app/settings/holidays', admin, { holidays: [{ name: 'Xmas', date: '2026-12-25' }] });
    expect(ok.json().message).toBe('Updated the holiday settings successfully');
  });

  it('needs widget-settings rights; unknown keys are 404', async () => {
    expect((await put('/app/settings/widgetStatus', agent, { enabled: false })).statusCode).toBe(403);
    expect((await call(app, 'GET', '/app/settings/nope', undefined, admin)).statusCode).toBe(404);
  });

  it('an upgrade request mails the team and confirms to the user', async () => {
    const res = await call(app, 'POST', '/app/pricing/upgrade/subscription?upgradeTo=enterprise', {}, admin);
    expect(res.json()).toMatchObject({ ok: true, title: "We've got your back!", upgradeTo: 'enterprise' });
    const mails = (await call(app, 'GET', '/dev/mailbox.json?to=success@parley.local')).json().mails;
    expect(mails[0].subject).toContain('Upgrade request');
  });
});
