// How bulk jobs pace themselves, read once at boot (server/config.ts): conversations per batch (one transaction and
// one batch event each) and a pause between batches, so a 10k-conversation job leaves room for agents' own writes.
import { BULK_BATCH_SIZE } from '../../../src/domain/inbox/bulk';

export interface BulkSettings {
  batchSize: number;
  /** Milliseconds between two batches of one job. */
  pauseMs: number;
}

function count(name: string, raw: string | undefined, fallback: number, min: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`Invalid ${name}: ${raw} (a whole number, at least ${min})`);
  return n;
}

export function bulkSettings(env: NodeJS.ProcessEnv): BulkSettings {
  return {
    batchSize: count('BULK_BATCH_SIZE', env.BULK_BATCH_SIZE, BULK_BATCH_SIZE, 1),
    pauseMs: count('BULK_BATCH_PAUSE_MS', env.BULK_BATCH_PAUSE_MS, 0, 0),
  };
}
