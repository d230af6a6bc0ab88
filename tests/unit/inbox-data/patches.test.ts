// The pure cache patches: lists keep filter membership, sort order and paging; threads take messages, flags and
// receipts; the thread view merges pending replies without duplicates.
import { addSending, pendingMessage, fail, buildClientAppMessage } from '../../../src/domain/inbox/sending';
import type { ListData, ListParams } from '../../../src/custom/inbox/data/keys';
import { threadEntries } from '../../../src/custom/inbox/data/entries';
import {
  updateInList,
  upsertInList,
  withConversation,
  withMessage,
  withOlder,
  withoutAppUser,
  withReceipt,
  withUpdatedMessage,
} from '../../../src/custom/inbox/data/patches';
import { buildConversation, buildDetail, buildDetails, buildMessage, ME } from './builders';

const open: ListParams = { tab: 0, filter: 'open', sort: 'newest', narrowing: {} };
const all: ListParams = { tab: 0, filter: 'all', sort: 'newest', narrowing: {} };
const list = (ids: number[], next: string | null = null): ListData => ({
  items: ids.map((id, i) => buildConversation({ id, lastEventTime: 1000 - i * 10 })),
  next,
});

describe('upsertInList', () => {
  it('moves a conversation with new activity to the top of a newest-first list', () => {
    const data = list([1, 2, 3]);
    const next = upsertInList(data, buildConversation({ id: 3, lastEventTime: 2000 }), all, ME);
    expect(next.items.map((c) => c.id)).toEqual([3, 1, 2]);
  });

  it('adds a new conversation that matches and leaves out one that does not', () => {
    const data = list([1, 2]);
    expect(upsertInList(data, buildConversation({ id: 9, lastEventTime: 5000 }), open, ME).items.map((c) => c.id)).toEqual([9, 1, 2]);
    expect(upsertInList(data, buildConversation({ id: 9, status: 'pending', lastEventTime: 5000 }), open, ME)).toBe(data);
  });

  it('removes a conversation that stops matching the filter', () => {
    const data = list([1, 2]);
    const next = upsertInList(data, { ...data.items[0]!, status: 'close' }, open, ME);
    expect(next.items.map((c) => c.id)).toEqual([2]);
  });

  it('leaves an item beyond the loaded pages for its own page to bring', () => {
    const data = list([1, 2], 'cursor');
    const older = buildConversation({ id: 9, lastEventTime: 1 });
    expect(upsertInList(data, older, all, ME)).toBe(data);
    // Without further pages it belongs at the end.
    expect(upsertInList(list([1, 2]), older, all, ME).items.map((c) => c.id)).toEqual([1, 2, 9]);
  });

  it('keeps the last loaded item in place when it changes but stays last', () => {
    const data = list([1, 2], 'cursor');
    const next = upsertInList(data, { ...data.items[1]!, starred: true }, all, ME);
    expect(next.items.map((c) => [c.id, c.starred])).toEqual([[1, false], [2, true]]);
  });

  it('returns the same object when nothing changes', () => {
    const data = list([1, 2]);
    expect(upsertInList(data, data.items[0]!, all, ME)).toBe(data);
  });
});

describe('updateInList', () => {
  it('changes matching items and re-files them by the filter', () => {
    const data: ListData = {
      items: [buildConversation({ id: 1, user: { id: 'v1', online: true } }), buildConversation({ id: 2, user: { id: 'v2', online: true } })],
      next: null,
    };
    const online: ListParams = { ...all, filter: 'online' };
    const next = updateInList(data, (c) => c.user.id === 'v1', (c) => ({ ...c, user: { ...c.user, online: false } }), online, ME);
    expect(next.items.map((c) => c.id)).toEqual([2]);
  });
});

describe('thread patches', () => {
  it('appends a message once, in pos order', () => {
    const d = buildDetail();
    const m = buildMessage({ id: 101, pos: 2 });
    const once = withMessage(d, m);
    expect(once.messages.map((x) => x.id)).toEqual([100, 101]);
    expect(withMessage(once, m)).toBe(once);
  });

  it('replaces an optimistic copy by the server copy with the same client id', () => {
    const d = buildDetail({ messages: [buildMessage({ id: 100, pos: 1 }), buildMessage({ id: 0, pos: 0, clientId: 'c1' })] });
    const next = withMessage(d, buildMessage({ id: 101, pos: 2, clientId: 'c1', senderType: 'agent' }));
    expect(next.messages.map((m) => m.id)).toEqual([100, 101]);
  });

  it('updates a known message and ignores an unknown one', () => {
    const d = buildDetail();
    expect(withUpdatedMessage(d, buildMessage({ id: 100, text: 'edited' })).messages[0]!.text).toBe('edited');
    expect(withUpdatedMessage(d, buildMessage({ id: 555 }))).toBe(d);
  });

  it('takes flags and visitor presence from the list snapshot', () => {
    const d = withConversation(buildDetail(), buildConversation({ status: 'pending', starred: true, unread: 3, user: { online: true, blocked: true } }));
    expect(d.details).toMatchObject({ status: 'pending', starred: true, unread: 3, archived: false });
    expect(d.visitor).toMatchObject({ online: true, blocked: true });
  });

  it('moves visitor receipts forward only', () => {
    const d = withReceipt(buildDetail(), 'read', 500);
    expect(d.details.visitorLastReadTime).toBe(500);
    expect(withReceipt(d, 'read', 400)).toBe(d);
    expect(withReceipt(d, 'delivered', 450).details.visitorLastDeliveredTime).toBe(450);
  });

  it('joins an older page in front with its cursor', () => {
    const d = buildDetail({ messages: [buildMessage({ id: 151, pos: 51 })], lastMessagePos: 51 });
    const older = buildDetail({ messages: [buildMessage({ id: 150, pos: 50 }), buildMessage({ id: 151, pos: 51 })], lastMessagePos: null });
    const next = withOlder(d, older);
    expect(next.messages.map((m) => m.pos)).toEqual([50, 51]);
    expect(next.lastMessagePos).toBeNull();
  });

  it('drops one agent from the participants', () => {
    const d = buildDetail({ participants: { appUsers: [{ id: 1, name: 'A', img: null }, { id: 2, name: 'B', img: null }], slackUsers: [] } });
    expect(withoutAppUser(d, 1).participants.appUsers.map((u) => u.id)).toEqual([2]);
  });
});

describe('threadEntries', () => {
  const details = buildDetails();
  const payload = (clientId: string, conversationId = 1) =>
    buildClientAppMessage({
      sender: details.sender,
      projectId: 3,
      channelName: 'own',
      conversationId,
      visitorId: 'v-ada',
      clientId,
      draft: { text: `reply ${clientId}` },
    });

  it('lists server messages, then this conversation’s pending and failed replies', () => {
    let sending = addSending([], pendingMessage(payload('c1'), details.sender, 1000));
    sending = addSending(sending, pendingMessage(payload('c2'), details.sender, 2000));
    sending = addSending(sending, pendingMessage(payload('other', 2), details.sender, 2000));
    sending = fail(sending, 'c2', 'Message not sent');
    const entries = threadEntries(buildDetail(), sending);
    expect(entries.map((e) => [e.key, e.status, e.error])).toEqual([
      ['m-100', 'sent', undefined],
      ['c-c1', 'sending', undefined],
      ['c-c2', 'failed', 'Message not sent'],
    ]);
    expect(entries[1]!.message.text).toBe('reply c1');
  });

  it('never shows a reply twice once its server copy is in the thread', () => {
    const sending = addSending([], pendingMessage(payload('c1'), details.sender, 1000));
    const detail = buildDetail({ messages: [buildMessage({ id: 100 }), buildMessage({ id: 101, pos: 2, clientId: 'c1' })] });
    expect(threadEntries(detail, sending).map((e) => e.key)).toEqual(['m-100', 'm-101']);
  });

  it('is empty without a detail', () => {
    expect(threadEntries(undefined, [])).toEqual([]);
  });
});
