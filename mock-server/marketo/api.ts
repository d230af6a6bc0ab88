// Marketo REST as the sync reads it: static lists and each list's leads with nextPageToken paging.
import { requireBearer, type Route } from '../oauth/index';
import { people } from '../crm/records';

const LISTS = [
  { id: 1001, name: 'Webinar attendees', leads: () => people(150, 15, 2000) },
  { id: 1002, name: 'Target accounts – EMEA', leads: () => people(60, 20, 3000) },
];

export const marketoApi: Route[] = [
  {
    method: 'GET',
    path: '/rest/v1/lists.json',
    handle: requireBearer('marketo', (_req, res) => res.json(200, { requestId: 'a1#fake', success: true, result: LISTS.map(({ id, name }) => ({ id, name, programName: 'Demo', createdAt: '2026-01-05T10:00:00Z' })) })),
  },
  {
    method: 'GET',
    path: /^\/rest\/v1\/lists\/(?<id>\d+)\/leads\.json$/,
    handle: requireBearer('marketo', (req, res) => {
      const list = LISTS.find((l) => l.id === Number(req.params.id));
      if (!list) return res.json(200, { requestId: 'a2#fake', success: false, errors: [{ code: '1013', message: 'Object not found' }] });
      const size = Math.min(Number(req.query.get('batchSize') ?? 300), 300);
      const offset = Number(req.query.get('nextPageToken') ?? 0);
      const all = list.leads();
      const result = all.slice(offset, offset + size).map((p) => ({ id: 7000 + p.id, email: p.email, firstName: p.first, lastName: p.last, company: p.company }));
      const more = offset + size < all.length;
      res.json(200, { requestId: 'a3#fake', success: true, result, moreResult: more, ...(more ? { nextPageToken: String(offset + size) } : {}) });
    }),
  },
];
