// The agent's notification channels (spec §3 Profile "channels for team chat and push"): defaults before the first
// save, validation of team-chat handles and webhooks, kept per user, and carried on GET app/user/profile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import { CHANNELS_MSG, DEFAULT_NOTIFICATION_CHANNELS } from '../../src/domain/schemas/profile';
import { call, errorOf, login, startTestServer } from './support/server';

let app: FastifyInstance;
let token: string;
let teammateToken: string;
let foreignToken: string;

beforeAll(async () => {
  app = await startTestServer();
  const p = await buildProject(app.repos);
  const other = await buildProject(app.repos, { name: 'Elsewhere' });
  const u = await buildUser(app.repos, { projectId: p.project.id, roleId: p.agent.id, name: 'Chan Nels' });
  const mate = await buildUser(app.repos, { projectId: p.project.id, roleId: p.agent.id, name: 'Team Mate' });
  const foreign = await buildUser(app.repos, { projectId: other.project.id, roleId: other.admin.id, name: 'For Eign' });
  token = await login(app, u.email, u.password);
  teammateToken = await login(app, mate.email, mate.password);
  foreignToken = await login(app, foreign.email, foreign.password);
});
afterAll(async () => app.close());

const put = (body: unknown, t = token) => call(app, 'PUT', '/app/user/profile/channels', body as Record<string, unknown>, t);
const get = async (t = token) => (await call(app, 'GET', '/app/user/profile/channels', undefined, t)).json();
const channels = (service: string, target: string | null, desktop = true, sound = true) => ({ teamChat: { service, target }, push: { desktop, sound } });

describe('notification channels', () => {
  it('needs a session', async () => {
    expect((await call(app, 'GET', '/app/user/profile/channels')).statusCode).toBe(401);
    expect((await put(channels('none', null), '')).statusCode).toBe(401);
  });

  it('starts with no team chat and both browser alerts on', async () => {
    expect(await get()).toEqual(DEFAULT_NOTIFICATION_CHANNELS);
    expect((await call(app, 'GET', '/app/user/profile', undefined, token)).json().channels).toEqual(DEFAULT_NOTIFICATION_CHANNELS);
  });

  it('saves a Slack handle with sound off, for this user only, and the profile carries it', async () => {
    const res = await put(channels('slack', '  @chan.nels ', true, false));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...channels('slack', '@chan.nels', true, false), message: CHANNELS_MSG.saved });
    expect(await get()).toEqual(channels('slack', '@chan.nels', true, false));
    expect((await call(app, 'GET', '/app/user/profile', undefined, token)).json().channels).toEqual(channels('slack', '@chan.nels', true, false));
    expect(await get(teammateToken)).toEqual(DEFAULT_NOTIFICATION_CHANNELS);
    expect(await get(foreignToken)).toEqual(DEFAULT_NOTIFICATION_CHANNELS);
  });

  it('accepts webhooks at the services own hosts and a Teams email', async () => {
    expect((await put(channels('slack', 'https://hooks.slack.com/services/T000/B000/XXXX'))).statusCode).toBe(200);
    expect((await put(channels('msteams', 'chan@contoso.example'))).statusCode).toBe(200);
    expect((await put(channels('msteams', 'https://contoso.webhook.office.com/webhookb2/abc'), teammateToken)).statusCode).toBe(200);
    expect((await get(teammateToken)).teamChat).toEqual({ service: 'msteams', target: 'https://contoso.webhook.office.com/webhookb2/abc' });
  });

  it('refuses a missing or wrong target with the field message, and keeps what was saved', async () => {
    await put(channels('slack', '#support', false, true));
    expect(errorOf(await put(channels('slack', '')))).toBe(CHANNELS_MSG.targetRequired);
    expect(errorOf(await put(channels('slack', 'https://evil.example/hook')))).toBe(CHANNELS_MSG.slackTarget);
    expect(errorOf(await put(channels('msteams', '@someone')))).toBe(CHANNELS_MSG.teamsTarget);
    expect(errorOf(await put(channels('msteams', 'http://contoso.webhook.office.com/x')))).toBe(CHANNELS_MSG.teamsTarget);
    expect((await put(channels('pigeon', 'coo'))).statusCode).toBe(400);
    expect((await put({ teamChat: { service: 'none', target: null }, push: { desktop: 'yes', sound: true } })).statusCode).toBe(400);
    expect(await get()).toEqual(channels('slack', '#support', false, true));
  });

  it('drops the target when team chat is turned off', async () => {
    const res = await put(channels('none', '@left.over', false, false));
    expect(res.statusCode).toBe(200);
    expect(await get()).toEqual(channels('none', null, false, false));
  });
});
