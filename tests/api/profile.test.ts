// The agent's profile: data update with the form's messages, image upload typed from its bytes, timezones, and the
// profile-completeness rule for going online.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import { call, errorOf, login, startTestServer } from './support/server';
import { multipart, PNG_1x1 } from './support/multipart';

let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  app = await startTestServer();
  const p = await buildProject(app.repos);
  const u = await buildUser(app.repos, { projectId: p.project.id, roleId: p.agent.id, name: 'No Photo' });
  token = await login(app, u.email, u.password);
});
afterAll(async () => app.close());

const put = (body: unknown) =>
  app.inject({ method: 'PUT', url: '/app/user/profile', payload: body as Record<string, unknown>, headers: { authorization: `Bearer ${token}` } });
const image = (name: string, content: Buffer | string) => {
  const m = multipart(name, content);
  return app.inject({ method: 'POST', url: '/app/user/profile/image', payload: m.payload, headers: { ...m.headers, authorization: `Bearer ${token}` } });
};

describe('profile', () => {
  it('lists timezones', async () => {
    const tz = (await call(app, 'GET', '/app/timezones', undefined, token)).json().timezones as string[];
    expect(tz).toContain('Europe/Berlin');
  });

  it('updates name, timezone and meeting link, with the spec messages for bad input', async () => {
    expect(errorOf(await put({ name: 'A', timezone: 'UTC' }))).toBe('Name should contain a minimum of 2 characters');
    expect(errorOf(await put({ name: 'Ana', timezone: 'UTC', meetingLink: 'not a link' }))).toBe('Please enter a valid calendar link');
    expect(errorOf(await put({ name: 'Ana', timezone: 'Mars/Olympus' }))).toBe('Please select a valid timezone');
    const ok = await put({ name: 'Ana Agent', timezone: 'Europe/Berlin', meetingLink: 'https://cal.example.test/ana' });
    expect(ok.statusCode).toBe(200);
    const profile = (await call(app, 'GET', '/app/user/profile', undefined, token)).json();
    expect(profile).toMatchObject({ name: 'Ana Agent', timezone: 'Europe/Berlin', meetingLink: 'https://cal.example.test/ana', profileCompleted: false });
  });

  it('refuses a non-image and completes the profile with a real one, which then allows going online', async () => {
    expect(errorOf(await call(app, 'POST', '/app/user/available', { available: true }, token))).toBe('Please complete the profile, to go online');
    const fake = await image('me.png', '<svg onload="alert(1)"></svg>');
    expect(fake.statusCode).toBe(415);
    const real = await image('me.png', PNG_1x1);
    expect(real.json().img).toMatch(/^data:image\/png;base64,/);
    expect((await call(app, 'GET', '/app/user/profile', undefined, token)).json().profileCompleted).toBe(true);
    expect((await call(app, 'POST', '/app/user/available', { available: true }, token)).statusCode).toBe(200);
  });
});
