// Issue 22, point 13: audience names are unique within a project (case and outer spaces aside); a taken name is
// refused with a message in the shape spec §8's derivation reads, on the name field. Another project may use it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import { AUDIENCE_NAME_TAKEN } from '../../src/domain/audience/names';
import { errorText } from '../../src/domain/errors';
import { login, startTestServer } from './support/server';

let app: FastifyInstance;
let admin: string;
let other: string;
const req = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, body?: unknown) =>
  app.inject({ method, url, payload: body as Record<string, unknown> | undefined, headers: { authorization: `Bearer ${token}` } });

const audience = (name: string) => ({
  name,
  groupsConjunction: 'AND',
  groups: [{ conjunction: 'AND', rules: [{ field: 'websiteVisits', operator: 'gt', value: 3 }] }],
  triggers: [],
});

beforeAll(async () => {
  app = await startTestServer();
  const p = await buildProject(app.repos);
  const q = await buildProject(app.repos);
  const a = await buildUser(app.repos, { projectId: p.project.id, roleId: p.admin.id });
  const b = await buildUser(app.repos, { projectId: q.project.id, roleId: q.admin.id });
  admin = await login(app, a.email, a.password);
  other = await login(app, b.email, b.password);
});
afterAll(async () => app.close());

describe('audience names', () => {
  it('refuses a second audience with the same name, whatever its case and spaces', async () => {
    expect((await req('POST', '/app/audiences', admin, audience('Pricing visitors'))).statusCode).toBe(201);
    for (const name of ['Pricing visitors', 'pricing VISITORS', '  Pricing visitors ']) {
      const again = await req('POST', '/app/audiences', admin, audience(name));
      expect(again.statusCode).toBe(409);
      expect(errorText(again.json())).toBe(AUDIENCE_NAME_TAKEN);
      expect(again.json().fields).toEqual({ name: AUDIENCE_NAME_TAKEN });
    }
    const list = await req('GET', '/app/audiences?filter={"q":"pricing"}', admin);
    expect(list.json()).toHaveLength(1);
  });

  it('refuses renaming an audience to another one’s name, but keeps its own name on save', async () => {
    const first = (await req('POST', '/app/audiences', admin, audience('Returning'))).json();
    const second = (await req('POST', '/app/audiences', admin, audience('Hot accounts'))).json();
    const clash = await req('PUT', `/app/audiences/${second.id}`, admin, audience('RETURNING'));
    expect(clash.statusCode).toBe(409);
    expect(errorText(clash.json())).toBe(AUDIENCE_NAME_TAKEN);
    expect((await req('GET', `/app/audiences/${second.id}`, admin)).json().name).toBe('Hot accounts');
    // Saving an audience under its own name (another case too) is no clash.
    expect((await req('PUT', `/app/audiences/${first.id}`, admin, audience('returning'))).statusCode).toBe(200);
  });

  it('makes one audience of three saves sent at once (the accidental triple)', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => req('POST', '/app/audiences', admin, audience('Triple'))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    expect((await req('GET', '/app/audiences?filter={"q":"Triple"}', admin)).json()).toHaveLength(1);
  });

  it('lets another project use the same name', async () => {
    expect((await req('POST', '/app/audiences', other, audience('Pricing visitors'))).statusCode).toBe(201);
  });
});
