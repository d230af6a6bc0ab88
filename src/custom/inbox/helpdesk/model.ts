// The ticket form's starting values: a subject naming the visitor, the conversation as the description, the
// visitor's email as requester. Pure.
import { defaultSubject, transcriptText } from '../../../domain/helpdesk/transcript';
import { INBOX_MSG } from '../../../domain/inbox/messages';
import type { ConversationDetail, Message } from '../../../domain/inbox/types';

export interface TicketDraft {
  subject: string;
  description: string;
  requesterEmail: string;
}

export function ticketDraft(detail: Pick<ConversationDetail, 'visitor'>, messages: readonly Message[]): TicketDraft {
  const name = detail.visitor.name.trim() || INBOX_MSG.siteVisitor;
  return { subject: defaultSubject(name), description: transcriptText(messages, name), requesterEmail: detail.visitor.email ?? '' };
}
