// HubSpot as the connect flow and the sync read it: access-token info, CRM v3 contacts and companies with paging.
import { requireBearer, type Route } from '../oauth/index';
import { companies, people } from '../crm/records';

const contacts = () => people(230, 9, 1000).map((p) => ({ id: String(5000 + p.id), properties: { email: p.email, firstname: p.first, lastname: p.last, company: p.company, hubspot_owner_id: p.owner }, archived: false }));
const hsCompanies = () => companies(30, 6).map((c) => ({ id: String(9000 + c.id), properties: { name: c.name, domain: c.domain, hubspot_owner_id: c.owner }, archived: false }));

function listing(all: () => Array<{ id: string }>) {
  return requireBearer('hubspot', (req, res) => {
    const limit = Math.min(Number(req.query.get('limit') ?? 10), 100);
    const after = Number(req.query.get('after') ?? 0);
    const rows = all();
    const results = rows.slice(after, after + limit);
    const next = after + limit < rows.length ? { next: { after: String(after + limit), link: `${req.base}${req.path}?after=${after + limit}` } } : undefined;
    res.json(200, { results, ...(next ? { paging: next } : {}) });
  });
}

export const hubspotApi: Route[] = [
  {
    method: 'GET',
    path: /^\/oauth\/v1\/access-tokens\/(?<token>[^/]+)$/,
    handle(req, res) {
      // HubSpot's token info needs no Authorization header: the token is the path.
      const auth = { ...req, headers: { ...req.headers, authorization: `Bearer ${decodeURIComponent(req.params.token!)}` } };
      return requireBearer('hubspot', (_r, out, t) => out.json(200, { token: req.params.token, user: t.account, hub_domain: 'acme-demo.hubspot.com', scopes: t.scope.split(' '), hub_id: 4242, app_id: 1001, expires_in: 1800, token_type: 'access' }))(auth, res);
    },
  },
  { method: 'GET', path: '/crm/v3/objects/contacts', handle: listing(contacts) },
  { method: 'GET', path: '/crm/v3/objects/companies', handle: listing(hsCompanies) },
];
