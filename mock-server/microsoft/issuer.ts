// The Microsoft identity platform: Office 365 calendars, Dynamics and Teams sign in with it (tenants, admin consent).
import { demoClient, type IssuerSpec } from '../oauth/issuers';
import { consent, consented, idTokenFor } from '../msteams/consent';

export const microsoftIssuer: IssuerSpec = {
  issuer: 'microsoft',
  appName: 'Microsoft',
  clients: demoClient('microsoft', 'msdynamics', 'msteams'),
  account: 'alex@acme-demo.onmicrosoft.com',
  authorizePath: /^\/(?<tenant>common|organizations|consumers|[0-9a-z-]+)\/oauth2\/v2\.0\/authorize$/,
  adminConsentPath: /^\/(?<tenant>[^/]+)(?:\/v2\.0)?\/adminconsent$/,
  idToken: idTokenFor,
  tenants: { consent, consented },
  tokenPath: /^\/(?<tenant>[^/]+)\/oauth2\/v2\.0\/token$/,
  clientAuth: 'either',
  ttl: 3599,
  discloseExpiry: true,
  tokenResponse: (t) => ({
    token_type: 'Bearer',
    scope: t.scope,
    expires_in: 3599,
    ext_expires_in: 3599,
    access_token: t.access,
    ...(t.grant === 'client_credentials' ? {} : { refresh_token: t.refresh }),
  }),
  tokenError: (code, description) => ({ status: code === 'invalid_client' ? 401 : 400, body: { error: code, error_description: `AADSTS70008: ${description}`, error_codes: [70008], timestamp: new Date().toISOString() } }),
  bearerFailure: () => ({ status: 401, body: { error: { code: 'InvalidAuthenticationToken', message: 'Access token has expired or is not yet valid.' } } }),
};
