// Optimistic sending (spec §4 "Sending", Chatwoot style): a reply is held in the sending list under a client id,
// goes out as a client-app-message, and leaves the list when the server's copy comes back carrying that id. A
// reply that fails, or is never confirmed, stays visible with a retry instead of vanishing.
import type { ClientAppMessage } from './events';
import { appendMessage } from './thread';
import type { Gif, Mention, Message, Sender } from './types';

export type SendingStatus = 'sending' | 'failed';

export interface SendingMessage {
  clientId: string;
  conversationId: number;
  status: SendingStatus;
  error: string | null;
  /** When it last went out (ms): a copy unconfirmed for too long is marked failed. */
  sentAt: number;
  /** How the thread shows it until the server's copy arrives (id and pos are 0: it has neither yet). */
  preview: Message;
  /** What goes over the channel again on retry, same client id, so a late confirmation still matches. */
  payload: ClientAppMessage;
  /** Held by the server in the agent's send window until then (ms; issue 27): the thread offers Undo. */
  heldUntil?: number;
}

/** How long a reply may wait for the server's copy before it shows as failed (ours). */
export const SEND_CONFIRM_TIMEOUT_MS = 15000;

/** A fresh client id: randomUUID where the browser offers it (secure contexts only), else random bytes as a v4 UUID. */
export function newClientId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < 16; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What the agent composed: plain text (see richText.docToText) and whatever rides along with it. */
export interface OutgoingDraft {
  text: string;
  mentions?: Mention[];
  cannedMessage?: { messageId: number; message: string };
  gif?: Gif;
  feedback?: { id: string };
  attachment?: { assemblyUrl: string };
  /** An internal note: agents only; text and mentions, nothing else rides along. */
  note?: boolean;
}

/** A chat message with no content is not sent (spec §5): no text, GIF, attachment, canned message or CSAT request. */
export function hasContent(draft: OutgoingDraft): boolean {
  return draft.text.trim() !== '' || !!draft.gif || !!draft.attachment || !!draft.cannedMessage || !!draft.feedback;
}

export interface ClientAppMessageInput {
  sender: Sender;
  projectId: number;
  channelName: string;
  conversationId: number;
  visitorId: string;
  clientId: string;
  draft: OutgoingDraft;
}

export function buildClientAppMessage(input: ClientAppMessageInput): ClientAppMessage {
  const { sender, draft } = input;
  const body: ClientAppMessage = {
    senderId: sender.userId,
    channelName: input.channelName,
    visitorId: input.visitorId,
    conversationId: input.conversationId,
    clientId: input.clientId,
    message: { text: draft.text, mentions: (draft.mentions ?? []).map(({ id, name }) => ({ id, name })) },
    projectId: input.projectId,
    senderSignature: sender.signature,
  };
  if (draft.note) {
    body.note = true;
    return body;
  }
  if (draft.cannedMessage) body.cannedMessage = { ...draft.cannedMessage };
  if (draft.gif) {
    const { name, original, previewGif, previewStill } = draft.gif;
    body.gif = { name, original, previewGif, previewStill };
  }
  if (draft.feedback) body.feedback = { id: draft.feedback.id };
  if (draft.attachment) body.attachment = { assemblyUrl: draft.attachment.assemblyUrl };
  return body;
}

/** The sending-list entry for a payload just sent; `nowMs` is the send time (message times are whole seconds). */
export function pendingMessage(payload: ClientAppMessage, sender: Pick<Sender, 'name'>, nowMs: number): SendingMessage {
  const preview: Message = {
    id: 0,
    pos: 0,
    // The same type the server gives its copy, so the bubble does not change shape on confirmation.
    type: payload.note ? 'note' : payload.feedback ? 'feedback' : payload.attachment ? 'attachments' : 'message',
    senderType: 'agent',
    senderName: sender.name,
    text: payload.message.text,
    mentions: payload.message.mentions,
    userId: payload.senderId,
    visitorId: null,
    time: Math.round(nowMs / 1000),
    clientId: payload.clientId,
  };
  if (payload.cannedMessage) preview.cannedMessage = payload.cannedMessage;
  if (payload.gif) preview.gif = payload.gif;
  if (payload.feedback) preview.feedback = { id: payload.feedback.id };
  return { clientId: payload.clientId, conversationId: payload.conversationId, status: 'sending', error: null, sentAt: nowMs, preview, payload };
}

export function addSending(sending: readonly SendingMessage[], entry: SendingMessage): SendingMessage[] {
  return [...sending.filter((s) => s.clientId !== entry.clientId), entry];
}

/** The pending replies of one conversation, in the order they were sent. */
export const sendingFor = (sending: readonly SendingMessage[], conversationId: number): SendingMessage[] =>
  sending.filter((s) => s.conversationId === conversationId);

/**
 * The server's copy of a message arrived: it joins the thread (once, however many times it arrives) and the
 * pending entry with its client id leaves the sending list.
 */
export function confirm(
  thread: readonly Message[],
  sending: readonly SendingMessage[],
  serverMessage: Message,
): { thread: Message[]; sending: SendingMessage[] } {
  const { clientId } = serverMessage;
  return {
    thread: appendMessage(thread, serverMessage),
    sending: clientId === null ? [...sending] : sending.filter((s) => s.clientId !== clientId),
  };
}

/** Sending failed: the reply stays in the list, marked failed with the reason, for the agent to retry. */
export function fail(sending: readonly SendingMessage[], clientId: string, error: string): SendingMessage[] {
  return sending.map((s) => (s.clientId === clientId ? { ...s, status: 'failed', error } : s));
}

/** Retry a failed reply: it is back to 'sending' and its payload (same client id) is what to send again. */
export function retry(
  sending: readonly SendingMessage[],
  clientId: string,
  nowMs: number,
): { sending: SendingMessage[]; payload: ClientAppMessage | null } {
  const entry = sending.find((s) => s.clientId === clientId && s.status === 'failed');
  if (!entry) return { sending: [...sending], payload: null };
  return {
    sending: sending.map((s) => (s === entry ? { ...s, status: 'sending', error: null, sentAt: nowMs } : s)),
    payload: entry.payload,
  };
}

/** Give up on a reply, e.g. the agent deletes a failed one. */
export const discard = (sending: readonly SendingMessage[], clientId: string): SendingMessage[] =>
  sending.filter((s) => s.clientId !== clientId);

/** Replies still 'sending' after `timeoutMs` are marked failed: a client event has no acknowledgement of its own. */
export function failOverdue(
  sending: readonly SendingMessage[],
  nowMs: number,
  error: string,
  timeoutMs: number = SEND_CONFIRM_TIMEOUT_MS,
): SendingMessage[] {
  return sending.map((s) => (s.status === 'sending' && nowMs - s.sentAt >= timeoutMs ? { ...s, status: 'failed', error } : s));
}
