// Request bodies and queries of the inbox calls (spec §7), shared by the dashboard and the server.
import * as yup from 'yup';
import { CONVERSATION_STATUSES, type ConversationStatus } from '../inbox/types';
import { MSG } from '../messages';

const status = () => yup.mixed<ConversationStatus>().oneOf([...CONVERSATION_STATUSES], MSG.fieldEmpty).required(MSG.fieldEmpty);
/** GIF addresses: the provider's https URLs, or inline images (the bundled fake serves data: URIs). */
const gifUrl = () =>
  yup
    .string()
    .max(100000)
    .matches(/^(https?:\/\/|data:image\/(gif|webp|png);base64,)/, MSG.fieldEmpty)
    .required();
const id = () => yup.number().typeError(MSG.fieldEmpty).integer(MSG.fieldEmpty).min(1, MSG.fieldEmpty);

export const statusSchema = yup.object({ status: status() });
export const bulkStatusSchema = yup.object({
  conversationIds: yup.array(id().required()).min(1, MSG.fieldEmpty).max(500, MSG.fieldEmpty).required(MSG.fieldEmpty),
  status: status().default('close'),
});
export const archiveSchema = yup.object({ archived: yup.boolean().required(MSG.fieldEmpty) });
export const starSchema = yup.object({ starred: yup.boolean().required(MSG.fieldEmpty) });
export const acceptSchema = yup.object({ accept: yup.boolean().default(true) });
export const addMembersSchema = yup.object({
  appUserIds: yup.array(id().required()).min(1, MSG.fieldEmpty).required(MSG.fieldEmpty),
});
export const removeMemberSchema = yup
  .object({ appUserId: id().optional(), slackThreadId: yup.string().trim().optional() })
  .test('one-of', MSG.fieldEmpty, (v) => Boolean(v.appUserId || v.slackThreadId));
export const activeConversationSchema = yup.object({ conversationId: id().nullable().default(null) });
export const availabilitySchema = yup.object({ available: yup.boolean().required(MSG.fieldEmpty) });

/** GET app/inbox/conversations query (all strings on the wire). */
export const listQuerySchema = yup.object({
  participant: yup.mixed<'bot' | 'nonBot' | 'me'>().oneOf(['bot', 'nonBot', 'me']).default('nonBot'),
  /** With participant=me: the tab's kind (the spec's call leaves it implicit; 'my' counts are per kind). */
  botConv: yup.boolean().optional(),
  before: yup.string().trim().matches(/^\d+_\d+$/, MSG.fieldEmpty).optional(),
  limit: yup.number().integer().min(1).max(100).default(30),
  status: yup.mixed<ConversationStatus>().oneOf([...CONVERSATION_STATUSES]).optional(),
  visitorOnline: yup.boolean().optional(),
  archive: yup.boolean().optional(),
  star: yup.boolean().optional(),
  readStatus: yup.mixed<'read' | 'unread'>().oneOf(['read', 'unread']).optional(),
  visitorActivity: yup.mixed<'active' | 'inactive'>().oneOf(['active', 'inactive']).optional(),
  tags: yup
    .array(yup.number().integer().required())
    .transform((_v, raw: unknown) => (typeof raw === 'string' ? raw.split(',').filter(Boolean).map(Number) : raw))
    .optional(),
  fromTime: yup.number().integer().min(0).optional(),
  toTime: yup.number().integer().min(0).optional(),
  sort: yup.mixed<'newest' | 'oldest'>().oneOf(['newest', 'oldest']).default('newest'),
});

export const detailsQuerySchema = yup.object({
  fromTime: yup.number().integer().min(0).optional(),
  toTime: yup.number().integer().min(0).optional(),
});

export const threadQuerySchema = yup.object({
  lastMessagePos: yup.number().integer().min(1).optional(),
});

export const eventsQuerySchema = yup.object({ after: yup.number().integer().min(0).required(MSG.fieldEmpty) });

/** The agent's client-app-message (spec §7 + clientId, conversationId). */
export const clientAppMessageSchema = yup.object({
  senderId: id().required(),
  channelName: yup.string().required(),
  visitorId: yup.string().required(),
  conversationId: id().required(),
  clientId: yup.string().trim().min(1).max(64).required(),
  message: yup
    .object({
      text: yup.string().max(10000).default(''),
      mentions: yup.array(yup.object({ id: id().required(), name: yup.string().required() })).default([]),
    })
    .required(),
  projectId: id().required(),
  senderSignature: yup.string().required(),
  cannedMessage: yup.object({ messageId: id().required(), message: yup.string().required() }).default(undefined),
  gif: yup
    .object({
      id: yup.string().max(100).optional(),
      name: yup.string().max(200).required(),
      original: gifUrl(),
      previewGif: gifUrl(),
      previewStill: gifUrl(),
    })
    .default(undefined),
  feedback: yup.object({ id: yup.string().required() }).default(undefined),
  /** An internal note: seen by agents only; its mentions notify the mentioned agents. */
  note: yup.boolean().optional(),
});

/** POST / DELETE app/inbox/conversations/{id}/tags: one of the project's tags onto or off the conversation. */
export const conversationTagSchema = yup.object({ tagId: id().required(MSG.fieldEmpty) });

export const blockSchema = yup.object({ block: yup.boolean().required(MSG.fieldEmpty) });
