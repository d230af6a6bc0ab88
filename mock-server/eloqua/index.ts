// Oracle Eloqua's fake: its OAuth server and the /id lookup that names the site and its REST base.
import type { FakeProvider } from '../fake';
import { requireBearer, type Route } from '../oauth/index';
import { eloquaIssuer } from './issuer';

const id: Route[] = [
    {
      method: 'GET',
      path: '/id',
      handle: requireBearer('eloqua', (req, res, t) => res.json(200, { site: { id: 42, name: 'AcmeDemo' }, user: { id: 7, username: t.account, displayName: 'Marketing Ops' }, urls: { base: req.base, apis: { rest: { standard: `${req.base}/API/REST/{version}/` } } } })),
    },
  ];

export const eloquaFake: FakeProvider = { issuers: [eloquaIssuer], routes: { eloqua: id } };
