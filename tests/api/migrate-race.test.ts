// PostgreSQL: a node booting while DDL commits in another schema of the database (another node migrating; parallel
// test schemas in CI) still migrates. Kysely's migrator introspects every schema to find its own tables, and a column
// renamed meanwhile failed that lookup ("column ... does not exist": the CI's PostgreSQL pass once failed a test
// server's boot on it); the lookup is now tried again (server/db/migrateRetry.ts).
import crypto from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { freshPostgresSchema } from './support/server';

const base = process.env.TEST_DATABASE_URL;

describe.runIf(base)('boot migrations beside DDL in another schema', () => {
  it('three databases migrate while a column elsewhere is renamed back and forth', async () => {
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    const churn = `churn_${crypto.randomBytes(4).toString('hex')}`;
    await admin.query(`create schema ${churn}`);
    await admin.query(`create table ${churn}.t (a int)`);
    // Half a second of renames, each committed: without the retry most boots fail in it (measured 6 in 10).
    const until = Date.now() + 500;
    let flips = 0;
    const renames = (async () => {
      for (; Date.now() < until; flips++) await admin.query(`alter table ${churn}.t rename column ${flips % 2 ? 'b' : 'a'} to ${flips % 2 ? 'a' : 'b'}`);
    })();
    try {
      const urls = await Promise.all([0, 1, 2].map(async () => (await freshPostgresSchema(base!)).url));
      const dbs = await Promise.all(urls.map((databaseUrl) => openDatabase({ dataDir: ':memory:', databaseUrl })));
      for (const db of dbs) {
        expect(Number((await db.kysely.selectFrom('leases').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)).toBe(0);
        await db.close();
      }
    } finally {
      await renames;
      await admin.query(`drop schema ${churn} cascade`);
      await admin.end();
    }
    expect(flips).toBeGreaterThan(10);
  });
});
