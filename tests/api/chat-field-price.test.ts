// PUT app/settings/chatFields checks a price field's default with the form's price-like rules (spec §5).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import { errorOf, login, startTestServer } from './support/server';

let app: FastifyInstance;
let admin: string;
const put = (defaultValue: string) =>
  app.inject({
    method: 'PUT',
    url: '/app/settings/chatFields',
    payload: { fields: [{ key: 'budget', name: 'Budget', type: 'price', options: [], defaultValue }] },
    headers: { authorization: `Bearer ${admin}` },
  });

beforeAll(async () => {
  app = await startTestServer();
  const p = await buildProject(app.repos);
  const u = await buildUser(app.repos, { projectId: p.project.id, roleId: p.admin.id });
  admin = await login(app, u.email, u.password);
});
afterAll(async () => app.close());

describe('a price chat field on the server', () => {
  it('refuses a negative amount, a third decimal and a non-number; saves an amount', async () => {
    expect(errorOf(await put('-1'))).toBe('Value must be a positive number');
    expect(errorOf(await put('1.234'))).toBe('Value can be upto 2 decimals only');
    expect(errorOf(await put('cheap'))).toBe('This field must be a number');
    const ok = await put('1999.90');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().fields[0]).toMatchObject({ type: 'price', defaultValue: '1999.90' });
  });
});
