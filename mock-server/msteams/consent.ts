// Microsoft's tenants as the fakes play them: which tenant a signed-in account belongs to, the admin consents given
// to an app in a tenant (only then does the token endpoint issue that app tokens for the tenant, as Entra ID does),
// and the ID tokens of a sign-in (Entra v2: the app as audience, the tenant's issuer, `tid` = the account's tenant),
// signed with the key Entra's published metadata names. Parley must take the tenant from these, never from a query.
import crypto from 'node:crypto';
import { SSO_KEY, signJwt } from './keys';

export const TEAMS_TENANT = 'a1b2c3d4-demo-tenant';
/** The Bot Framework's own tenant: the bot's token for the Bot Connector needs no customer's consent. */
export const BOT_FRAMEWORK_TENANT = 'botframework.com';
const ISSUER_TEMPLATE = 'https://login.microsoftonline.com/{tenantid}/v2.0';

/** The demo's accounts live in the demo tenant; any other domain is a tenant of its own. */
export function tenantOfAccount(account: string): string {
  const domain = account.split('@')[1]?.toLowerCase() ?? '';
  if (domain === 'acme-demo.onmicrosoft.com') return TEAMS_TENANT;
  return `tenant-${crypto.createHash('sha256').update(domain).digest('hex').slice(0, 12)}`;
}

const consents = new Set<string>();

/**
 * An admin of `account`'s tenant consents at /{tenant}/v2.0/adminconsent: the tenant the redirect names is theirs
 * ('organizations' and 'common' mean their home tenant); another tenant's consent is not theirs to give (null).
 */
export function consent(clientId: string, pathTenant: string, account: string): string | null {
  const home = tenantOfAccount(account);
  if (pathTenant !== 'organizations' && pathTenant !== 'common' && pathTenant !== home) return null;
  consents.add(`${clientId} ${home}`);
  return home;
}

export const consented = (clientId: string, tenant: string) => tenant === BOT_FRAMEWORK_TENANT || consents.has(`${clientId} ${tenant}`);

/** The ID token of an OpenID Connect sign-in of `account` to the app `clientId`. */
export function idTokenFor(clientId: string, account: string): string {
  const now = Math.floor(Date.now() / 1000);
  const tid = tenantOfAccount(account);
  return signJwt(SSO_KEY, {
    aud: clientId,
    iss: ISSUER_TEMPLATE.replace('{tenantid}', tid),
    iat: now,
    nbf: now,
    exp: now + 3600,
    name: account.split('@')[0],
    oid: crypto.createHash('sha256').update(account).digest('hex').slice(0, 32),
    preferred_username: account,
    sub: crypto.createHash('sha256').update(`${tid}:${account}`).digest('base64url'),
    tid,
    ver: '2.0',
  });
}
