// Searches treat % and _ as literal characters on every list that searches by name (SQLite needs an ESCAPE clause
// for that; PostgreSQL defaults to backslash): "50%" must not match "500 leads", "a_b" must not match "axb".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import { fullPermissionTree } from '../../src/domain/permissions';
import { call, login, startTestServer } from './support/server';

let app: FastifyInstance;
let admin: string;
let cs: string;
const now = () => Math.floor(Date.now() / 1000);
const audience = (name: string) => ({ name, groups: [], groupsConjunction: 'AND' as const, triggers: [] });
const filter = (q: string) => `filter=${encodeURIComponent(JSON.stringify({ q }))}`;
const names = async (url: string, token: string) => {
  const res = await call(app, 'GET', url, undefined, token);
  expect(res.statusCode).toBe(200);
  return (res.json() as Array<{ name: string }>).map((r) => r.name).sort();
};

beforeAll(async () => {
  app = await startTestServer();
  const p = await buildProject(app.repos, { name: 'Escape 50% off_site' });
  await buildProject(app.repos, { name: 'Escape 500 offXsite' });
  const a = await buildUser(app.repos, { projectId: p.project.id, roleId: p.admin.id, name: 'Ann 100%_sure' });
  const c = await buildUser(app.repos, { projectId: p.project.id, roleId: p.admin.id, name: 'Cat CS', isCSUser: true });
  await buildUser(app.repos, { projectId: p.project.id, roleId: p.agent.id, name: 'Bob 1000 sureX' });
  admin = await login(app, a.email, a.password);
  cs = await login(app, c.email, c.password);
  for (const n of ['Promo 50% off_site', 'Promo 500 offXsite', 'Plain promo']) {
    await app.repos.audiences.create(p.project.id, audience(n), now());
    await app.repos.flows.create({ projectId: p.project.id, name: n, status: 'draft', audienceId: null, priority: 0, definition: '{}', now: now() });
  }
  await app.repos.roles.create(p.project.id, 'Lead 10%_team', fullPermissionTree(), now());
  await app.repos.roles.create(p.project.id, 'Lead 100 teamX', fullPermissionTree(), now());
});
afterAll(async () => app.close());

describe('search with % and _', () => {
  it('audiences and conversation flows', async () => {
    expect(await names(`/app/audiences?${filter('50% off_')}`, admin)).toEqual(['Promo 50% off_site']);
    expect(await names(`/app/audiences?${filter('%')}`, admin)).toEqual(['Promo 50% off_site']);
    expect(await names(`/app/audiences?${filter('PROMO')}`, admin)).toHaveLength(3); // case does not matter
    expect(await names(`/app/flows?${filter('off_site')}`, admin)).toEqual(['Promo 50% off_site']);
    expect(await names(`/app/flows?${filter('_')}`, admin)).toEqual(['Promo 50% off_site']);
  });

  it('roles, team users and the member search', async () => {
    expect(await names(`/app/roles?${filter('0%_')}`, admin)).toEqual(['Lead 10%_team']);
    expect(await names(`/app/users?${filter('%_sure')}`, admin)).toEqual(['Ann 100%_sure']);
    const members = await call(app, 'GET', `/app/member/search?q=${encodeURIComponent('0%_s')}`, undefined, admin);
    expect(members.json().users.map((u: { name: string }) => u.name)).toEqual(['Ann 100%_sure']);
    const backslash = await call(app, 'GET', `/app/member/search?q=${encodeURIComponent('\\')}`, undefined, admin);
    expect(backslash.json().users).toEqual([]);
  });

  it('customer records (customer-success users)', async () => {
    expect(await names(`/app/customers?${filter('50% off_')}`, cs)).toEqual(['Escape 50% off_site']);
    expect(await names(`/app/customers?${filter('escape 50')}`, cs)).toEqual(['Escape 50% off_site', 'Escape 500 offXsite']);
  });
});
