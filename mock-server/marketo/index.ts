// Marketo's fake: its identity endpoint (client credentials) and the REST API.
import type { FakeProvider } from '../fake';
import { marketoApi } from './api';
import { marketoIssuer } from './issuer';

export const marketoFake: FakeProvider = { issuers: [marketoIssuer], routes: { marketo: marketoApi } };
