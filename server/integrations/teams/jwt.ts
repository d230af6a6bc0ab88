// Verifying Microsoft's RS256 tokens as the Bot Framework requires: the issuer's OpenID metadata names its jwks_uri,
// the token's kid picks a published key, the signature is checked with Node's crypto, then the claims
// (src/domain/integrations/jwtClaims.ts). Keys are cached (Microsoft rotates them every few weeks); an unknown kid
// refetches them, at most once a minute, so a forger cannot make us hammer the issuer.
import crypto from 'node:crypto';
import { claimProblem, type ClaimRules, type JwtClaims } from '../../../src/domain/integrations/jwtClaims';

export class JwtRefused extends Error {}

interface Published {
  issuer: string;
  keys: Map<string, { key: crypto.KeyObject; endorsements: string[] | null }>;
  fetchedAt: number;
}

const KEYS_TTL_MS = 24 * 3600 * 1000;
const REFETCH_MIN_MS = 60 * 1000;

export class OpenIdKeys {
  private cached: Published | null = null;
  private loading: Promise<Published> | null = null;

  constructor(
    private readonly metadataUrl: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  /** The issuer the metadata names (the Bot Framework's, or Entra ID's template). */
  async issuer(): Promise<string> {
    return (await this.published(false)).issuer;
  }

  async key(kid: string): Promise<{ key: crypto.KeyObject; endorsements: string[] | null } | null> {
    let p = await this.published(false);
    if (!p.keys.has(kid) && Date.now() - p.fetchedAt > REFETCH_MIN_MS) p = await this.published(true);
    return p.keys.get(kid) ?? null;
  }

  private async published(force: boolean): Promise<Published> {
    if (!force && this.cached && Date.now() - this.cached.fetchedAt < KEYS_TTL_MS) return this.cached;
    this.loading ??= this.load().finally(() => (this.loading = null));
    this.cached = await this.loading;
    return this.cached;
  }

  private async load(): Promise<Published> {
    const meta = (await (await this.fetchImpl(this.metadataUrl)).json()) as { issuer?: string; jwks_uri?: string };
    if (!meta.jwks_uri || !meta.issuer) throw new Error('OpenID metadata without issuer or jwks_uri');
    const jwks = (await (await this.fetchImpl(meta.jwks_uri)).json()) as { keys?: Array<Record<string, unknown>> };
    const keys = new Map<string, { key: crypto.KeyObject; endorsements: string[] | null }>();
    for (const jwk of jwks.keys ?? []) {
      if (jwk.kty !== 'RSA' || typeof jwk.kid !== 'string') continue;
      try {
        const key = crypto.createPublicKey({ key: { kty: 'RSA', n: jwk.n as string, e: jwk.e as string }, format: 'jwk' });
        keys.set(jwk.kid, { key, endorsements: Array.isArray(jwk.endorsements) ? (jwk.endorsements as string[]) : null });
      } catch {
        /* a malformed key is skipped; tokens naming it are refused */
      }
    }
    return { issuer: meta.issuer, keys, fetchedAt: Date.now() };
  }
}

const part = (s: string | undefined): Record<string, unknown> => {
  const v = JSON.parse(Buffer.from(s ?? '', 'base64url').toString('utf8')) as unknown;
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw new Error('not an object');
  return v as Record<string, unknown>;
};

/**
 * The claims of a token signed by one of `keys` and passing `rules` (the issuer rule may depend on the claims:
 * Entra's per-tenant issuer). Throws JwtRefused with the reason otherwise. `endorsement`: a key the issuer limited to
 * some channels must be endorsed for this one (the Bot Framework's "msteams").
 */
export async function verifyJwt(
  token: string,
  keys: OpenIdKeys,
  rules: (claims: JwtClaims) => Promise<ClaimRules> | ClaimRules,
  endorsement?: string,
): Promise<JwtClaims> {
  const pieces = token.split('.');
  if (pieces.length !== 3) throw new JwtRefused('malformed');
  let header: Record<string, unknown>;
  let claims: JwtClaims;
  try {
    header = part(pieces[0]);
    claims = part(pieces[1]);
  } catch {
    throw new JwtRefused('malformed');
  }
  // Only RS256: "none" and HMAC algorithms (signed with a public key as the secret) are the classic forgeries.
  if (header.alg !== 'RS256' || typeof header.kid !== 'string') throw new JwtRefused('algorithm');
  const found = await keys.key(header.kid);
  if (!found) throw new JwtRefused('unknown key');
  if (endorsement && found.endorsements && !found.endorsements.includes(endorsement)) throw new JwtRefused('endorsement');
  const signature = Buffer.from(pieces[2]!, 'base64url');
  if (!crypto.verify('RSA-SHA256', Buffer.from(`${pieces[0]}.${pieces[1]}`), found.key, signature)) throw new JwtRefused('signature');
  const problem = claimProblem(claims, await rules(claims));
  if (problem) throw new JwtRefused(problem);
  return claims;
}

export const bearerOf = (header: string | string[] | undefined): string | null => {
  const h = Array.isArray(header) ? header[0] : header;
  return h && /^Bearer /i.test(h) ? h.slice(7).trim() || null : null;
};
