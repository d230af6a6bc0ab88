// RingLead's fake: an API key the admin pastes (RINGLEAD_DEMO_KEY, valid from the start) and the account it names.
import type { FakeProvider } from '../fake';
import { oauthStore, requireBearer, type Route } from '../oauth/index';

/** RingLead authenticates with an API key the admin pastes: the fake's valid key. */
export const RINGLEAD_DEMO_KEY = 'parley-demo-ringlead-key';

const account: Route[] = [{ method: 'GET', path: '/api/v1/account', handle: requireBearer('ringlead', (_q, res) => res.json(200, { id: 311, name: 'Acme Demo (RingLead)' })) }];

export const ringleadFake: FakeProvider = {
  routes: { ringlead: account },
  setup: () => oauthStore.access.set(RINGLEAD_DEMO_KEY, { issuer: 'ringlead', clientId: 'api-key', account: 'Acme Demo', scope: '', expiresAt: Number.MAX_SAFE_INTEGER, revoked: false }),
};
