// Data builders for the inbox tests (model, data layer, UI): a plausible conversation, message or thread, overridden
// where a test cares. inbox-data/builders.ts and inbox-ui/fakeData.tsx add only their own defaults on top.
import type { ConversationDetail, ConversationListItem, Message, VisitorSummary } from '../../../src/domain/inbox/types';

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

/** A conversation's thread as GET .../{id}/{visitorId} answers it: no messages, no account unless given. */
export function buildDetail(
  overrides: Partial<Omit<ConversationDetail, 'visitor' | 'details'>> & {
    visitor?: Partial<VisitorSummary>;
    details?: Partial<ConversationDetail['details']>;
  } = {},
): ConversationDetail {
  const { visitor, details, ...rest } = overrides;
  return {
    messages: [],
    lastMessagePos: null,
    visitor: buildVisitor(visitor),
    conversationId: 1,
    details: {
      archived: false,
      starred: false,
      status: 'open',
      unread: 0,
      botConv: false,
      visitorLastReadTime: null,
      visitorLastDeliveredTime: null,
      initiateFeedback: false,
      ...details,
    },
    account: null,
    participants: { appUsers: [], slackUsers: [] },
    ...rest,
  };
}
