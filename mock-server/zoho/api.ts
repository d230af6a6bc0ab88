// Zoho CRM v2 search as owner routing reads it: GET /crm/v2/{Contacts|Leads|Accounts}/search with ?email= or
// ?criteria=(Field:equals:value); { data, info } or 204 No Content when nothing matches; INVALID_QUERY otherwise.
import { requireBearer, type Route } from '../oauth/index';
import { sameEmail, websiteMatches, ZOHO } from '../crm/named';

const MODULES = ['Contacts', 'Leads', 'Accounts'] as const;

export const zohoApi: Route[] = [
  {
    method: 'GET',
    path: /^\/crm\/v2\/(?<module>\w+)\/search$/,
    handle: requireBearer('zoho', (req, res) => {
      const module = req.params.module as (typeof MODULES)[number];
      if (!MODULES.includes(module)) return res.json(400, { code: 'INVALID_MODULE', details: {}, message: 'the module name given seems to be invalid', status: 'error' });
      const email = req.query.get('email');
      const criteria = req.query.get('criteria');
      let rows = ZOHO[module];
      if (email) rows = rows.filter((r) => sameEmail(r.Email, email));
      else if (criteria) {
        const m = /^\((\w+):equals:(.+)\)$/.exec(criteria);
        if (!m) return res.json(400, { code: 'INVALID_QUERY', details: { reason: 'invalid criteria' }, message: 'invalid query formed', status: 'error' });
        const [, field, value] = m as unknown as [string, string, string];
        rows = rows.filter((r) => (field === 'Website' ? websiteMatches(r.Website, value) : String(r[field] ?? '').toLowerCase() === value.toLowerCase()));
      } else return res.json(400, { code: 'REQUIRED_PARAM_MISSING', details: { param: 'criteria' }, message: 'One of the expected parameter is missing', status: 'error' });
      if (!rows.length) return res.empty(204);
      res.json(200, { data: rows, info: { per_page: 200, count: rows.length, page: 1, more_records: false } });
    }),
  },
];
