// Password hashing with scrypt (node:crypto): memory-hard, no native dependency. Stored as scrypt$N$r$p$salt$hash,
// so each hash carries its own parameters: raising the cost leaves old hashes valid, and a login rehashes them
// (needsRehash). The cost is OWASP's current figure for scrypt (N=2^17, r=8, p=1: 128 MiB, a few hundred ms);
// SCRYPT_N lowers it for tests only (config.scryptN, given to the Passwords the server builds: no module-wide cost).
import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (pw: string, salt: Buffer, len: number, opts: crypto.ScryptOptions) => Promise<Buffer>;

export const OWASP_SCRYPT = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LEN = 32;
type Params = { N: number; r: number; p: number };

/** scrypt needs 128·N·r bytes; Node refuses anything over maxmem (32 MiB by default), so allow that plus headroom. */
const maxmem = (p: Params) => 128 * p.N * p.r + 32 * 1024 * 1024;

function parse(stored: string): (Params & { salt: Buffer; hash: Buffer }) | null {
  const [scheme, N, r, p, salt, hash] = stored.split('$');
  const nums = [Number(N), Number(r), Number(p)];
  if (scheme !== 'scrypt' || !salt || !hash || !nums.every((n) => Number.isInteger(n) && n > 0)) return null;
  // A stored hash is trusted data, but bound what it can make us allocate (2^20·8·128 = 1 GiB).
  if (nums[0] > 2 ** 20 || nums[1] > 32 || nums[2] > 16) return null;
  return { N: nums[0], r: nums[1], p: nums[2], salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64') };
}

/** Checks a password against a stored hash, whatever cost it was made with (its parameters are in the string). */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const h = stored ? parse(stored) : null;
  if (!h) return false;
  const key = await scrypt(password, h.salt, h.hash.length, { N: h.N, r: h.r, p: h.p, maxmem: maxmem(h) });
  return crypto.timingSafeEqual(key, h.hash);
}

/** Hashing at one cost, chosen when built (server/app.ts from config.scryptN; tests and builders their own). */
export class Passwords {
  private readonly params: Params;
  private decoy: Promise<string> | null = null;

  /** `N`: the cost new hashes get, a power of two from 2^10 (default OWASP's). */
  constructor(N: number = OWASP_SCRYPT.N) {
    if (!Number.isInteger(Math.log2(N)) || N < 2 ** 10) throw new Error(`Invalid scrypt cost N=${N}: a power of two from 1024`);
    this.params = { ...OWASP_SCRYPT, N };
  }

  async hash(password: string): Promise<string> {
    const { params } = this;
    const salt = crypto.randomBytes(16);
    const key = await scrypt(password, salt, KEY_LEN, { ...params, maxmem: maxmem(params) });
    return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
  }

  verify(password: string, stored: string | null): Promise<boolean> {
    return verifyPassword(password, stored);
  }

  /** True when a (verified) hash was made with other parameters than new hashes get: rehash it at this login. */
  needsRehash(stored: string | null): boolean {
    const h = stored ? parse(stored) : null;
    const { params } = this;
    return !h || h.N !== params.N || h.r !== params.r || h.p !== params.p || h.hash.length !== KEY_LEN;
  }

  /** A hash to verify against when the email is unknown, so both paths take the same time. */
  decoyHash(): Promise<string> {
    this.decoy ??= this.hash(crypto.randomBytes(12).toString('hex'));
    return this.decoy;
  }
}
