// Marketo's authorization server as the fake plays it.
import { demoClient, type IssuerSpec } from '../oauth/issuers';

export const marketoIssuer: IssuerSpec = {
  issuer: 'marketo',
  appName: 'Marketo',
  clients: demoClient('marketo'),
  account: 'api-user@acme-demo.example',
  tokenPath: '/identity/oauth/token',
  clientAuth: 'body',
  ttl: 3599,
  discloseExpiry: true,
  tokenResponse: (t) => ({ access_token: t.access, token_type: 'bearer', expires_in: 3599, scope: 'api-user@acme-demo.example' }),
  tokenError: (code) => ({ status: 401, body: { error: code === 'invalid_client' ? 'invalid_client' : code, error_description: 'Bad client credentials' } }),
  bearerFailure: () => ({ status: 200, body: { requestId: 'e42b#fake', success: false, errors: [{ code: '601', message: 'Access token invalid' }] } }),
};
