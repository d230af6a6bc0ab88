// Boot migrations survive another schema's DDL racing Kysely's introspection (the CI's PostgreSQL pass failed a
// server's boot on "column meetings of relation analytics_rollup does not exist": another test schema was renaming
// it), and still stop at once on a migration that fails.
import { describe, expect, it } from 'vitest';
import type { MigrationResultSet } from 'kysely';
import { migrateWithRetry } from '../../../server/db/migrateRetry';

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });
const noPause = async () => undefined;

describe('migrateWithRetry', () => {
  it('tries the bookkeeping lookup again when the catalog changed under it, then migrates', async () => {
    const answers: MigrationResultSet[] = [
      { error: pgError('42703', 'column "meetings" of relation "analytics_rollup" does not exist') },
      { error: pgError('3F000', 'schema "pgboss_t_49bc64ce" does not exist') },
      { results: [{ migrationName: '026_mirror_leases', direction: 'Up', status: 'Success' }] },
    ];
    let runs = 0;
    await migrateWithRetry(async () => answers[runs++]!, noPause);
    expect(runs).toBe(3);
  });

  it('does not retry a migration that failed, nor another error, and gives up after eight lookups', async () => {
    let runs = 0;
    const failedMigration: MigrationResultSet = { error: pgError('42703', 'column "x" does not exist'), results: [{ migrationName: '026_mirror_leases', direction: 'Up', status: 'Error' }] };
    await expect(migrateWithRetry(async () => (runs++, failedMigration), noPause)).rejects.toThrow('Migration 026_mirror_leases failed: Error: column "x" does not exist');
    expect(runs).toBe(1);
    runs = 0;
    await expect(migrateWithRetry(async () => (runs++, { error: pgError('28P01', 'password authentication failed') }), noPause)).rejects.toThrow('password authentication failed');
    expect(runs).toBe(1);
    runs = 0;
    await expect(migrateWithRetry(async () => (runs++, { error: pgError('42P01', 'relation "t" does not exist') }), noPause)).rejects.toThrow('relation "t" does not exist');
    expect(runs).toBe(8);
  });
});
