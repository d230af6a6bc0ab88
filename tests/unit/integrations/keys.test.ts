// Key management (server/lib/keys.ts): one master, separate HKDF keys per purpose, key ids in ciphertexts, old
// envelopes still readable, and a rotation that re-encrypts without losing a token renewed meanwhile.
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Keys, keyIdOf } from '../../../server/lib/keys';
import { rotateStoredTokens, TokenCipher } from '../../../server/integrations/crypto';
import type { StoredToken } from '../../../server/db/repositories/storedTokens';

/** An envelope as Parley wrote them before key ids: AES-256-GCM under SHA-256 of the secret. */
function v1Envelope(secret: string, plain: string): string {
  const key = crypto.createHash('sha256').update(secret, 'utf8').digest();
  const iv = crypto.randomBytes(12);
  const c = crypto.createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
  return ['v1', iv.toString('base64url'), c.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

describe('derived keys', () => {
  it('gives each purpose its own key, none of them the master or the old single key', () => {
    const keys = new Keys('master-secret');
    const all = [keys.key('token-encryption')!, keys.key('oauth-state')!, keys.key('meeting-links')!, ...keys.legacy()].map((k) => k.toString('hex'));
    expect(new Set(all).size).toBe(4);
    expect(all).not.toContain(Buffer.from('master-secret').toString('hex'));
    expect(keys.key('token-encryption')).toHaveLength(32);
  });

  it('names a master by a stable id that differs between masters', () => {
    expect(keyIdOf('a')).toBe(keyIdOf('a'));
    expect(keyIdOf('a')).not.toBe(keyIdOf('b'));
    expect(new Keys('a', ['b']).currentId).toBe(keyIdOf('a'));
  });
});

describe('TokenCipher', () => {
  it('writes envelopes with the key id and reads them back', () => {
    const cipher = new TokenCipher('k1');
    const env = cipher.encrypt('access-123');
    expect(env.startsWith(`v2.${keyIdOf('k1')}.`)).toBe(true);
    expect(cipher.decrypt(env)).toBe('access-123');
    expect(cipher.needsRotation(env)).toBe(false);
  });

  it('still reads envelopes from before key ids, and from a previous master', () => {
    const old = v1Envelope('k1', 'legacy-token');
    const byPrevious = new TokenCipher('k1').encrypt('previous-token');
    const rotated = new TokenCipher(new Keys('k2', ['k1']));
    expect(rotated.decrypt(old)).toBe('legacy-token');
    expect(rotated.decrypt(byPrevious)).toBe('previous-token');
    expect(rotated.needsRotation(old)).toBe(true);
    expect(rotated.needsRotation(byPrevious)).toBe(true);
    expect(() => new TokenCipher('k2').decrypt(byPrevious)).toThrow(/no longer configured/);
    expect(() => new TokenCipher('k2').decrypt(old)).toThrow();
  });

  it('signs OAuth states and meeting links with their own keys, and accepts links an older key signed', () => {
    const cipher = new TokenCipher(new Keys('k2', ['k1']));
    const keys = new Keys('k2');
    expect(cipher.sign('x')).toBe(crypto.createHmac('sha256', keys.key('oauth-state')!).update('state:x').digest('base64url'));
    const [current, ...accepted] = cipher.linkSignatures('meet.1.2');
    expect(current).toBe(new TokenCipher('k2').linkSignatures('meet.1.2')[0]);
    expect(current).not.toBe(cipher.sign('meet.1.2'));
    expect(accepted).toContain(new TokenCipher('k1').linkSignatures('meet.1.2')[0]); // signed before the rotation
    // Signed before key ids: the old single key's state signature.
    const legacy = crypto.createHmac('sha256', crypto.createHash('sha256').update('k1').digest()).update('state:meet.1.2').digest('base64url');
    expect(accepted).toContain(legacy);
  });
});

describe('rotateStoredTokens', () => {
  it('re-encrypts old envelopes under the current key and leaves one renewed meanwhile', async () => {
    const before = new TokenCipher('k1');
    const rows: StoredToken[] = [
      { table: 'integration_connections', where: { project_id: 1, kind: 'hubspot' }, column: 'access_token', envelope: v1Envelope('k1', 'a1') },
      { table: 'integration_connections', where: { project_id: 1, kind: 'hubspot' }, column: 'refresh_token', envelope: before.encrypt('r1') },
      { table: 'calendar_connections', where: { project_id: 1, user_id: 3 }, column: 'access_token', envelope: before.encrypt('renewed-meanwhile') },
    ];
    const cipher = new TokenCipher(new Keys('k2', ['k1']));
    const current = cipher.encrypt('already-current');
    const stored = new Map(rows.map((r, i) => [i, r.envelope]));
    const all = [...rows, { ...rows[0], column: 'refresh_token' as const, envelope: current }];
    stored.set(3, current);
    const repo = {
      list: async () => all,
      swap: async (t: StoredToken, next: string) => {
        const i = all.indexOf(t);
        if (i === 2) return false; // a node renewed this token while the rotation ran
        stored.set(i, next);
        return true;
      },
    };
    expect(await rotateStoredTokens(repo, cipher)).toEqual({ rotated: 2, current: 1, changedMeanwhile: 1 });
    const onlyNew = new TokenCipher('k2');
    expect(onlyNew.decrypt(stored.get(0)!)).toBe('a1');
    expect(onlyNew.decrypt(stored.get(1)!)).toBe('r1');
    expect(stored.get(3)).toBe(current);
  });
});
