// SOQL owner lookups on the demo's named records (data/salesforce.json), as owner routing makes them:
//   SELECT Id, Owner.Email FROM Account WHERE Website LIKE '%<domain>%' LIMIT 1
// Mounted before the other query handlers; anything else goes on.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { requireBearer, serve, type Route } from '../oauth/index';
import { OWNER_NAMES, SALESFORCE, websiteMatches } from '../crm/named';

const owner = (email: string | null) => (email ? { attributes: { type: 'User' }, Name: OWNER_NAMES[email] ?? email, Email: email } : null);

const routes: Route[] = [
  {
    method: 'GET',
    path: '/services/data/v59.0/query',
    handle: requireBearer('salesforce', (req, res) => {
      const q = req.query.get('q') ?? '';
      const like = /\bWebsite\s+LIKE\s+'%?((?:[^'\\%]|\\.)*)%?'/i.exec(q);
      if (!like) return res.json(400, [{ message: 'This query needs a WHERE Website LIKE clause here', errorCode: 'MALFORMED_QUERY' }]);
      const domain = like[1]!.replace(/\\(.)/g, '$1');
      const records = SALESFORCE.accounts
        .filter((a) => websiteMatches(a.domain, domain))
        .slice(0, 1)
        .map((a) => ({ attributes: { type: 'Account', url: `/services/data/v59.0/sobjects/Account/${a.id}` }, Id: a.id, Name: a.name, Website: `https://www.${a.domain}`, OwnerId: a.ownerEmail ? `005${a.ownerEmail.length}` : null, Owner: owner(a.ownerEmail) }));
      res.json(200, { totalSize: records.length, done: true, records });
    }),
  },
];
const served = serve(routes);

export function salesforceAccountSearch(req: IncomingMessage, res: ServerResponse, next: () => void) {
  const u = new URL(req.url ?? '/', 'http://fake');
  if (u.pathname === '/services/data/v59.0/query' && /\bFROM\s+Account\s+WHERE\b/i.test(u.searchParams.get('q') ?? '')) return served(req, res, next);
  next();
}
