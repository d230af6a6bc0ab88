// The claim rules Parley applies to Microsoft's signed tokens (pure; the signature is checked in
// server/integrations/teams/jwt.ts): the Bot Framework's token on an incoming activity and a Teams tab's SSO token.

export interface JwtClaims {
  iss?: unknown;
  aud?: unknown;
  exp?: unknown;
  nbf?: unknown;
  tid?: unknown;
  oid?: unknown;
  serviceurl?: unknown;
  [claim: string]: unknown;
}

export interface ClaimRules {
  /** Accepted issuers (exact). */
  issuers: readonly string[];
  /** Accepted audiences: one of them must be the token's aud (or in its aud list). */
  audiences: readonly string[];
  /** Seconds since the epoch. */
  now: number;
  /** Clock skew allowed on exp and nbf (the Bot Framework SDKs allow 5 minutes). */
  skewSeconds: number;
}

/** Why the claims are refused, or null when they pass. A token without exp is refused: it would never lapse. */
export function claimProblem(claims: JwtClaims, rules: ClaimRules): string | null {
  if (typeof claims.iss !== 'string' || !rules.issuers.includes(claims.iss)) return 'issuer';
  const aud = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!aud.some((a) => typeof a === 'string' && rules.audiences.includes(a))) return 'audience';
  if (typeof claims.exp !== 'number' || claims.exp + rules.skewSeconds <= rules.now) return 'expired';
  if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf - rules.skewSeconds > rules.now)) return 'not yet valid';
  return null;
}

/** Entra ID's multi-tenant metadata names its issuer with a placeholder: the token's own tenant fills it. */
export function tenantIssuer(template: string, tid: unknown): string | null {
  if (typeof tid !== 'string' || !/^[A-Za-z0-9.-]+$/.test(tid)) return null;
  return template.replace('{tenantid}', tid);
}

/** Audiences a Teams SSO token may carry for our Entra app: its id, or an Application ID URI ending with it. */
export function ssoAudienceMatches(aud: unknown, appId: string): boolean {
  if (!appId) return false;
  const list = Array.isArray(aud) ? aud : [aud];
  return list.some((a) => typeof a === 'string' && (a === appId || (a.startsWith('api://') && a.endsWith(`/${appId}`))));
}

/** A Teams login's token must name the same tenant and user as the body (the §7 ids are only hints otherwise). */
export function sameTeamsIdentity(claims: JwtClaims, body: { tenantId: string; userObjectId: string }): boolean {
  return typeof claims.tid === 'string' && typeof claims.oid === 'string' && claims.tid === body.tenantId && claims.oid === body.userObjectId;
}
