// Data builders for the inbox data-layer tests, on top of the inbox model's ones.
import { emptyStatistics } from '../../../src/domain/inbox/counts';
import type { EventData, EventName, StoredEvent } from '../../../src/domain/inbox/events';
import type { ConversationDetail, InboxDetails, Message } from '../../../src/domain/inbox/types';
import { buildConversation, buildDetail as baseDetail, buildMessage, buildVisitor } from '../inbox-model/builders';

export { buildConversation, buildMessage, buildVisitor };

export const ME = 7;
export const PROJECT_CHANNEL = 'private-project-3';
export const OWN_CHANNEL = `private-project-3-agent-${ME}`;

export function buildDetails(overrides: Partial<InboxDetails> = {}): InboxDetails {
  const statistics = emptyStatistics();
  statistics.nonBot = { ...statistics.nonBot, open: 2, unread: 1 };
  return {
    statistics,
    pusherChannels: [
      { name: PROJECT_CHANNEL, auth: '/app/realtime/auth' },
      { name: OWN_CHANNEL, auth: '/app/realtime/auth' },
    ],
    sender: { userId: ME, name: 'Grace Agent', img: null, signature: 'a'.repeat(64) },
    seq: 10,
    ...overrides,
  };
}

/** The data layer's threads start with one message. */
export const buildDetail = (overrides: Parameters<typeof baseDetail>[0] = {}): ConversationDetail =>
  baseDetail({ messages: [buildMessage({ id: 100, pos: 1 })], ...overrides });

export function event<E extends EventName>(name: E, seq: number, data: Omit<EventData<E>, 'seq'>): StoredEvent<E> {
  return { seq, event: name, data: { ...data, seq } as EventData<E> };
}

/** A new-message event as the server publishes it: the message and the conversation's snapshot after it. */
export function newMessage(seq: number, message: Partial<Message>, conversation: Parameters<typeof buildConversation>[0] = {}) {
  const m = buildMessage(message);
  const c = buildConversation({ id: 1, lastEventTime: m.time, message: { text: m.text, time: m.time }, ...conversation });
  return event('new-message', seq, { conversationId: c.id, message: m, conversation: c });
}
