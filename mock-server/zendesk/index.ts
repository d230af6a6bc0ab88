// Zendesk's fake: its OAuth server, the Support and Help Center APIs and the signed-in user.
import type { FakeProvider } from '../fake';
import { requireBearer, type Route } from '../oauth/index';
import { zendeskApi } from './api';
import { zendeskIssuer } from './issuer';

const me: Route[] = [{ method: 'GET', path: '/api/v2/users/me.json', handle: requireBearer('zendesk', (_q, res, t) => res.json(200, { user: { id: 35436, name: 'Support Admin', email: t.account, role: 'admin' } })) }];

export const zendeskFake: FakeProvider = { issuers: [zendeskIssuer], routes: { zendesk: [...zendeskApi(), ...me] } };
