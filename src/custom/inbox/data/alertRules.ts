// When a realtime message deserves a sound and a desktop notification: a visitor starting a conversation, or a
// visitor writing in a human-handled one, unless the agent is looking at that very conversation. Wording is ours
// (the spec shows none). A note mentioning the agent alerts them too (the sound and desktop notification follow
// their profile's push channels, as every alert does).
import type { EventData } from '../../../domain/inbox/events';

export const ALERT_MSG = {
  newConversation: 'New conversation from {name}',
  newMessage: 'New message from {name}',
  siteVisitor: 'Site visitor',
  attachment: 'Sent an attachment',
  mentioned: '{name} mentioned you in a note',
  teammate: 'A teammate',
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
  /** The signed-in agent (mentions of them alert). */
  userId?: number;
}

export function alertFor(d: EventData<'new-message'>, view: AlertView): InboxAlert | null {
  const { message, conversation } = d;
  if (message.type === 'note') return mentionAlert(d, view);
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

/** A teammate's note that mentions this agent: an alert even in the open conversation when the page is hidden. */
function mentionAlert(d: EventData<'new-message'>, view: AlertView): InboxAlert | null {
  const { message, conversation } = d;
  if (view.userId === undefined || message.userId === view.userId) return null;
  if (!message.mentions.some((m) => m.id === view.userId)) return null;
  if (!view.hidden && view.openConversationId === d.conversationId) return null;
  const name = message.senderName.trim() || ALERT_MSG.teammate;
  return {
    conversationId: d.conversationId,
    visitorId: conversation.user.id,
    title: ALERT_MSG.mentioned.replace('{name}', () => name),
    body: message.text.trim(),
  };
}
