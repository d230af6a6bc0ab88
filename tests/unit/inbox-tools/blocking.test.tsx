// The visitor-block modal (spec §2, §4, §8): it asks first, toasts '{name} is blocked' / 'is unblocked' (with
// 'from {company}'), marks the visitor's cached rows and threads at once (Blocked tag included), and stays open
// when the call fails.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { blockToast } from '../../../src/domain/tags';
import type { ConversationDetail } from '../../../src/domain/inbox/types';
import { inboxKeys, type ListData } from '../../../src/custom/inbox/data/keys';
import { BlockVisitorButton } from '../../../src/custom/inbox/blocking/BlockVisitorButton';
import { buildConversation } from '../inbox-model/builders';
import { buildDetail } from '../inbox-ui/fakeData';
import { FakeBackend, newQueryClient, renderTool, setUp, tearDown, toastMessages } from './harness';

let backend: FakeBackend;
beforeEach(() => {
  backend = setUp();
  backend.on('POST', '/app/inbox/visitor/block/v-ada', (c) => {
    const block = (c.body as { block: boolean }).block;
    return { body: { blocked: block, message: blockToast('Ada Lovelace', 'Analytical Engines', block) } };
  });
});
afterEach(tearDown);

const listKey = inboxKeys.list({ tab: 0, filter: 'all', sort: 'newest', narrowing: {} });

function seeded(blocked: boolean) {
  const qc = newQueryClient();
  const detail = buildDetail({ conversationId: 1, visitor: { blocked } });
  qc.setQueryData(inboxKeys.tags, [
    { id: 4, name: 'VIP', key: null },
    { id: 9, name: 'Blocked', key: 'blocked' },
  ]);
  qc.setQueryData(inboxKeys.thread(1, 'v-ada'), detail);
  qc.setQueryData<ListData>(listKey, { items: [buildConversation({ id: 1, tags: blocked ? [4, 9] : [4], user: { blocked } })], next: null });
  return { qc, detail };
}

describe('visitor-block modal', () => {
  it("blocks after confirmation with the toast 'Ada Lovelace is blocked from Analytical Engines'", async () => {
    const { qc, detail } = seeded(false);
    renderTool(<BlockVisitorButton detail={detail} />, { qc });
    fireEvent.click(screen.getByRole('button', { name: 'Block visitor' }));
    const modal = await screen.findByRole('dialog', { name: 'Block Ada Lovelace?' });
    expect(backend.calls).toEqual([]);
    fireEvent.click(within(modal).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.callsTo('POST', '/app/inbox/visitor/block/v-ada').map((c) => c.body)).toEqual([{ block: true }]);
    expect(toastMessages('success')).toEqual(['Ada Lovelace is blocked from Analytical Engines']);
    expect(qc.getQueryData<ConversationDetail>(inboxKeys.thread(1, 'v-ada'))?.visitor.blocked).toBe(true);
    const row = qc.getQueryData<ListData>(listKey)?.items[0];
    expect(row?.user.blocked).toBe(true);
    expect(row?.tags).toEqual([4, 9]);
  });

  it("unblocks with 'Ada Lovelace is unblocked from Analytical Engines' and drops the Blocked tag", async () => {
    const { qc, detail } = seeded(true);
    renderTool(<BlockVisitorButton detail={detail} />, { qc });
    fireEvent.click(screen.getByRole('button', { name: 'Unblock visitor' }));
    const modal = await screen.findByRole('dialog', { name: 'Unblock Ada Lovelace?' });
    fireEvent.click(within(modal).getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(toastMessages('success')).toEqual(['Ada Lovelace is unblocked from Analytical Engines']));
    expect(backend.callsTo('POST', '/app/inbox/visitor/block/v-ada').map((c) => c.body)).toEqual([{ block: false }]);
    expect(qc.getQueryData<ListData>(listKey)?.items[0]?.tags).toEqual([4]);
  });

  it('cancel sends nothing', async () => {
    const { qc, detail } = seeded(false);
    renderTool(<BlockVisitorButton detail={detail} />, { qc });
    fireEvent.click(screen.getByRole('button', { name: 'Block visitor' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.calls).toEqual([]);
  });

  it('stays open with the error toast when the call fails, changing nothing', async () => {
    backend.on('POST', '/app/inbox/visitor/block/v-ada', { status: 403, body: { message: 'You are not authorized' } });
    const { qc, detail } = seeded(false);
    renderTool(<BlockVisitorButton detail={detail} />, { qc });
    fireEvent.click(screen.getByRole('button', { name: 'Block visitor' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(toastMessages('error')).toEqual(['You are not authorized']));
    expect(screen.getByRole('dialog', { name: 'Block Ada Lovelace?' })).toBeInTheDocument();
    expect(toastMessages('success')).toEqual([]);
    expect(qc.getQueryData<ConversationDetail>(inboxKeys.thread(1, 'v-ada'))?.visitor.blocked).toBe(false);
  });

  it('is not offered to an agent who may only read the inbox', () => {
    const { qc, detail } = seeded(false);
    renderTool(<BlockVisitorButton detail={detail} />, {
      qc,
      tree: { inbox: { permissions: ['read'] }, conversations: { permissions: [] }, analytics: { permissions: [] }, settings: { permissions: [] } },
    });
    expect(screen.queryByRole('button', { name: 'Block visitor' })).not.toBeInTheDocument();
  });
});
