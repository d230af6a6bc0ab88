// The sender signature of client-app-message (spec §7): the server hands each agent an HMAC of who they are in
// GET app/inbox/details and checks it on every message, on top of the agent-only channel the message arrives on.
import crypto from 'node:crypto';

export function senderSignature(secret: string, projectId: number, userId: number): string {
  return crypto.createHmac('sha256', secret).update(`sender:${projectId}:${userId}`).digest('hex');
}

export function verifySenderSignature(secret: string, projectId: number, userId: number, signature: string): boolean {
  const expected = Buffer.from(senderSignature(secret, projectId, userId));
  const given = Buffer.from(String(signature));
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
