// Saved views (issue 27): the schema the dialog and the server share, the query a view lists (the list's own rule),
// who may share a view (settings.team write), the URL that opens one and the order of the list.
import { describe, expect, it } from 'vitest';
import { buildConversationQuery } from '../../../src/domain/inbox/filters';
import { flattenPermissions, fullPermissionTree, inboxOnlyPermissionTree } from '../../../src/domain/permissions';
import { canShareViews, sortViews, viewPath, viewQuery, viewSchema } from '../../../src/domain/inbox/views';

describe('saved views', () => {
  it('validates a name and a state of the inbox list', async () => {
    const ok = await viewSchema.validate({ name: '  Billing  ', state: { tab: 1, filter: 'unread', sort: 'oldest', tags: [3], search: 'refund' } });
    expect(ok).toEqual({ name: 'Billing', shared: false, state: { tab: 1, filter: 'unread', sort: 'oldest', tags: [3], search: 'refund' } });
    await expect(viewSchema.validate({ name: '', state: { tab: 0, filter: 'all', sort: 'newest' } })).rejects.toThrow();
    await expect(viewSchema.validate({ name: 'x', state: { tab: 0, filter: 'everything', sort: 'newest' } })).rejects.toThrow();
    // Keys a view does not keep are dropped, not stored.
    expect((await viewSchema.validate({ name: 'x', state: { tab: 0, filter: 'all', sort: 'newest', extra: 1 } })).state).toEqual({ tab: 0, filter: 'all', sort: 'newest' });
  });

  it('lists what the inbox list lists for the same state', () => {
    const state = { tab: 0 as const, filter: 'open' as const, sort: 'oldest' as const, tags: [2], fromTime: 10, toTime: 20 };
    expect(viewQuery(state)).toEqual(buildConversationQuery('open', { tab: 0, tags: [2], fromTime: 10, toTime: 20 }, 'oldest'));
  });

  it('lets team managers share, not agents', () => {
    expect(canShareViews(flattenPermissions(fullPermissionTree()))).toBe(true);
    expect(canShareViews(flattenPermissions(inboxOnlyPermissionTree()))).toBe(false);
  });

  it('opens by URL and lists personal views first, each by name', () => {
    expect(viewPath(12)).toBe('/inbox?view=12');
    const sorted = sortViews([{ name: 'b', shared: true }, { name: 'z', shared: false }, { name: 'a', shared: true }, { name: 'c', shared: false }]);
    expect(sorted.map((v) => v.name)).toEqual(['c', 'z', 'a', 'b']);
  });
});
