// An agent's own Google Calendar (Calendar v3), signed in with Google's OAuth 2.0 and offline access.
import type { IntegrationProvider } from '../provider';
import { codeAuthorize, q, rec, str } from '../oauthUrls';
import { googleCalendarClient } from './calendar';

export const googleCalendar: IntegrationProvider = {
  kind: 'googleCalendar',
  hosts: { env: 'GOOGLE', auth: 'https://accounts.google.com', token: 'https://oauth2.googleapis.com', api: 'https://www.googleapis.com' },
  flow: 'code',
  pkce: true,
  scopes: ['openid', 'email', 'https://www.googleapis.com/auth/calendar.events', 'https://www.googleapis.com/auth/calendar.freebusy'],
  projectNameInState: true,
  authorizeUrl(ctx) {
    return codeAuthorize('/o/oauth2/v2/auth', (c) => ({ access_type: 'offline', prompt: 'consent', include_granted_scopes: 'true', ...(c.loginHint ? { login_hint: c.loginHint } : {}) }))(ctx, this.scopes);
  },
  tokenUrl: (s) => `${s.tokenBase}/token`,
  clientAuth: 'body',
  tokenBody: 'form',
  apiBase: (s) => s.apiBase,
  async account(call) {
    const me = rec(await call('/oauth2/v3/userinfo'));
    return { name: str(me.email) || 'Google account' };
  },
  calendar: googleCalendarClient,
  revoke: (s, t) => ({ url: `${s.tokenBase}/revoke?${q({ token: t.refresh ?? t.access })}`, init: { method: 'POST' } }),
};
