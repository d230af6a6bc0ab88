// The webhook endpoint form (Developers page) and the server's validation of it, plus what the page reads.
import * as yup from 'yup';
import { MSG } from '../messages';
import { maxCharsMessage } from '../adminMessages';
import { WEBHOOK_EVENT_KEYS, type WebhookEvent } from './events';

export const WEBHOOK_MSG = {
  urlInvalid: 'Please enter a valid https address',
  eventsRequired: 'Choose at least one event',
  unreachable: 'This address cannot receive webhooks: it must be a public https address',
  disabled: 'This endpoint was disabled after repeated failed deliveries. Fix the receiver, then enable it again.',
  resent: 'Delivery queued again',
  rotated: 'Secret rotated. The previous secret keeps signing for 24 hours.',
} as const;

export const webhookEndpointSchema = yup.object({
  url: yup.string().trim().required(MSG.fieldEmpty).max(2000, maxCharsMessage(2000)).matches(/^https?:\/\/[^\s/]+/i, WEBHOOK_MSG.urlInvalid),
  description: yup.string().trim().max(200, maxCharsMessage(200)).default(''),
  events: yup.array(yup.mixed<WebhookEvent>().oneOf(WEBHOOK_EVENT_KEYS).required()).min(1, WEBHOOK_MSG.eventsRequired).required(WEBHOOK_MSG.eventsRequired),
  enabled: yup.boolean().default(true),
});
export type WebhookEndpointInput = yup.InferType<typeof webhookEndpointSchema>;

export interface WebhookEndpoint {
  id: number;
  url: string;
  description: string;
  events: WebhookEvent[];
  enabled: boolean;
  disabledReason: string | null;
  failures: number;
  /** Until when the previous secret still signs (after a rotation), or null. */
  previousSecretUntil: number | null;
  createdAt: number;
}

export interface WebhookAttempt {
  at: number;
  statusCode: number | null;
  latencyMs: number;
  ok: boolean;
  response: string;
}

export interface WebhookDelivery {
  id: number;
  messageId: string;
  event: string;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: WebhookAttempt[];
  nextAttemptAt: number | null;
  createdAt: number;
}
