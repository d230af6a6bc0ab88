// Zoho CRM's fake: its accounts server, the CRM v2 API and the org lookup the connect flow reads.
import type { FakeProvider } from '../fake';
import { requireBearer, type Route } from '../oauth/index';
import { zohoApi } from './api';
import { zohoIssuer } from './issuer';

const account: Route[] = [{ method: 'GET', path: '/crm/v2/org', handle: requireBearer('zoho', (_q, res) => res.json(200, { org: [{ id: '4150868000000225013', company_name: 'Acme Demo Ltd', primary_email: 'owner@acme-demo.example' }] })) }];

export const zohoFake: FakeProvider = { issuers: [zohoIssuer], routes: { zoho: [...zohoApi, ...account] } };
