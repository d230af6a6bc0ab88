// Undo send after a reload (issue 27): replies the server still holds in the agent's send window are read back when
// the thread opens and join the sending list as "Sending… Undo"; ones the list already has are not added twice.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { useRestoreHeld } from '../../../src/custom/inbox/edits/useRestoreHeld';
import { threadEntries } from '../../../src/custom/inbox/data/entries';
import { inboxKeys } from '../../../src/custom/inbox/data/keys';
import { restoreHeld } from '../../../src/domain/messageEdits/held';
import type { SendingMessage } from '../../../src/domain/inbox/sending';
import type { ConversationDetail, InboxDetails } from '../../../src/domain/inbox/types';
import { newQueryClient, renderTool, setUp, tearDown, type FakeBackend } from '../inbox-tools/harness';

let backend: FakeBackend;
beforeEach(() => {
  backend = setUp();
});
afterEach(tearDown);

const DUE = Date.now() + 8_000;
const detail = { conversationId: 42, visitor: { id: 'v1', name: 'Dana' }, messages: [] } as unknown as ConversationDetail;
const details = {
  sender: { userId: 7, name: 'Ada Agent', signature: 'sig' },
  pusherChannels: [{ name: 'private-project-1' }, { name: 'private-agent-1-7' }],
} as unknown as InboxDetails;

function Probe() {
  useRestoreHeld(detail);
  return null;
}

describe('held replies after a reload', () => {
  it('come back as "Sending… Undo" entries of the thread', async () => {
    backend.on('GET', '/app/inbox/conversations/42/held', { body: { held: [{ conversationId: 42, clientId: 'c-9', dueAt: DUE, text: 'Back in a sec' }] } });
    const qc = newQueryClient();
    renderTool(<Probe />, { qc, data: { details } });
    await waitFor(() => expect(qc.getQueryData<SendingMessage[]>(inboxKeys.sending)).toHaveLength(1));
    const [entry] = qc.getQueryData<SendingMessage[]>(inboxKeys.sending)!;
    expect(entry).toMatchObject({ clientId: 'c-9', conversationId: 42, status: 'sending', heldUntil: DUE });
    expect(entry!.payload).toMatchObject({ channelName: 'private-agent-1-7', visitorId: 'v1', clientId: 'c-9', message: { text: 'Back in a sec' } });
    const shown = threadEntries(detail, qc.getQueryData<SendingMessage[]>(inboxKeys.sending)!);
    expect(shown.map((e) => e.message.text)).toEqual(['Back in a sec']);
  });

  it('never adds one the sending list already has', () => {
    const have = [{ clientId: 'c-9' } as SendingMessage];
    const same = restoreHeld(have, [{ conversationId: 42, clientId: 'c-9', dueAt: DUE, text: 'x' }], () => {
      throw new Error('not built');
    });
    expect(same).toBe(have);
  });
});
