// Kysely's migrator finds its bookkeeping tables by introspecting every schema of the database (its PostgreSQL
// introspector calls pg_get_serial_sequence on each column of each table). DDL in another schema at that moment (a
// second node migrating at boot, or parallel test schemas) can then fail the lookup with "column ... does not exist"
// or "schema ... does not exist", before any migration ran. That lookup is tried again; a migration that failed is not.
import type { MigrationResultSet } from 'kysely';

/** PostgreSQL codes of a catalog that changed under the introspection: undefined column, table, schema. */
const RACED_LOOKUP = new Set(['42703', '42P01', '3F000']);
export const isRacedCatalogLookup = (err: unknown) => RACED_LOOKUP.has(String((err as { code?: unknown } | undefined)?.code ?? ''));
const ATTEMPTS = 8;

/** Runs `run` (migrateToLatest, migrateTo) until it succeeds; its results. */
export async function migrateWithRetry(run: () => Promise<MigrationResultSet>, pause = (ms: number) => new Promise((r) => setTimeout(r, ms))): Promise<MigrationResultSet> {
  for (let attempt = 1; ; attempt++) {
    const set = await run();
    const { error, results } = set;
    const failed = results?.find((r) => r.status === 'Error');
    if (!error && !failed) return set;
    if (!failed && isRacedCatalogLookup(error) && attempt < ATTEMPTS) {
      await pause(50 * attempt);
      continue;
    }
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
