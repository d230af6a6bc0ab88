// Prepared queries on the embedded database run at once (server/db/sqliteNow.ts, issue 30) where Kysely would have
// run them at once: with no transaction open, or inside the caller's own. While another transaction is open they
// wait their turn as before: they never see, or join, its uncommitted work. On PostgreSQL every query goes through
// Kysely (a pool of connections), with the same results.
import type { FastifyInstance } from 'fastify';
import { prepared } from '../../server/db/prepared';
import { startTestServer } from './support/server';
import { buildProject } from '../../server/db/builders';

const onPostgres = !!process.env.TEST_DATABASE_URL;

let app: FastifyInstance;
let projectId: number;
beforeAll(async () => {
  app = await startTestServer();
  ({ project: { id: projectId } } = await buildProject(app.repos, { name: 'Now' }));
});
afterAll(() => app.close());

const tagNamed = prepared((db, project: number, name: string) => db.selectFrom('tags').select(['id', 'name']).where('project_id', '=', project).where('name', '=', name));
const insertTag = prepared((db, values: { project_id: number; name: string; created_at: number }) => db.insertInto('tags').values(values));

describe('prepared queries run at once on SQLite', () => {
  it("run without Kysely's executor when no transaction is open (on PostgreSQL through it), with the same results", async () => {
    const executor = app.db.kysely.getExecutor();
    const spy = vi.spyOn(executor, 'executeQuery');
    try {
      expect(await insertTag.run(app.db.kysely, { project_id: projectId, name: 'now-a', created_at: 1 })).toBe(1);
      expect(await tagNamed.first(app.db.kysely, projectId, 'now-a')).toMatchObject({ name: 'now-a' });
      expect(await tagNamed.first(app.db.kysely, projectId, 'nobody')).toBeUndefined();
      expect(spy).toHaveBeenCalledTimes(onPostgres ? 3 : 0);
    } finally {
      spy.mockRestore();
    }
  });

  it("wait for another request's open transaction, and see its work only once committed", async () => {
    let open!: () => void;
    const opened = new Promise<void>((r) => (open = r));
    let finish!: () => void;
    const finishing = new Promise<void>((r) => (finish = r));
    const tx = app.db.kysely.transaction().execute(async (trx) => {
      await insertTag.run(trx, { project_id: projectId, name: 'now-b', created_at: 1 });
      // Inside the transaction its own uncommitted row is there at once.
      expect(await tagNamed.first(trx, projectId, 'now-b')).toMatchObject({ name: 'now-b' });
      open();
      await finishing;
    });
    await opened;
    let seen: unknown = 'not yet';
    const outside = tagNamed.first(app.db.kysely, projectId, 'now-b').then((r) => (seen = r));
    try {
      if (onPostgres) {
        // Its own connection and snapshot, without the row. Awaited, not timed: under CI's load a pool connection
        // can take longer than any fixed wait to open.
        await outside;
        expect(seen).toBeUndefined();
      } else {
        // Queued behind the open transaction, not run inside it: still unanswered while that transaction is open.
        await new Promise((r) => setTimeout(r, 50));
        expect(seen).toBe('not yet');
      }
    } finally {
      // Always let the transaction end, or the server's close waits for it (afterAll's timeout hid the first failure).
      finish();
      await tx;
    }
    await outside;
    expect(await tagNamed.first(app.db.kysely, projectId, 'now-b')).toMatchObject({ name: 'now-b' });
  });

  it('a rolled-back transaction leaves nothing of what its prepared queries wrote', async () => {
    await expect(
      app.db.kysely.transaction().execute(async (trx) => {
        await insertTag.run(trx, { project_id: projectId, name: 'now-c', created_at: 1 });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await tagNamed.first(app.db.kysely, projectId, 'now-c')).toBeUndefined();
  });
});
