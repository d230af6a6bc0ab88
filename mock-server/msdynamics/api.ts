// The Dynamics 365 Web API as owner routing reads it: GET /api/data/v9.2/{contacts|leads|accounts} with an OData
// $filter (emailaddress1 eq '…' or contains(websiteurl,'…')), $expand=owninguser, $top; answers { @odata.context,
// value } and OData errors for what it does not understand.
import { requireBearer, type Route } from '../oauth/index';
import { DYNAMICS, sameEmail, websiteMatches } from '../crm/named';

const SETS = ['contacts', 'leads', 'accounts'] as const;
const literal = (s: string) => s.replace(/''/g, "'");

export const dynamicsApi: Route[] = [
  {
    method: 'GET',
    path: /^\/api\/data\/v9\.2\/(?<set>contacts|leads|accounts)$/,
    handle: requireBearer('msdynamics', (req, res) => {
      const set = req.params.set as (typeof SETS)[number];
      const filter = req.query.get('$filter') ?? '';
      const top = Number(req.query.get('$top') ?? 5000);
      let rows = DYNAMICS[set];
      const eq = /^emailaddress1 eq '((?:[^']|'')*)'$/.exec(filter);
      const contains = /^contains\(websiteurl,'((?:[^']|'')*)'\)$/.exec(filter);
      if (eq) rows = rows.filter((r) => sameEmail(r.emailaddress1, literal(eq[1]!)));
      else if (contains) rows = rows.filter((r) => websiteMatches(r.websiteurl, literal(contains[1]!)));
      else if (filter) return res.json(400, { error: { code: '0x80060888', message: `The query parameter $filter '${filter}' is not supported by this fake.` } });
      // $expand=owninguser keeps the expanded owner; without it the owner is only its id.
      const expand = (req.query.get('$expand') ?? '').startsWith('owninguser');
      const value = rows.slice(0, top).map((r) => (expand ? r : Object.fromEntries(Object.entries(r).filter(([k]) => k !== 'owninguser'))));
      res.json(200, { '@odata.context': `${req.base}/api/data/v9.2/$metadata#${set}`, value });
    }),
  },
];
