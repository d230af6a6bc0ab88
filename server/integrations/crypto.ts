// Tokens at rest: AES-256-GCM envelopes "v1.<iv>.<tag>.<ciphertext>" (base64url). The key comes from
// INTEGRATIONS_KEY or a file beside the database (like the realtime secret), so a copied database file alone
// reveals no provider token.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export class TokenCipher {
  private readonly key: Buffer;

  constructor(secret: string) {
    // Any length of secret becomes a 32-byte key.
    this.key = crypto.createHash('sha256').update(secret, 'utf8').digest();
  }

  encrypt(plain: string): string {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
  }

  decrypt(envelope: string): string {
    const [version, iv, tag, body] = envelope.split('.');
    if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Unknown token envelope');
    const decipher = crypto.createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }

  /** HMAC for signing OAuth states with the same key material (a different derivation than encryption). */
  sign(data: string): string {
    return crypto.createHmac('sha256', this.key).update(`state:${data}`).digest('base64url');
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
