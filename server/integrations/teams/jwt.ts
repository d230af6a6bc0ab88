// Verifying Microsoft's RS256 tokens as the Bot Framework requires, with `jose`: the issuer's OpenID metadata names
// its jwks_uri, jose's remote key set picks the published key by kid (cached a day, an unknown kid refetches at most
// once a minute so a forger cannot make us hammer the issuer), checks the signature (RS256 only: "none" and HMAC
// with the public key as secret are the classic forgeries) and the issuer, audience and lifetime with the claim rules
// of src/domain/integrations/jwtClaims.ts. The Bot Framework's keys carry endorsements: a key the issuer limited to
// some channels must be endorsed for this one ("msteams").
import { createRemoteJWKSet, customFetch, decodeJwt, errors, jwtVerify, type JWTPayload } from 'jose';
import type { ClaimRules, JwtClaims } from '../../../src/domain/integrations/jwtClaims';

export class JwtRefused extends Error {}

const KEYS_TTL_MS = 24 * 3600 * 1000;
const REFETCH_MIN_MS = 60 * 1000;

type KeySet = ReturnType<typeof createRemoteJWKSet>;

export class OpenIdKeys {
  private meta: { issuer: string; keys: KeySet; fetchedAt: number } | null = null;
  private loading: Promise<{ issuer: string; keys: KeySet; fetchedAt: number }> | null = null;

  constructor(
    private readonly metadataUrl: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  /** The issuer the metadata names (the Bot Framework's, or Entra ID's template). */
  async issuer(): Promise<string> {
    return (await this.load()).issuer;
  }

  /** jose's key set at the metadata's jwks_uri. */
  async keySet(): Promise<KeySet> {
    return (await this.load()).keys;
  }

  private async load() {
    if (this.meta && Date.now() - this.meta.fetchedAt < KEYS_TTL_MS) return this.meta;
    this.loading ??= (async () => {
      const meta = (await (await this.fetchImpl(this.metadataUrl)).json()) as { issuer?: string; jwks_uri?: string };
      if (!meta.jwks_uri || !meta.issuer) throw new Error('OpenID metadata without issuer or jwks_uri');
      const keys = createRemoteJWKSet(new URL(meta.jwks_uri), {
        cacheMaxAge: KEYS_TTL_MS,
        cooldownDuration: REFETCH_MIN_MS,
        [customFetch]: (url, init) => this.fetchImpl(url, init as RequestInit),
      });
      return { issuer: meta.issuer, keys, fetchedAt: Date.now() };
    })().finally(() => (this.loading = null));
    this.meta = await this.loading;
    return this.meta;
  }
}

/** jose's refusals in the words the logs and tests use; anything else (keys unreachable) is not a refusal. */
function reasonOf(err: unknown): string | null {
  if (err instanceof errors.JWTExpired) return 'expired';
  if (err instanceof errors.JWTClaimValidationFailed) return ({ iss: 'issuer', aud: 'audience', nbf: 'not yet valid', exp: 'expired' } as Record<string, string>)[err.claim] ?? err.claim;
  if (err instanceof errors.JOSEAlgNotAllowed || err instanceof errors.JOSENotSupported) return 'algorithm';
  if (err instanceof errors.JWKSNoMatchingKey || err instanceof errors.JWKSMultipleMatchingKeys) return 'unknown key';
  if (err instanceof errors.JWSSignatureVerificationFailed) return 'signature';
  if (err instanceof errors.JWSInvalid || err instanceof errors.JWTInvalid) return 'malformed';
  return null;
}

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
  let unverified: JWTPayload;
  try {
    unverified = decodeJwt(token);
  } catch {
    throw new JwtRefused('malformed');
  }
  const r = await rules(unverified as JwtClaims);
  const keySet = await keys.keySet();
  let verified: { payload: JWTPayload; protectedHeader: { kid?: string } };
  try {
    verified = await jwtVerify(token, keySet, {
      algorithms: ['RS256'],
      issuer: [...r.issuers],
      audience: [...r.audiences],
      requiredClaims: ['exp'],
      clockTolerance: r.skewSeconds,
      currentDate: new Date(r.now * 1000),
    });
  } catch (err) {
    const reason = reasonOf(err);
    if (reason) throw new JwtRefused(reason);
    throw err;
  }
  if (endorsement) {
    const jwk = keySet.jwks()?.keys.find((k) => k.kid === verified.protectedHeader.kid) as { endorsements?: unknown } | undefined;
    if (Array.isArray(jwk?.endorsements) && !jwk.endorsements.includes(endorsement)) throw new JwtRefused('endorsement');
  }
  return verified.payload as JwtClaims;
}

export const bearerOf = (header: string | string[] | undefined): string | null => {
  const h = Array.isArray(header) ? header[0] : header;
  return h && /^Bearer /i.test(h) ? h.slice(7).trim() || null : null;
};
