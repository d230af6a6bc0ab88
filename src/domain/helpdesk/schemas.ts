// POST app/zendesk/ticket and app/serviceCloud/ticket, GET app/{zendesk,serviceCloud}/knowledgesearch?keyword
// (spec §7): the bodies and query the inbox forms build and the server validates with the same schemas.
import * as yup from 'yup';
import { HELPDESK_MSG } from './messages';

export const SUBJECT_MAX = 255; // both Zendesk's and Salesforce's subject limit
export const DESCRIPTION_MAX = 30_000;
export const KEYWORD_MAX = 200;

export const ticketSchema = yup.object({
  conversationId: yup.number().integer().positive().required(HELPDESK_MSG.conversationRequired),
  subject: yup.string().trim().required(HELPDESK_MSG.subjectRequired).max(SUBJECT_MAX, HELPDESK_MSG.subjectMax(SUBJECT_MAX)),
  description: yup.string().trim().required(HELPDESK_MSG.descriptionRequired).max(DESCRIPTION_MAX, HELPDESK_MSG.descriptionMax(DESCRIPTION_MAX)),
  /** The requester is the conversation's visitor; an agent may correct the email the visitor gave. */
  requesterEmail: yup.string().trim().email(HELPDESK_MSG.emailInvalid).max(254, HELPDESK_MSG.emailInvalid).default(''),
});
export type TicketInput = yup.InferType<typeof ticketSchema>;

/** The bot builder's test mode: a real ticket without a conversation (the tester is the requester). */
export const testTicketSchema = yup.object({
  subject: yup.string().trim().required(HELPDESK_MSG.subjectRequired).max(SUBJECT_MAX, HELPDESK_MSG.subjectMax(SUBJECT_MAX)),
  description: yup.string().trim().required(HELPDESK_MSG.descriptionRequired).max(DESCRIPTION_MAX, HELPDESK_MSG.descriptionMax(DESCRIPTION_MAX)),
});
export type TestTicketInput = yup.InferType<typeof testTicketSchema>;

export const knowledgeSearchSchema = yup.object({
  keyword: yup.string().trim().max(KEYWORD_MAX, HELPDESK_MSG.keywordMax(KEYWORD_MAX)).default(''),
});

export interface HelpdeskArticle {
  id: string;
  title: string;
  url: string;
  /** Plain text. */
  snippet: string;
}

/** POST app/zendesk/ticket answers ticketId, app/serviceCloud/ticket caseId; both with the toast text. */
export interface TicketAnswer {
  ticketId?: string;
  caseId?: string;
  message: string;
}
