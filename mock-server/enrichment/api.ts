// A company and person enrichment API in the shape of the common providers (Clearbit/Apollo-style): API key in the
// X-Api-Key header, `GET /v1/companies/find?domain=|name=&include=technologies,intent,scoops` and
// `GET /v1/people/find?email=`; 404 with { error: { code, message } } when nothing matches. Served under /enrichment.
import type { Route } from '../oauth/index';
import { findCompanyByDomain, findCompanyByName, findPerson, type FakeCompany } from './data';
import { withLatency } from './latency';

export const ENRICHMENT_DEMO_KEY = 'parley-demo-enrichment-key';
const KEYS = new Set([ENRICHMENT_DEMO_KEY]);

const INCLUDES = ['technologies', 'intent', 'scoops'] as const;

function companyBody(c: FakeCompany, include: Set<string>) {
  const { technologies, intent, scoops, city, ...base } = c;
  return {
    ...base,
    location: { city: city.split(', ')[0], region: city.split(', ').slice(1, -1).join(', ') || null, country: city.split(', ').at(-1) },
    ...(include.has('technologies') ? { technologies } : {}),
    ...(include.has('intent') ? { intent: { topics: intent } } : {}),
    ...(include.has('scoops') ? { scoops } : {}),
  };
}

const guarded = (handle: Route['handle']): Route['handle'] =>
  withLatency('enrichment', (req, res) => {
    const key = req.headers['x-api-key'];
    if (typeof key !== 'string' || !KEYS.has(key)) return res.json(401, { error: { code: 'unauthorized', message: 'Invalid API key' } });
    return handle(req, res);
  });

const notFound = (what: string) => ({ error: { code: 'not_found', message: `No ${what} matches the given criteria` } });

export const enrichmentApi: Route[] = [
  {
    method: 'GET',
    path: '/v1/companies/find',
    handle: guarded((req, res) => {
      const domain = req.query.get('domain');
      const name = req.query.get('name');
      if (!domain && !name) return res.json(422, { error: { code: 'invalid_request', message: 'domain or name is required' } });
      const company = domain ? findCompanyByDomain(domain) : findCompanyByName(name!);
      if (!company) return res.json(404, notFound('company'));
      const include = new Set((req.query.get('include') ?? '').split(',').filter((x) => (INCLUDES as readonly string[]).includes(x)));
      res.json(200, { company: companyBody(company, include) });
    }),
  },
  {
    method: 'GET',
    path: '/v1/people/find',
    handle: guarded((req, res) => {
      const email = req.query.get('email');
      if (!email || !email.includes('@')) return res.json(422, { error: { code: 'invalid_request', message: 'email is required' } });
      const person = findPerson(email);
      if (!person) return res.json(404, notFound('person'));
      res.json(200, { person });
    }),
  },
];
