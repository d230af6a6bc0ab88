// Microsoft's identity platform (v2 endpoints on the common tenant), shared by Dynamics 365 and Office 365 calendars.
import type { IntegrationProvider } from '../provider';
import { codeAuthorize, rec, str } from '../oauthUrls';

type SignIn = Omit<IntegrationProvider, 'kind' | 'hosts'>;

export const microsoftSignIn = (scopes: (credential: string | null) => readonly string[]): SignIn => ({
  flow: 'code',
  scopes: scopes(null),
  pkce: true,
  projectNameInState: true,
  authorizeUrl(ctx) {
    return codeAuthorize('/common/oauth2/v2.0/authorize', (c) => ({ response_mode: 'query', prompt: 'select_account', ...(c.loginHint ? { login_hint: c.loginHint } : {}) }))(ctx, scopes(ctx.credential));
  },
  tokenUrl: (s) => `${s.tokenBase}/common/oauth2/v2.0/token`,
  clientAuth: 'body',
  tokenBody: 'form',
  apiBase: (s) => s.apiBase,
  async account(call) {
    const me = rec(await call('/v1.0/me'));
    return { name: str(me.mail) || str(me.userPrincipalName) || str(me.displayName) || 'Microsoft account' };
  },
});
