// Tokens at rest: AES-256-GCM envelopes "v2.<key id>.<iv>.<tag>.<ciphertext>" (base64url) under the token-encryption
// key derived from the master secret (server/lib/keys.ts). The master comes from INTEGRATIONS_KEY or a file beside
// the database (like the realtime secret), so a copied database file alone reveals no provider token. Envelopes
// from before key ids ("v1.<iv>.<tag>.<ciphertext>", SHA-256 of the secret) still decrypt; rotate-keys rewrites them.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { hmac, Keys } from '../lib/keys';
import type { StoredToken } from '../db/repositories/storedTokens';

const open = (key: Buffer, iv: string, tag: string, body: string): string => {
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
};

export class TokenCipher {
  readonly keys: Keys;

  /** A master secret (tests) or the key set with its previous masters (the app). */
  constructor(keys: Keys | string) {
    this.keys = typeof keys === 'string' ? new Keys(keys) : keys;
  }

  encrypt(plain: string): string {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.keys.key('token-encryption')!, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v2', this.keys.currentId, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
  }

  decrypt(envelope: string): string {
    const parts = envelope.split('.');
    if (parts[0] === 'v2' && parts.length === 5) {
      const key = this.keys.key('token-encryption', parts[1]);
      if (!key) throw new Error('Token encrypted under a key no longer configured');
      return open(key, parts[2], parts[3], parts[4]);
    }
    if (parts[0] === 'v1' && parts.length === 4) {
      for (const key of this.keys.legacy()) {
        try {
          return open(key, parts[1], parts[2], parts[3]);
        } catch {
          // another master's, or tampered: the next one, then the error below
        }
      }
      throw new Error('Token envelope does not decrypt under any configured key');
    }
    throw new Error('Unknown token envelope');
  }

  /** True when an envelope is not under the current key (an old format or a previous master): rotate-keys rewrites it. */
  needsRotation(envelope: string): boolean {
    return !envelope.startsWith(`v2.${this.keys.currentId}.`);
  }

  /** HMAC for signing OAuth states and PKCE verifiers (server/integrations/oauthState.ts): the oauth-state key. */
  sign(data: string): string {
    return this.keys.mac('oauth-state', `state:${data}`);
  }

  /** Signatures a meeting link may carry: the meeting-links key of every known master, then (links sent before key
   *  ids) the old single key's state signature. The first one is what new links get. */
  linkSignatures(data: string): string[] {
    return [...this.keys.all('meeting-links').map((k) => hmac(k, `link:${data}`)), ...this.keys.legacy().map((k) => hmac(k, `state:${data}`))];
  }
}

/** INTEGRATIONS_KEY, else DATA_DIR/integrations.key (created 0600 on first start); in-memory databases get a per-boot key. */
export function integrationsKey(envKey: string | undefined, dataDir: string): string {
  if (envKey) return envKey;
  if (dataDir === ':memory:') return crypto.randomBytes(32).toString('hex');
  const file = path.join(dataDir, 'integrations.key');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const key = crypto.randomBytes(32).toString('hex');
    fs.writeFileSync(file, key, { mode: 0o600 });
    return key;
  }
}

/** Re-encrypts every stored token not under the current key (scripts/rotate-keys.ts). Safe while the app runs:
 *  every node already decrypts both keys, and a token renewed meanwhile is left as the node wrote it. */
export async function rotateStoredTokens(tokens: { list(): Promise<StoredToken[]>; swap(t: StoredToken, next: string): Promise<boolean> }, cipher: TokenCipher): Promise<{ rotated: number; current: number; changedMeanwhile: number }> {
  const result = { rotated: 0, current: 0, changedMeanwhile: 0 };
  for (const t of await tokens.list()) {
    if (!cipher.needsRotation(t.envelope)) result.current++;
    else if (await tokens.swap(t, cipher.encrypt(cipher.decrypt(t.envelope)))) result.rotated++;
    else result.changedMeanwhile++;
  }
  return result;
}
