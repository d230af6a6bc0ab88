// Cluster mode's job queue on a fresh PostgreSQL schema (the pass with TEST_DATABASE_URL; .ci/run starts one):
// a node's services start their workers together at boot, and pg-boss 10's create_queue deadlocked when two ran at
// once (40P01 on its `queue` table's foreign keys), which killed the node on a fresh database.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { PgBossJobs } from '../../server/jobs/pgBossJobs';

const pgBase = process.env.TEST_DATABASE_URL;

describe.runIf(pgBase)('pg-boss jobs on a fresh schema', () => {
  const schema = `pgboss_t_${randomBytes(4).toString('hex')}`;
  const errors: string[] = [];
  const jobs = new PgBossJobs(pgBase!, { error: (obj, msg) => errors.push(`${msg} ${JSON.stringify(obj)}`) }, { schema, pollingIntervalSeconds: 0.5 });

  beforeAll(() => jobs.start());
  afterAll(async () => {
    await jobs.stop();
    const client = new pg.Client({ connectionString: pgBase });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  });

  it('starts many workers at once without a deadlock, and each job runs once', async () => {
    const names = Array.from({ length: 8 }, (_, i) => `queue-${i}`);
    const ran: string[] = [];
    await Promise.all(names.map((name) => jobs.work<{ n: number }>(name, async (data) => void ran.push(`${name}:${data.n}`))));

    await Promise.all(names.map((name, n) => jobs.send(name, { n })));
    await expect.poll(() => ran.length, { timeout: 10_000 }).toBe(names.length);
    expect(ran.sort()).toEqual(names.map((name, n) => `${name}:${n}`).sort());
    expect(errors).toEqual([]);
  });

  it('keeps one waiting job per singleton key', async () => {
    const first = await jobs.send('reminder', { n: 1 }, { singletonKey: 'conv-1', startAfter: 60 });
    const second = await jobs.send('reminder', { n: 2 }, { singletonKey: 'conv-1', startAfter: 60 });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
  });
});
