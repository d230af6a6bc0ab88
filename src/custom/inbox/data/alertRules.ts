// When a realtime message deserves a sound and a desktop notification: a visitor starting a conversation, or a
// visitor writing in a human-handled one, unless the agent is looking at that very conversation. Wording is ours
// (the spec shows none).
import type { EventData } from '../../../domain/inbox/events';

export const ALERT_MSG = {
  newConversation: 'New conversation from {name}',
  newMessage: 'New message from {name}',
  siteVisitor: 'Site visitor',
  attachment: 'Sent an attachment',
} as const;

export interface InboxAlert {
  conversationId: number;
  visitorId: string;
  title: string;
  body: string;
}

export interface AlertView {
  /** The page is in a background tab or minimised. */
  hidden: boolean;
  openConversationId: number | null;
}

export function alertFor(d: EventData<'new-message'>, view: AlertView): InboxAlert | null {
  const { message, conversation } = d;
  if (message.senderType !== 'visitor') return null;
  const isNew = message.pos === 1;
  // A bot conversation alerts when it starts; the bot answers the rest until a human is needed (handoff).
  if (!isNew && conversation.botConv) return null;
  if (!view.hidden && view.openConversationId === d.conversationId) return null;
  const name = conversation.user.name.trim() || message.senderName.trim() || ALERT_MSG.siteVisitor;
  const template = isNew ? ALERT_MSG.newConversation : ALERT_MSG.newMessage;
  return {
    conversationId: d.conversationId,
    visitorId: conversation.user.id,
    title: template.replace('{name}', () => name),
    body: message.text.trim() || (message.attachment ? ALERT_MSG.attachment : ''),
  };
}
