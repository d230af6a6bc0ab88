// Meeting availability per user: GET/PUT app/user/meeting/availability ('Saved meeting availability successfully').
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import { call, errorOf, login, startTestServer } from './support/server';

let app: FastifyInstance;
let admin: string;
let agent: string;
const URL = '/app/user/meeting/availability';
const H = 3600;
const week = (over: object = {}) => ({
  sunday: [],
  monday: [{ from: 9 * H, to: 12 * H }, { from: 13 * H, to: 17 * H }],
  tuesday: [{ from: 10 * H, to: 16 * H }],
  wednesday: [],
  thursday: [],
  friday: [{ from: 8 * H, to: 12.5 * H }],
  saturday: [],
  ...over,
});

beforeAll(async () => {
  app = await startTestServer();
  const p = await buildProject(app.repos);
  const a = await buildUser(app.repos, { projectId: p.project.id, roleId: p.admin.id });
  const g = await buildUser(app.repos, { projectId: p.project.id, roleId: p.agent.id });
  await app.repos.users.update(g.id, { timezone: 'Asia/Tokyo' });
  [admin, agent] = await Promise.all([login(app, a.email, a.password), login(app, g.email, g.password)]);
});
afterAll(async () => app.close());

describe('meeting availability', () => {
  it('defaults to weekdays 9 to 5 in the profile timezone', async () => {
    const res = await call(app, 'GET', URL, undefined, agent);
    expect(res.statusCode).toBe(200);
    expect(res.json().timezone).toBe('Asia/Tokyo');
    expect(res.json().days.monday).toEqual([{ from: 9 * H, to: 17 * H }]);
    expect(res.json().days.sunday).toEqual([]);
  });

  it('saves split windows per user with the spec success text', async () => {
    const saved = await call(app, 'PUT', URL, { timezone: 'Europe/Berlin', days: week() }, admin);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Saved meeting availability successfully');
    expect((await call(app, 'GET', URL, undefined, admin)).json()).toEqual({ timezone: 'Europe/Berlin', days: week() });
    // Another user of the same project keeps their own (any signed-in user may set theirs: no admin right needed).
    expect((await call(app, 'GET', URL, undefined, agent)).json().timezone).toBe('Asia/Tokyo');
    const mine = await call(app, 'PUT', URL, { timezone: 'Asia/Tokyo', days: { monday: [{ from: 0, to: 3600 }] } }, agent);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().days.tuesday).toEqual([]); // missing days are stored as no windows
    expect((await call(app, 'GET', URL, undefined, admin)).json().days).toEqual(week());
  });

  it('refuses overlaps, off-slot times, empty windows and unknown timezones', async () => {
    const bad = async (body: object) => {
      const res = await call(app, 'PUT', URL, body, admin);
      expect(res.statusCode).toBe(400);
      return errorOf(res);
    };
    expect(await bad({ timezone: 'Europe/Berlin', days: week({ monday: [{ from: 9 * H, to: 12 * H }, { from: 11 * H, to: 14 * H }] }) })).toBe('Time windows of a day must not overlap');
    expect(await bad({ timezone: 'Europe/Berlin', days: week({ monday: [{ from: 9 * H + 60, to: 12 * H }] }) })).toBe('Times must be on a half-hour slot');
    expect(await bad({ timezone: 'Europe/Berlin', days: week({ monday: [{ from: 9 * H, to: 9 * H }] }) })).toBe('A window must not be empty');
    expect(await bad({ timezone: 'Mars/Olympus', days: week() })).toBe('Please select a valid timezone');
    expect(await bad({ timezone: '', days: week() })).toBe('Please select a valid timezone');
    // Nothing changed.
    expect((await call(app, 'GET', URL, undefined, admin)).json().days).toEqual(week());
  });

  it('needs a session', async () => {
    expect((await call(app, 'GET', URL)).statusCode).toBe(401);
    expect((await call(app, 'PUT', URL, { timezone: 'UTC', days: week() })).statusCode).toBe(401);
  });
});
