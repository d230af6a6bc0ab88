// The fakes' authorization server state: registered apps, codes, access and refresh tokens, faults. One store per
// process: tokens are random, so several fake servers in one test process never collide.
import crypto from 'node:crypto';

export interface IssuedToken {
  issuer: string;
  clientId: string;
  account: string;
  scope: string;
  expiresAt: number;
  revoked: boolean;
  tenant?: string;
}

export interface IssuedCode {
  issuer: string;
  clientId: string;
  redirectUri: string;
  scope: string;
  account: string;
  expiresAt: number;
  used: boolean;
  /** PKCE (RFC 7636): the authorization request's challenge; the code exchange must then prove its verifier. */
  codeChallenge?: string;
  codeChallengeMethod?: string;
  /** Tokens issued for this code: a replayed code revokes them, as OAuth 2.0 §4.1.2 advises and providers do. */
  tokens: string[];
}

const now = () => Math.floor(Date.now() / 1000);
export const random = (prefix: string) => `${prefix}${crypto.randomBytes(18).toString('base64url')}`;

export const store = {
  codes: new Map<string, IssuedCode>(),
  access: new Map<string, IssuedToken>(),
  refresh: new Map<string, IssuedToken>(),
  /** Revocations seen, for tests: "<issuer>:<token>". */
  revoked: [] as string[],
  /** Sticky API faults per provider (status + the provider's error body), set by tests. */
  faults: new Map<string, { status: number; body: unknown }>(),
};

export function issueCode(c: Omit<IssuedCode, 'used' | 'tokens' | 'expiresAt'>, ttl = 300): string {
  const code = random('code_');
  store.codes.set(code, { ...c, used: false, tokens: [], expiresAt: now() + ttl });
  return code;
}

export function issueTokens(t: Omit<IssuedToken, 'expiresAt' | 'revoked'>, ttl: number): { access: string; refresh: string } {
  const access = random(`${t.issuer}_at_`);
  const refresh = random(`${t.issuer}_rt_`);
  store.access.set(access, { ...t, expiresAt: now() + ttl, revoked: false });
  store.refresh.set(refresh, { ...t, expiresAt: now() + 90 * 86400, revoked: false });
  return { access, refresh };
}

/** An offline grant as if `account` had consented to the issuer's app `clientId` earlier: its refresh token. */
export const offlineGrant = (issuer: string, clientId: string, account: string, scope: string, ttl: number): string =>
  issueTokens({ issuer, clientId, account, scope }, ttl).refresh;

/** A token the API fakes accept: known, not revoked, not expired, issued by this issuer. */
export function validToken(issuer: string, token: string | null): IssuedToken | null {
  if (!token) return null;
  const t = store.access.get(token);
  if (!t || t.revoked || t.issuer !== issuer || t.expiresAt <= now()) return null;
  return t;
}

/** Test hook: every access token of an issuer expires now (refresh tokens keep working). */
export function expireAll(issuer: string): number {
  let n = 0;
  for (const t of store.access.values()) if (t.issuer === issuer) ((t.expiresAt = now() - 1), n++);
  return n;
}

export function revokeToken(issuer: string, token: string): boolean {
  const t = store.access.get(token) ?? store.refresh.get(token);
  if (!t || t.issuer !== issuer) return false;
  t.revoked = true;
  // Revoking either token of a grant ends the grant (Google, Salesforce): its access tokens stop working too.
  for (const other of store.access.values()) if (other.clientId === t.clientId && other.account === t.account && other.issuer === issuer) other.revoked = true;
  store.revoked.push(`${issuer}:${token}`);
  return true;
}

export const nowSeconds = now;
