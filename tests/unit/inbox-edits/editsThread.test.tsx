// Undo send and edits in the thread (issue 27): a reply held in the send window reads "Sending… Undo" and Undo takes
// it back through the server; an edited message carries "edited", a deleted one "This message was deleted"; the
// agent's own messages offer Edit within the window, and an edit goes to the server.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MessageEntry } from '../../../src/custom/inbox/thread/MessageEntry';
import { threadEntries } from '../../../src/custom/inbox/data/entries';
import { inboxKeys } from '../../../src/custom/inbox/data/keys';
import { pendingMessage, buildClientAppMessage, type SendingMessage } from '../../../src/domain/inbox/sending';
import { markHeld, markUndone } from '../../../src/domain/messageEdits/held';
import { EDITS_MSG } from '../../../src/domain/messageEdits/rules';
import type { ConversationDetail, Message } from '../../../src/domain/inbox/types';
import { newQueryClient, renderTool, setUp, tearDown, type FakeBackend } from '../inbox-tools/harness';

let backend: FakeBackend;
beforeEach(() => {
  backend = setUp();
});
afterEach(tearDown);

const NOW = Date.now();
const sender = { userId: 7, name: 'Ada Agent', signature: 'sig' } as never;
const held = (): SendingMessage => {
  const payload = buildClientAppMessage({ sender, projectId: 1, channelName: 'private-agent-1-7', conversationId: 42, visitorId: 'v1', clientId: 'c-1', draft: { text: 'Hold on, checking' } });
  return markHeld([pendingMessage(payload, { name: 'Ada Agent' }, NOW)], { conversationId: 42, clientId: 'c-1', dueAt: NOW + 10_000, text: 'Hold on, checking' })[0]!;
};
const detail = (messages: Message[]) => ({ conversationId: 42, messages }) as unknown as ConversationDetail;
const sent = (over: Partial<Message> = {}): Message => ({
  id: 5, pos: 2, type: 'message', senderType: 'agent', senderName: 'Ada Agent', text: 'Your invoice is attached', mentions: [], userId: 7, visitorId: null, time: Math.floor(NOW / 1000) - 30, clientId: 'c-0', ...over,
});
const noop = () => undefined;

describe('held replies', () => {
  it('marks a held reply and its due time in the sending list; an undone one leaves it', () => {
    const h = held();
    expect(h).toMatchObject({ status: 'sending', heldUntil: NOW + 10_000, sentAt: NOW + 10_000 });
    expect(markUndone([h], 'c-1')).toEqual([]);
    expect(markHeld([], { conversationId: 42, clientId: 'zz', dueAt: 1, text: '' })).toEqual([]);
    expect(threadEntries(detail([]), [h])[0]).toMatchObject({ status: 'sending', held: { conversationId: 42, dueAt: NOW + 10_000 } });
  });

  it('shows "Sending… Undo" and Undo asks the server to take it back', async () => {
    backend.on('DELETE', '/app/inbox/conversations/42/held/c-1', { body: { ok: true, clientId: 'c-1' } });
    const qc = newQueryClient();
    const h = held();
    qc.setQueryData(inboxKeys.sending, [h]);
    const [entry] = threadEntries(detail([]), [h]);
    renderTool(<MessageEntry entry={entry!} visitorName="Visitor" nowMs={NOW} onRetry={noop} onDiscard={noop} conversationId={42} />, { qc });
    expect(screen.getByText(EDITS_MSG.sending)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: EDITS_MSG.undo }));
    await waitFor(() => expect(backend.callsTo('DELETE', '/app/inbox/conversations/42/held/c-1')).toHaveLength(1));
    await waitFor(() => expect(qc.getQueryData<SendingMessage[]>(inboxKeys.sending)).toEqual([]));
  });

  it('a reply without a send window reads plain "Sending…" with no Undo', () => {
    const payload = buildClientAppMessage({ sender, projectId: 1, channelName: 'c', conversationId: 42, visitorId: 'v1', clientId: 'c-2', draft: { text: 'Now' } });
    const [entry] = threadEntries(detail([]), [pendingMessage(payload, { name: 'Ada Agent' }, NOW)]);
    renderTool(<MessageEntry entry={entry!} visitorName="Visitor" nowMs={NOW} onRetry={noop} onDiscard={noop} conversationId={42} />);
    expect(screen.queryByRole('button', { name: EDITS_MSG.undo })).toBeNull();
  });
});

describe('edited and deleted messages', () => {
  it('marks an edited message "edited" and a deleted one "This message was deleted"', () => {
    const [edited, deleted] = threadEntries(detail([sent({ editedAt: Math.floor(NOW / 1000) }), sent({ id: 6, pos: 3, text: '', deleted: true })]), []);
    renderTool(
      <>
        <MessageEntry entry={edited!} visitorName="Visitor" nowMs={NOW} onRetry={noop} onDiscard={noop} />
        <MessageEntry entry={deleted!} visitorName="Visitor" nowMs={NOW} onRetry={noop} onDiscard={noop} />
      </>,
    );
    expect(screen.getAllByTestId('edited-mark')).toHaveLength(1);
    expect(screen.getByTestId('edited-mark').textContent).toContain(EDITS_MSG.edited);
    expect(screen.getByTestId('deleted-message').textContent).toBe(EDITS_MSG.deleted);
  });

  it('offers Edit on the agent’s own message within the window and sends the new text', async () => {
    backend.on('GET', '/app/inbox/edit-window', { body: { windowMinutes: 15 } });
    backend.on('PATCH', '/app/inbox/conversations/42/messages/5', { body: { message: sent({ text: 'Fixed', editedAt: 1 }) } });
    const [entry] = threadEntries(detail([sent()]), []);
    renderTool(<MessageEntry entry={entry!} visitorName="Visitor" nowMs={NOW} onRetry={noop} onDiscard={noop} conversationId={42} />);
    fireEvent.click(await screen.findByRole('button', { name: EDITS_MSG.edit }));
    fireEvent.change(screen.getByRole('textbox', { name: EDITS_MSG.edit }), { target: { value: 'Fixed' } });
    fireEvent.click(screen.getByRole('button', { name: EDITS_MSG.save }));
    await waitFor(() => expect(backend.callsTo('PATCH', '/app/inbox/conversations/42/messages/5')).toHaveLength(1));
    expect(backend.callsTo('PATCH', '/app/inbox/conversations/42/messages/5')[0]!.body).toEqual({ text: 'Fixed' });
  });

  it("offers nothing on another agent's message, nor after the window", async () => {
    backend.on('GET', '/app/inbox/edit-window', { body: { windowMinutes: 1 } });
    const [other, old] = threadEntries(detail([sent({ userId: 8 }), sent({ id: 6, pos: 3, time: Math.floor(NOW / 1000) - 120 })]), []);
    renderTool(
      <>
        <MessageEntry entry={other!} visitorName="Visitor" nowMs={NOW} onRetry={noop} onDiscard={noop} conversationId={42} />
        <MessageEntry entry={old!} visitorName="Visitor" nowMs={NOW} onRetry={noop} onDiscard={noop} conversationId={42} />
      </>,
    );
    await waitFor(() => expect(backend.callsTo('GET', '/app/inbox/edit-window')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: EDITS_MSG.edit })).toBeNull();
  });
});
