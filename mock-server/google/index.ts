// Google's fake: its OAuth server, userinfo and the Calendar API.
import type { FakeProvider } from '../fake';
import { requireBearer, type Route } from '../oauth/index';
import { googleCalendarApi } from './calendar';
import { googleIssuer } from './issuer';

const userinfo: Route[] = [{ method: 'GET', path: '/oauth2/v3/userinfo', handle: requireBearer('google', (_q, res, t) => res.json(200, { sub: '110248495921238986420', name: 'Alex Demo', email: t.account, email_verified: true })) }];

export const googleFake: FakeProvider = { issuers: [googleIssuer], routes: { google: [...googleCalendarApi, ...userinfo] } };
