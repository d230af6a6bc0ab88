// Who may talk to Parley as Teams: an incoming activity's Bot Framework token (issuer from the Bot Framework's
// OpenID metadata, audience = our bot's app id, not expired, its serviceurl claim = the activity's serviceUrl, key
// endorsed for the msteams channel) and a Teams tab's SSO token (Entra ID: the token's own tenant's issuer,
// audience = our app id or its api:// URI, not expired). Both RS256 against the issuer's published keys.
import type { JwtClaims } from '../../../src/domain/integrations/jwtClaims';
import { ssoAudienceMatches, tenantIssuer } from '../../../src/domain/integrations/jwtClaims';
import type { ProviderSettings } from '../settings';
import { JwtRefused, OpenIdKeys, verifyJwt } from './jwt';

/** The Bot Framework SDKs allow five minutes of clock skew. */
const SKEW_SECONDS = 300;
const now = () => Math.floor(Date.now() / 1000);

export class TeamsTokens {
  private readonly botKeys: OpenIdKeys;
  private readonly ssoKeys: OpenIdKeys;

  constructor(
    private readonly settings: ProviderSettings,
    fetchImpl: typeof fetch = fetch,
  ) {
    this.botKeys = new OpenIdKeys(settings.teams!.botOpenIdUrl, fetchImpl);
    this.ssoKeys = new OpenIdKeys(settings.teams!.ssoOpenIdUrl, fetchImpl);
  }

  /** The claims of an incoming activity's token; JwtRefused when it is missing, forged, expired or not for us. */
  async activity(token: string | null, activity: { serviceUrl: string; channelId?: string }): Promise<JwtClaims> {
    if (!token) throw new JwtRefused('missing');
    const issuer = await this.botKeys.issuer();
    const claims = await verifyJwt(token, this.botKeys, () => ({ issuers: [issuer], audiences: [this.settings.clientId], now: now(), skewSeconds: SKEW_SECONDS }), activity.channelId || 'msteams');
    if (claims.serviceurl !== activity.serviceUrl) throw new JwtRefused('serviceUrl');
    return claims;
  }

  /** The claims of a Teams tab's SSO token (tid, oid, name...). */
  async sso(token: string | null): Promise<JwtClaims> {
    if (!token) throw new JwtRefused('missing');
    const template = await this.ssoKeys.issuer();
    const appId = this.settings.clientId;
    return verifyJwt(token, this.ssoKeys, (c) => {
      const issuer = tenantIssuer(template, c.tid);
      const aud = ssoAudienceMatches(c.aud, appId) ? (c.aud as string) : appId;
      return { issuers: issuer ? [issuer] : [], audiences: [aud], now: now(), skewSeconds: SKEW_SECONDS };
    });
  }
}
