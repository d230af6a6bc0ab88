// The summary of a CRM's sync (spec §3): totals and one of the three sync states.
import type { IntegrationSummary } from '../../src/domain/integrations/kinds';
import type { SyncRow } from '../db/repositories/integrations';

/** A sync older than this no longer counts as active (the scheduled run repeats well within it). */
export const ACTIVE_SYNC_SECONDS = 24 * 3600;

export function summaryOf(sync: SyncRow | undefined, now: number): IntegrationSummary {
  if (!sync) return { total: 0, configuredSync: 0, notConfiguredSync: 0, syncState: 'notActivelySyncing', lastSyncAt: null, error: null, progress: null };
  const running = sync.running === 1;
  const syncState = sync.error
    ? 'syncWithError'
    : running || (sync.last_sync_at !== null && now - sync.last_sync_at < ACTIVE_SYNC_SECONDS)
      ? 'activelySyncing'
      : 'notActivelySyncing';
  return {
    total: sync.total,
    configuredSync: sync.configured,
    notConfiguredSync: sync.total - sync.configured,
    syncState,
    lastSyncAt: sync.last_sync_at,
    error: sync.error,
    progress: running ? { done: sync.done, total: sync.progress_total } : null,
  };
}
