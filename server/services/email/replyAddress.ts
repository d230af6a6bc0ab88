// Reply addresses and unsubscribe tokens: a conversation's project and id signed with the 'email-reply' key
// (server/lib/keys.ts, HMAC-SHA256), so an address cannot be guessed or forged from another conversation's. Lower-case
// hex, because mail servers may change the case of a local part.
import crypto from 'node:crypto';
import type { Keys } from '../../lib/keys';
import { sameSignature } from '../../lib/keys';

const SIG_CHARS = 26; // 104 bits

export interface ConversationRef {
  projectId: number;
  conversationId: number;
}

export class ReplyTokens {
  constructor(private readonly keys: Keys) {}

  private sign(kind: string, ref: ConversationRef, key: Buffer): string {
    return crypto.createHmac('sha256', key).update(`${kind}:${ref.projectId}:${ref.conversationId}`).digest('hex').slice(0, SIG_CHARS);
  }

  token(kind: 'reply' | 'unsubscribe', ref: ConversationRef): string {
    return `${ref.projectId}.${ref.conversationId}.${this.sign(kind, ref, this.keys.key('email-reply')!)}`;
  }

  /** The conversation a token names, or null when malformed or not signed by a known key. */
  verify(kind: 'reply' | 'unsubscribe', token: string): ConversationRef | null {
    const m = /^(\d{1,12})\.(\d{1,15})\.([0-9a-f]+)$/.exec(token.trim().toLowerCase());
    if (!m) return null;
    const ref = { projectId: Number(m[1]), conversationId: Number(m[2]) };
    return this.keys.all('email-reply').some((k) => sameSignature(this.sign(kind, ref, k), m[3])) ? ref : null;
  }

  /** reply+<token>@<domain> */
  address(ref: ConversationRef, domain: string): string {
    return `reply+${this.token('reply', ref)}@${domain}`;
  }

  /** The conversation of a reply address (any domain the caller accepts), or null. */
  parseAddress(address: string): { ref: ConversationRef; domain: string } | null {
    const m = /^reply\+([^@\s]+)@([^@\s]+)$/i.exec(address.trim());
    if (!m) return null;
    const ref = this.verify('reply', m[1]);
    return ref ? { ref, domain: m[2].toLowerCase() } : null;
  }
}
