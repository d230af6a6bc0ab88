// Each provider's authorization server as the fakes play it: paths, token and error JSON shapes, and what an API
// answers for a bad token, written from the providers' documentation, independently of Parley's client. The specs
// live in the providers' folders (mock-server/<provider>/issuer.ts) and are registered from mock-server/index.ts's list.
import type { FakeRequest } from './http';

export interface TokenErrorShape {
  status: number;
  body: unknown;
}

export interface IssuerSpec {
  issuer: string;
  appName: string;
  /** Registered OAuth apps: client id → secret. */
  clients: Record<string, string>;
  /** Who signs in at the fake (the connected account). */
  account: string;
  authorizePath?: string | RegExp;
  /** Teams' admin consent (tenant instead of a code). */
  adminConsentPath?: RegExp;
  tokenPath: string | RegExp;
  /** How the client authenticates at the token endpoint. */
  clientAuth: 'body' | 'basic' | 'either';
  revoke?: { method: 'POST' | 'DELETE'; path: string | RegExp; token: 'query' | 'body' | 'path' | 'bearer' };
  /** Access token lifetime (seconds); undisclosed (Salesforce) tokens still expire at the fake. */
  ttl: number;
  discloseExpiry: boolean;
  /** A refresh spends its refresh token and issues a new one (Eloqua: valid "until it is used"). */
  singleUseRefreshTokens?: boolean;
  tokenResponse(t: { access: string; refresh: string; scope: string; grant: string }, req: FakeRequest): Record<string, unknown>;
  tokenError(code: 'invalid_grant' | 'invalid_client' | 'redirect_uri_mismatch' | 'unsupported_grant_type', description: string): TokenErrorShape;
  bearerFailure(): TokenErrorShape;
  /** Extra query values on the redirect back (Zoho: location, accounts-server). */
  redirectExtras?(req: FakeRequest): Record<string, string>;
  /** OpenID Connect: the ID token a code grant with the openid scope answers with (Microsoft). */
  idToken?(clientId: string, account: string): string;
  /** Tenants (Microsoft): whose admin consents where, and which tenants an app may get tokens for. */
  tenants?: { consent(clientId: string, pathTenant: string, account: string): string | null; consented(clientId: string, tenant: string): boolean };
}

export const demoClient = (...envs: string[]) => Object.fromEntries(envs.map((e) => [`parley-demo-${e}`, `parley-demo-secret-${e}`]));

export const oauthError = (status: number) => (code: string, description: string): TokenErrorShape => ({ status: code === 'invalid_client' ? 401 : status, body: { error: code, error_description: description } });

/** The authorization servers the running fakes play, by issuer (filled from the providers' registrations). */
export const ISSUERS: Record<string, IssuerSpec> = {};

export function registerIssuer(spec: IssuerSpec): void {
  ISSUERS[spec.issuer] = spec;
}

/** API prefixes whose tokens another prefix issues (Dynamics and Teams sign in with Microsoft). */
export const ISSUER_OF: Record<string, string> = { msdynamics: 'microsoft', msteams: 'microsoft', office365: 'microsoft' };
export const issuerOf = (provider: string) => ISSUER_OF[provider] ?? provider;
