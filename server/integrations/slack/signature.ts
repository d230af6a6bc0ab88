// Slack request signing (api.slack.com/authentication/verifying-requests-from-slack): v0=HMAC-SHA256 of
// "v0:<X-Slack-Request-Timestamp>:<raw body>" with the app's signing secret; older than five minutes is a replay.
import crypto from 'node:crypto';

export const SLACK_MAX_AGE_SECONDS = 300;

export function verifySlackSignature(secret: string, timestamp: string | undefined, signature: string | undefined, rawBody: string, now = Math.floor(Date.now() / 1000)): boolean {
  if (!secret || !timestamp || !signature || !/^\d+$/.test(timestamp)) return false;
  if (Math.abs(now - Number(timestamp)) > SLACK_MAX_AGE_SECONDS) return false;
  const expected = Buffer.from(`v0=${crypto.createHmac('sha256', secret).update(`v0:${timestamp}:${rawBody}`).digest('hex')}`);
  const given = Buffer.from(signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}
