// Standard Webhooks signatures (https://www.standardwebhooks.com), made by the spec's own library (standardwebhooks):
// HMAC-SHA256 over "<webhook-id>.<webhook-timestamp>.<body>" with the endpoint's whsec_ secret. During a rotation's
// overlap the previous secret signs too, and both signatures go in the one header (space separated, as the spec
// allows), so a receiver still configured with either secret verifies the delivery.
import crypto from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A new signing secret in the spec's format: "whsec_" + base64 of 32 random bytes. */
export function newWebhookSecret(): string {
  return `whsec_${crypto.randomBytes(32).toString('base64')}`;
}

/** The three headers of a delivery. */
export function signedHeaders(messageId: string, at: Date, body: string, secrets: readonly string[]): Record<string, string> {
  const signatures = secrets.map((s) => new Webhook(s).sign(messageId, at, body));
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signatures.join(' '),
  };
}

/** A delivery's message id (the receiver's idempotency key): msg_ and 24 random characters. */
export const newMessageId = (): string => `msg_${crypto.randomBytes(18).toString('base64url')}`;
