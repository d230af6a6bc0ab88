// Key management: one master secret (INTEGRATIONS_KEY, or a key file beside the database) and the keys derived from
// it with HKDF-SHA256, one per purpose, so a key used to sign OAuth states never encrypts a token and a leaked link
// signature says nothing about either. Each master has a key id (derived too, not secret) that ciphertexts carry:
// after a rotation the previous masters (INTEGRATIONS_KEYS_PREVIOUS) still decrypt and verify what they made while
// `npm run rotate-keys` re-encrypts the stored tokens under the current one.
import crypto from 'node:crypto';

export type KeyPurpose = 'token-encryption' | 'oauth-state' | 'meeting-links' | 'email-reply';

const SALT = 'parley-keys-v1';
const derive = (secret: string, info: string, length = 32) => Buffer.from(crypto.hkdfSync('sha256', secret, SALT, info, length));

/** A master secret's public id: 8 base64url characters, stable for the secret. */
export const keyIdOf = (secret: string): string => derive(secret, 'parley/key-id', 6).toString('base64url');

interface Master {
  id: string;
  keys: Record<KeyPurpose, Buffer>;
  /** Before key ids, one key served every purpose: SHA-256 of the secret. Old ciphertexts and links need it. */
  legacy: Buffer;
}

const master = (secret: string): Master => ({
  id: keyIdOf(secret),
  keys: {
    'token-encryption': derive(secret, 'parley/token-encryption'),
    'oauth-state': derive(secret, 'parley/oauth-state'),
    'meeting-links': derive(secret, 'parley/meeting-links'),
    'email-reply': derive(secret, 'parley/email-reply'),
  },
  legacy: crypto.createHash('sha256').update(secret, 'utf8').digest(),
});

export class Keys {
  private readonly masters: Master[];

  /** `current` encrypts and signs; `previous` (older masters) only decrypt and verify. */
  constructor(current: string, previous: readonly string[] = []) {
    if (!current) throw new Error('A master key is required');
    this.masters = [current, ...previous.filter((p) => p && p !== current)].map(master);
  }

  get currentId(): string {
    return this.masters[0].id;
  }

  /** The current master's key for a purpose; with `id`, that master's (undefined when no longer known). */
  key(purpose: KeyPurpose, id: string = this.currentId): Buffer | undefined {
    return this.masters.find((m) => m.id === id)?.keys[purpose];
  }

  /** Every known master's key for a purpose, the current first (to verify what an older key signed). */
  all(purpose: KeyPurpose): Buffer[] {
    return this.masters.map((m) => m.keys[purpose]);
  }

  /** The pre-HKDF single keys of every known master. */
  legacy(): Buffer[] {
    return this.masters.map((m) => m.legacy);
  }

  /** HMAC-SHA256 (base64url) of `data` with the current key for `purpose`. */
  mac(purpose: KeyPurpose, data: string): string {
    return hmac(this.key(purpose)!, data);
  }
}

export const hmac = (key: Buffer, data: string): string => crypto.createHmac('sha256', key).update(data).digest('base64url');

/** Constant-time comparison of two strings (false on different lengths). */
export function sameSignature(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}
