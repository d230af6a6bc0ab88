// The public API's queries and bodies (/api/v1, issue 29): the existing schemas of the calls it reuses, plus its
// cursor paging. The server validates with these and the OpenAPI document is generated from them.
import * as yup from 'yup';
import { CONVERSATION_STATUSES, type ConversationStatus } from '../inbox/types';
import { MSG } from '../messages';

export const PUBLIC_PAGE_MAX = 100;

const limit = (dflt: number) => yup.number().integer().min(1).max(PUBLIC_PAGE_MAX).default(dflt).meta({ description: 'Items per page' });

/** GET /api/v1/conversations: newest first; `cursor` is the previous page's nextCursor. */
export const conversationsQuerySchema = yup.object({
  status: yup.mixed<ConversationStatus>().oneOf([...CONVERSATION_STATUSES]).optional().meta({ description: 'Only conversations in this status', example: 'open' }),
  participant: yup.mixed<'bot' | 'nonBot'>().oneOf(['bot', 'nonBot']).default('nonBot').meta({ description: 'Conversations with agents (nonBot) or with the bot' }),
  cursor: yup.string().trim().matches(/^\d+_\d+$/, MSG.fieldEmpty).optional(),
  limit: limit(30),
});

/** GET /api/v1/conversations/{conversationId}/messages: oldest page last; `cursor` is the previous nextCursor. */
export const messagesQuerySchema = yup.object({
  cursor: yup.number().integer().min(2).optional(),
});

/** Lists paged by id (tags, canned messages). */
export const idPageQuerySchema = yup.object({
  cursor: yup.number().integer().min(1).optional(),
  limit: limit(50),
});

/** GET /api/v1/contacts: newest first; `cursor` is the previous page's nextCursor. */
export const contactsQuerySchema = idPageQuerySchema;

/** POST /api/v1/conversations/{conversationId}/messages: a reply to the visitor, as the inbox sends one. Its author is
 *  `agentId` (an agent of the project who may write in the inbox), as Intercom's reply API names its admin_id; without
 *  one, the agent who created the key, as Chatwoot's API posts as the token's owner. `clientId` makes a retry
 *  idempotent: the same clientId is stored once. */
export const publicMessageSchema = yup.object({
  text: yup.string().trim().required(MSG.fieldEmpty).max(10000).meta({ description: 'The reply, as plain text' }),
  agentId: yup.number().integer().min(1).optional().meta({ description: 'The agent the reply is from (default: the creator of the key)' }),
  clientId: yup.string().trim().min(1).max(64).optional().meta({ description: 'Your id for this message: a retry with the same id is stored once' }),
});

/** Every public list answers in this envelope. */
export interface PublicPage<T> {
  data: T[];
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | number | null;
}

/** One page of a list already in id order (newest first): items with an id below the cursor. */
export function pageById<T extends { id: number }>(items: readonly T[], cursor: number | undefined, size: number): PublicPage<T> {
  const from = cursor === undefined ? items : items.filter((i) => i.id < cursor);
  const data = from.slice(0, size);
  return { data, nextCursor: from.length > size && data.length ? data[data.length - 1]!.id : null };
}
