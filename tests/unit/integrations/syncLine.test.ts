// The CRM card's sync line: the run in progress (the first one starts on connect), else the last result.
import { describe, expect, it } from 'vitest';
import { syncLine } from '../../../src/custom/integrations/model';
import type { IntegrationSummary } from '../../../src/domain/integrations/kinds';

const summary = (s: Partial<IntegrationSummary>): IntegrationSummary => ({ total: 0, configuredSync: 0, notConfiguredSync: 0, syncState: 'notActivelySyncing', lastSyncAt: null, error: null, progress: null, ...s });

describe('syncLine', () => {
  it('shows a running sync as progress, with or without a known total', () => {
    expect(syncLine(summary({ progress: { done: 120, total: 510 }, syncState: 'activelySyncing' }))).toBe('Syncing: 120 of 510 records');
    expect(syncLine(summary({ progress: { done: 0, total: 0 } }))).toBe('Syncing: 0 records read');
  });

  it('shows the last result once done, and "Not synced yet" only before any run', () => {
    expect(syncLine(summary({ total: 260, configuredSync: 230, notConfiguredSync: 30, lastSyncAt: 1 }))).toBe('260 records · 230 configured · 30 not configured');
    expect(syncLine(summary({}))).toBe('Not synced yet');
    expect(syncLine(summary({ error: 'Rate limited' }))).toBe('0 records · 0 configured · 0 not configured');
  });
});
