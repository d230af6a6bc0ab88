// Webhook events (issue 29): what an endpoint may subscribe to, with the Developers page's labels, and how each is
// read from the realtime events the server already publishes after every commit (server/services/inbox/publisher.ts):
// the webhooks subscribe there instead of being called from every place a change happens.
import type { ConversationListItem, Message } from '../inbox/types';

export const WEBHOOK_EVENTS = {
  'conversation.created': 'Conversation created',
  'conversation.assigned': 'Conversation assigned to an agent',
  'conversation.closed': 'Conversation closed',
  'message.created': 'Message created',
  'visitor.identified': 'Visitor identified (became a contact)',
  'meeting.booked': 'Meeting booked',
  'csat.received': 'CSAT rating received',
} as const;
export type WebhookEvent = keyof typeof WEBHOOK_EVENTS;
export const WEBHOOK_EVENT_KEYS = Object.keys(WEBHOOK_EVENTS) as WebhookEvent[];
export const isWebhookEvent = (v: unknown): v is WebhookEvent => typeof v === 'string' && Object.hasOwn(WEBHOOK_EVENTS, v);

/** What a delivery carries (the Standard Webhooks payload shape: type, timestamp, data). */
export interface WebhookPayload {
  type: WebhookEvent;
  /** ISO 8601. */
  timestamp: string;
  data: Record<string, unknown>;
}

/** A committed event: its JSON, and the same as an object when the publisher kept it (saves parsing it again). */
type Published = { event: string; data: string; payload?: Record<string, unknown> };
type WithConversation = { conversationId: number; conversation?: ConversationListItem };

/** The meeting-booked marker the booking page appends (server/services/meetings/meetings.ts). */
const MEETING_BOOKED = /^Meeting booked with /;

/** The webhook events one committed realtime event stands for (none for most: read receipts, presence…). */
export function webhookEventsOf(published: Published): Array<{ type: WebhookEvent; data: Record<string, unknown> }> {
  let d: Record<string, unknown>;
  try {
    d = published.payload ?? (JSON.parse(published.data) as Record<string, unknown>);
  } catch {
    return [];
  }
  const conversation = (d as WithConversation).conversation;
  const conversationId = (d as WithConversation).conversationId;
  switch (published.event) {
    case 'new-message': {
      const message = d.message as Message | undefined;
      if (!message || message.type === 'note') return [];
      const out: Array<{ type: WebhookEvent; data: Record<string, unknown> }> = [];
      if (message.pos === 1) out.push({ type: 'conversation.created', data: { conversationId, conversation } });
      if (message.type === 'message' || message.type === 'attachments') out.push({ type: 'message.created', data: { conversationId, message } });
      if (message.type === 'csat_response') out.push({ type: 'csat.received', data: { conversationId, rating: message.feedback?.rating ?? null, label: message.feedback?.label ?? null } });
      if (message.type === 'info' && message.senderType === 'system' && MEETING_BOOKED.test(message.text)) out.push({ type: 'meeting.booked', data: { conversationId, text: message.text } });
      return out;
    }
    case 'member-join':
      return [{ type: 'conversation.assigned', data: { conversationId, userId: d.userId, conversation } }];
    case 'conversation-status':
      return d.status === 'close' ? [{ type: 'conversation.closed', data: { conversationId, conversation } }] : [];
    default:
      return [];
  }
}

/** Retry schedule of a failed delivery, seconds after the previous attempt (the Standard Webhooks schedule): the
 *  last retry comes about 28 hours after the first attempt. */
export const WEBHOOK_RETRY_SECONDS = [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 10 * 3600] as const;
/** An endpoint is disabled (and its admins told) once it has failed without a single success for 5 days (as Svix
 *  does; Stripe likewise disables an endpoint after days of failures, not a count) and at least 30 times in a row:
 *  time, so a burst of events during a short outage never disables a busy endpoint; a count, so a quiet endpoint
 *  with one retried event is not disabled for a single failure that spans the days. */
export const WEBHOOK_DISABLE_AFTER = 30;
export const WEBHOOK_DISABLE_AFTER_SECONDS = 5 * 24 * 3600;

/** Whether an endpoint failing `failures` times in a row since `since` is disabled at `now`. */
export function shouldDisable(failing: { failures: number; since: number }, now: number, after = WEBHOOK_DISABLE_AFTER, afterSeconds = WEBHOOK_DISABLE_AFTER_SECONDS): boolean {
  return failing.failures >= after && now - failing.since >= afterSeconds;
}
/** How long the previous secret keeps signing after a rotation. */
export const WEBHOOK_ROTATION_OVERLAP_SECONDS = 24 * 3600;
/** Characters of an answer kept in the delivery log. */
export const WEBHOOK_RESPONSE_EXCERPT = 500;

/** When the next attempt is due after `attempts` failed ones (null: give up). */
export function nextAttemptAt(attempts: number, now: number, schedule: readonly number[] = WEBHOOK_RETRY_SECONDS): number | null {
  const delay = schedule[attempts - 1];
  return delay === undefined ? null : now + delay;
}
