// "Who is connected" endpoints each provider's connect flow reads after the token exchange, in their own shapes.
import { requireBearer, type Route } from '../oauth/index';

export const ACCOUNT_ROUTES: Record<string, Route[]> = {
  zoho: [{ method: 'GET', path: '/crm/v2/org', handle: requireBearer('zoho', (_q, res) => res.json(200, { org: [{ id: '4150868000000225013', company_name: 'Acme Demo Ltd', primary_email: 'owner@acme-demo.example' }] })) }],
  microsoft: [{ method: 'GET', path: '/v1.0/me', handle: requireBearer('microsoft', (_q, res, t) => res.json(200, { '@odata.context': 'https://graph.microsoft.com/v1.0/$metadata#users/$entity', displayName: 'Alex Wilber', mail: t.account, userPrincipalName: t.account, id: '87d349ed-44d7-43e1-9a83-5f2406dee5bd' })) }],
  msdynamics: [
    {
      method: 'GET',
      path: '/api/data/v9.2/WhoAmI',
      handle: requireBearer('msdynamics', (_q, res) => res.json(200, { '@odata.context': 'https://acme.api.crm.dynamics.com/api/data/v9.2/$metadata#Microsoft.Dynamics.CRM.WhoAmIResponse', BusinessUnitId: '6f202e6c-e471-ec11-8f8f-000d3a0a0000', UserId: '88057198-a9b1-ec11-9840-00224800a000', OrganizationId: 'e34c95a5-f34c-430c-a05e-a23437e5b9fa', OrganizationName: 'acme-demo' })),
    },
  ],
  google: [{ method: 'GET', path: '/oauth2/v3/userinfo', handle: requireBearer('google', (_q, res, t) => res.json(200, { sub: '110248495921238986420', name: 'Alex Demo', email: t.account, email_verified: true })) }],
  zendesk: [{ method: 'GET', path: '/api/v2/users/me.json', handle: requireBearer('zendesk', (_q, res, t) => res.json(200, { user: { id: 35436, name: 'Support Admin', email: t.account, role: 'admin' } })) }],
  eloqua: [
    {
      method: 'GET',
      path: '/id',
      handle: requireBearer('eloqua', (req, res, t) => res.json(200, { site: { id: 42, name: 'AcmeDemo' }, user: { id: 7, username: t.account, displayName: 'Marketing Ops' }, urls: { base: req.base, apis: { rest: { standard: `${req.base}/API/REST/{version}/` } } } })),
    },
  ],
  ringlead: [{ method: 'GET', path: '/api/v1/account', handle: requireBearer('ringlead', (_q, res) => res.json(200, { id: 311, name: 'Acme Demo (RingLead)' })) }],
};

/** RingLead authenticates with an API key the admin pastes: the fake's valid key. */
export const RINGLEAD_DEMO_KEY = 'parley-demo-ringlead-key';
