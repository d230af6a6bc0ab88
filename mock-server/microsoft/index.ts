// Microsoft's fake: the identity platform (shared by Dynamics and Teams) and Graph (the signed-in user, Office 365 calendars).
import type { FakeProvider } from '../fake';
import { requireBearer, type Route } from '../oauth/index';
import { graphCalendarApi } from './calendar';
import { microsoftIssuer } from './issuer';

const me: Route[] = [{ method: 'GET', path: '/v1.0/me', handle: requireBearer('microsoft', (_q, res, t) => res.json(200, { '@odata.context': 'https://graph.microsoft.com/v1.0/$metadata#users/$entity', displayName: 'Alex Wilber', mail: t.account, userPrincipalName: t.account, id: '87d349ed-44d7-43e1-9a83-5f2406dee5bd' })) }];

export const microsoftFake: FakeProvider = { issuers: [microsoftIssuer], routes: { microsoft: [...graphCalendarApi, ...me] } };
