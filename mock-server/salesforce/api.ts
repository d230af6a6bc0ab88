// Salesforce REST as the sync and the connect flow read it: userinfo, SOQL queries with nextRecordsUrl paging.
// (Pardot signs in through Salesforce too: the same userinfo is served under /pardot.)
import { requireBearer, type Route } from '../oauth/index';
import { companies, people } from '../crm/records';

const PAGE = 200;
const toId = (prefix: string, n: number) => `${prefix}${String(n).padStart(15, '0')}`;
const OBJECTS: Record<string, () => Array<Record<string, unknown>>> = {
  Lead: () => people(350, 10).map((p) => ({ attributes: { type: 'Lead' }, Id: toId('00Q', p.id), Email: p.email, Company: p.company, OwnerId: p.owner })),
  Contact: () => people(120, 12, 500).map((p) => ({ attributes: { type: 'Contact' }, Id: toId('003', p.id), Email: p.email, AccountId: toId('001', (p.id % 20) + 1), OwnerId: p.owner })),
  Account: () => companies(40, 8).map((c) => ({ attributes: { type: 'Account' }, Id: toId('001', c.id), Name: c.name, Website: c.domain ? `https://www.${c.domain}` : null, OwnerId: c.owner })),
};

function page(object: string, offset: number) {
  const all = OBJECTS[object]!();
  const records = all.slice(offset, offset + PAGE);
  const done = offset + PAGE >= all.length;
  return { totalSize: all.length, done, records, ...(done ? {} : { nextRecordsUrl: `/services/data/v59.0/query/01g${object}-${offset + PAGE}` }) };
}

export function salesforceApi(provider: 'salesforce' | 'pardot'): Route[] {
  const routes: Route[] = [
    {
      method: 'GET',
      path: '/services/oauth2/userinfo',
      handle: requireBearer(provider, (_req, res, t) => res.json(200, { sub: 'https://login.salesforce.com/id/00D/005', preferred_username: t.account, email: t.account, organization_id: '00D5g000004ABCD' })),
    },
  ];
  if (provider === 'pardot') return routes;
  routes.push(
    {
      method: 'GET',
      path: '/services/data/v59.0/query',
      handle: requireBearer(provider, (req, res) => {
        const q = req.query.get('q') ?? '';
        const object = /\bFROM\s+(\w+)/i.exec(q)?.[1] ?? '';
        if (!OBJECTS[object]) return res.json(400, [{ message: `sObject type '${object}' is not supported.`, errorCode: 'INVALID_TYPE' }]);
        res.json(200, page(object, 0));
      }),
    },
    {
      method: 'GET',
      path: /^\/services\/data\/v59\.0\/query\/01g(?<object>\w+)-(?<offset>\d+)$/,
      handle: requireBearer(provider, (req, res) => res.json(200, page(req.params.object!, Number(req.params.offset)))),
    },
  );
  return routes;
}
