// Data builders for the inbox model tests: a plausible conversation or message, overridden where a test cares.
import type { ConversationListItem, Message, VisitorSummary } from '../../../src/domain/inbox/types';

export function buildVisitor(overrides: Partial<VisitorSummary> = {}): VisitorSummary {
  return {
    id: 'v-ada',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    company: 'Analytical Engines',
    online: false,
    location: 'London, UK',
    blocked: false,
    ...overrides,
  };
}

export function buildConversation(
  overrides: Partial<Omit<ConversationListItem, 'user'>> & { user?: Partial<VisitorSummary> } = {},
): ConversationListItem {
  const { user, ...rest } = overrides;
  return {
    id: 1,
    status: 'open',
    archived: false,
    starred: false,
    unread: 0,
    botConv: false,
    message: { text: 'Hi, is the Pro plan billed yearly?', time: 1_700_000_500 },
    lastEventTime: 1_700_000_500,
    account: { name: 'Analytical Engines', domain: 'engines.example' },
    user: buildVisitor(user),
    members: [],
    mentions: [],
    tags: [],
    attachmentProgress: null,
    createdAt: 1_700_000_000,
    ...rest,
  };
}

export function buildMessage(overrides: Partial<Message> = {}): Message {
  return {
    id: 100,
    pos: 1,
    type: 'message',
    senderType: 'visitor',
    senderName: 'Ada Lovelace',
    text: 'Hello there',
    mentions: [],
    userId: null,
    visitorId: 'v-ada',
    time: 1_700_000_500,
    clientId: null,
    ...overrides,
  };
}
