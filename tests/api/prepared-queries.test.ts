// Queries compiled once (server/db/prepared.ts, issue 30): later calls put new values where the placeholders were,
// on SQLite and PostgreSQL alike, for scalar, object (insert/update values) and array (`in` list) arguments; a
// builder that reads a value instead of passing it on is refused at its first call.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { prepared } from '../../server/db/prepared';
import { startTestServer } from './support/server';
import { buildProject } from '../../server/db/builders';

let app: FastifyInstance;
let projectId: number;
beforeAll(async () => {
  app = await startTestServer();
  ({ project: { id: projectId } } = await buildProject(app.repos, { name: 'Prepared' }));
});
afterAll(() => app.close());

const tagByName = prepared((db, project: number, name: string) =>
  db.selectFrom('tags').select(['id', 'name']).where('project_id', '=', project).where('name', '=', name));
const insertTag = prepared((db, values: { project_id: number; name: string; created_at: number; fixed_key?: string }) => db.insertInto('tags').values(values).returning(['id', 'name']));
const tagsIn = prepared((db, ids: number[]) => db.selectFrom('tags').select('name').where('id', 'in', ids).orderBy('id'));
const rename = prepared((db, id: number, values: { name: string }) => db.updateTable('tags').set(values).where('id', '=', id));

describe('prepared queries', () => {
  it('each call runs with its own values: scalars, insert values of two shapes, in-lists of two lengths, updates', async () => {
    const db = app.db.kysely;
    const a = (await insertTag.first(db, { project_id: projectId, name: 'alpha', created_at: 1000 }))!;
    const b = (await insertTag.first(db, { project_id: projectId, name: 'beta', created_at: 1000, fixed_key: 'prepared-beta' }))!;
    expect([a.name, b.name]).toEqual(['alpha', 'beta']);
    expect(await tagByName.first(db, projectId, 'beta')).toEqual({ id: b.id, name: 'beta' });
    expect(await tagByName.first(db, projectId, 'alpha')).toEqual({ id: a.id, name: 'alpha' });
    expect(await tagByName.first(db, projectId + 1000, 'alpha')).toBeUndefined();
    expect((await tagsIn.rows(db, [a.id])).map((r) => r.name)).toEqual(['alpha']);
    expect((await tagsIn.rows(db, [a.id, b.id])).map((r) => r.name)).toEqual(['alpha', 'beta']);
    expect(await rename.run(db, b.id, { name: 'gamma' })).toBe(1);
    expect(await rename.run(db, 999_999, { name: 'nobody' })).toBe(0);
    expect((await tagsIn.rows(db, [a.id, b.id])).map((r) => r.name)).toEqual(['alpha', 'gamma']);
  });

  it('a call whose values include an SQL expression is built the ordinary way (the expression shapes the SQL)', async () => {
    const db = app.db.kysely;
    const t = (await insertTag.first(db, { project_id: projectId, name: 'delta', created_at: 1000 }))!;
    const renameAny = prepared((db, id: number, values: { name: unknown }) => db.updateTable('tags').set(values as { name: string }).where('id', '=', id));
    await renameAny.run(db, t.id, { name: 'plain' });
    await renameAny.run(db, t.id, { name: sql`name || '-x'` });
    expect((await tagsIn.rows(db, [t.id]))[0]!.name).toBe('plain-x');
  });

  it('runs inside a transaction (rolled back with it)', async () => {
    await expect(
      app.db.kysely.transaction().execute(async (tx) => {
        await insertTag.first(tx, { project_id: projectId, name: 'in-tx', created_at: 1000 });
        expect(await tagByName.first(tx, projectId, 'in-tx')).toBeDefined();
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await tagByName.first(app.db.kysely, projectId, 'in-tx')).toBeUndefined();
  });

  it('refuses a builder that used an argument as something other than a value', async () => {
    const wrong = prepared((db, _name: string) => db.selectFrom('tags').select('id').where('name', '=', 'fixed'));
    await expect(wrong.rows(app.db.kysely, 'x')).rejects.toThrow(/argument 0 is not a parameter/);
  });
});
