// The reply tools' calls (spec §7 "Users, canned messages, tags", "Inbox", "Other") through the shell's httpClient:
// bearer token, offline rule, one error toast per failure. Typed answers; the hooks own caching.
import { ATTACHMENTS_REQUEST_LIMIT } from '../../domain/constants';
import type { GifFeed } from '../../domain/gifs';
import type { Attachment, Gif, Message } from '../../domain/inbox/types';
import type { CannedMessage } from '../../domain/schemas/canned';
import { httpClient, uploadFile } from '../httpClient';

const CANNED = 'app/cannedmessages';

/** One page of GET app/gifs/{trending|search|recent}: `next` is the offset of the following page, or null. */
export interface GifPage {
  gifs: Gif[];
  next: number | null;
}

/** GET app/inbox/attachments/{userId}/1000. */
export interface AttachmentLists {
  visitorAttachments: Attachment[];
  accountAttachments: Attachment[];
}

export interface BlockAnswer {
  blocked: boolean;
  /** '{name} is blocked' / 'is unblocked' (with 'from {company}'). */
  message: string;
}

export interface UploadAnswer {
  attachment: Attachment;
  message: string;
}

export const toolsApi = {
  cannedList: async () => (await httpClient<{ cannedMessages: CannedMessage[] }>(CANNED)).json.cannedMessages,
  cannedCreate: async (message: string) => (await httpClient<CannedMessage>(CANNED, { method: 'POST', body: { message } })).json,
  cannedDelete: async (messageId: number) => {
    await httpClient(`${CANNED}/${messageId}`, { method: 'DELETE' });
  },

  /** One page of a GIF feed; `keyword` only for 'search'. */
  gifs: async (feed: GifFeed, keyword: string, offset: number) =>
    (await httpClient<GifPage>(`app/gifs/${feed}`, { query: { offset, q: feed === 'search' ? keyword : undefined } })).json,

  attachmentLists: async (visitorId: string) =>
    (await httpClient<AttachmentLists>(`app/inbox/attachments/${encodeURIComponent(visitorId)}/${ATTACHMENTS_REQUEST_LIMIT}`)).json,
  deleteAttachment: async (id: number) => (await httpClient<{ message: string }>(`app/inbox/attachments/${id}`, { method: 'DELETE' })).json,
  /** The server posts the 'attachments' message itself; a failure shows in the conversation, not as a toast. */
  upload: async (conversationId: number, file: File, onProgress: (pct: number) => void, signal: AbortSignal) =>
    (await uploadFile<UploadAnswer>(`app/inbox/conversations/${conversationId}/attachments`, file, file.name, { onProgress, signal, notify: false }))
      .json,

  block: async (visitorId: string, block: boolean) =>
    (await httpClient<BlockAnswer>(`app/inbox/visitor/block/${encodeURIComponent(visitorId)}`, { method: 'POST', body: { block } })).json,

  bookMeeting: async (conversationId: number, visitorId: string) =>
    (await httpClient<{ ok: true; message: Message }>(`app/inbox/conversations/${conversationId}/${encodeURIComponent(visitorId)}/bookmeeting`, {
      method: 'POST',
      body: {},
    })).json,
};
