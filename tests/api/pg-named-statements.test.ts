// PostgreSQL named prepared statements (server/db/namedStatements.ts, issue 30): the texts prepared.ts compiles for
// PostgreSQL are parsed once per connection under a name derived from the text, in transactions too; a statement
// whose cached plan went stale after another connection altered its table (0A000) is run again unnamed, once, and
// the connection takes a fresh name. On SQLite nothing is named (its texts hit statementCache.ts instead).
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { prepared } from '../../server/db/prepared';
import { namedStatementOf } from '../../server/db/namedStatements';
import type { Database } from '../../server/db/schema';
import { buildProject } from '../../server/db/builders';
import { startTestServer } from './support/server';
import { newVisitor, startConversation, visitorSays } from './support/visitor';

let app: FastifyInstance;
let projectId: number;
let widgetKey: string;
beforeAll(async () => {
  app = await startTestServer();
  ({ project: { id: projectId, widget_key: widgetKey } } = await buildProject(app.repos, { name: 'Named' }));
});
afterAll(() => app.close());

const onPostgres = () => app.db.dialect === 'postgres';
const tagById = prepared((db, id: number) => db.selectFrom('tags').selectAll().where('id', '=', id));
const tagNamed = prepared((db, project: number, name: string) => db.selectFrom('tags').select(['id', 'name']).where('project_id', '=', project).where('name', '=', name));
const insertTag = prepared((db, values: { project_id: number; name: string; created_at: number }) => db.insertInto('tags').values(values).returning(['id', 'name']));

/** The SQL text a prepared query compiles to on this database. */
const textOf = (build: (db: Kysely<Database>) => { compile(): { sql: string } }) => build(app.db.kysely).compile().sql;

/** The statements prepared on the connection `db` runs on. */
async function preparedOn(db: Kysely<Database>): Promise<Map<string, string>> {
  const { rows } = await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(db);
  return new Map(rows.map((r) => [r.name, r.statement]));
}

describe('named statements', () => {
  it('a visitor message registers its prepared texts on PostgreSQL, each under a name from its text; none on SQLite', async () => {
    const v = await newVisitor(app, widgetKey);
    const conversationId = await startConversation(app, v);
    await visitorSays(app, v, conversationId, 'named?');
    const text = textOf((db) => db.selectFrom('tags').selectAll().where('id', '=', 1));
    await tagById.first(app.db.kysely, 1);
    if (!onPostgres()) {
      expect(namedStatementOf(text)).toBeUndefined();
      return;
    }
    expect(namedStatementOf(text)).toMatch(/^parley_[0-9a-f]{20}$/);
    const other = textOf((db) => db.selectFrom('tags').select(['id', 'name']).where('project_id', '=', 1).where('name', '=', 'x'));
    await tagNamed.first(app.db.kysely, projectId, 'x');
    expect(namedStatementOf(other)).toMatch(/^parley_/);
    expect(namedStatementOf(other)).not.toBe(namedStatementOf(text));
  });

  it('runs named on the connection (listed in pg_prepared_statements), in a transaction too, with the same rows as unnamed', async () => {
    const made = (await insertTag.first(app.db.kysely, { project_id: projectId, name: 'named-a', created_at: 1000 }))!;
    const unnamed = await app.db.kysely.selectFrom('tags').select(['id', 'name']).where('project_id', '=', projectId).where('name', '=', 'named-a').execute();
    await app.db.kysely.transaction().execute(async (tx) => {
      expect(await tagNamed.rows(tx, projectId, 'named-a')).toEqual(unnamed);
      expect(unnamed).toEqual([made]);
      if (!onPostgres()) return;
      const text = textOf((db) => db.selectFrom('tags').select(['id', 'name']).where('project_id', '=', 1).where('name', '=', 'x'));
      expect((await preparedOn(tx)).get(namedStatementOf(text)!)).toBe(text);
    });
  });

  it('a plan made stale by another connection altering the table (0A000) runs again unnamed, under a fresh name after', async () => {
    const made = (await insertTag.first(app.db.kysely, { project_id: projectId, name: 'named-b', created_at: 1000 }))!;
    await app.db.kysely.connection().execute(async (conn) => {
      expect((await tagById.first(conn, made.id))!.name).toBe('named-b');
      if (!onPostgres()) return;
      const text = textOf((db) => db.selectFrom('tags').selectAll().where('id', '=', 1));
      const name = namedStatementOf(text)!;
      expect((await preparedOn(conn)).get(name)).toBe(text);
      // Another connection (this one is held) alters the table: `select *` now returns one more column.
      await sql`alter table tags add column named_extra integer`.execute(app.db.kysely);
      try {
        const row = (await tagById.first(conn, made.id)) as Record<string, unknown>;
        expect(row.name).toBe('named-b');
        expect(row).toHaveProperty('named_extra', null);
        const after = await preparedOn(conn);
        expect(after.has(name)).toBe(false);
        // The next run prepares it again under the connection's fresh name.
        expect(((await tagById.first(conn, made.id)) as Record<string, unknown>).named_extra).toBeNull();
        expect((await preparedOn(conn)).get(`${name}_1`)).toBe(text);
      } finally {
        await sql`alter table tags drop column named_extra`.execute(app.db.kysely);
      }
    });
  });
});
