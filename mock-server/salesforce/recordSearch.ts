// Salesforce SOQL lookups as Highlights makes them (one record by email, and an account's open opportunity):
//   SELECT Id, Name, Email, AccountId, Owner.Name, Owner.Email FROM Contact WHERE Email = '<email>' LIMIT 1
//   SELECT Id, Name, Email, Company, Status, Owner.Name, Owner.Email FROM Lead WHERE Email = '<email>' AND IsConverted = false LIMIT 1
//   SELECT Id, Name, Amount, StageName, CloseDate FROM Opportunity WHERE AccountId = '<id>' AND IsClosed = false ORDER BY CloseDate ASC LIMIT 1
// plus the Lightning record page a record link opens. Queries without WHERE fall through to the sync's listing
// (api.ts). Records are those of crm/records.ts, plus the demo's named people.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { requireBearer, serve, type Route } from '../oauth/index';
import { escapeHtml } from '../oauth/http';
import { companies, OWNERS, people } from '../crm/records';
import { DEMO_VISITORS, OWNER_NAMES as NAMED_OWNERS, SALESFORCE } from '../crm/named';
import { withLatency } from '../enrichment/latency';

const toId = (prefix: string, n: number) => `${prefix}${String(n).padStart(15, '0')}`;
const OWNER_NAMES: Record<string, string> = { 'alex@acme-demo.example': 'Alex Morgan', 'sam@acme-demo.example': 'Sam Rivera', 'kai@acme-demo.example': 'Kai Tanaka', ...NAMED_OWNERS };
const owner = (email: string) => ({ attributes: { type: 'User', url: `/services/data/v59.0/sobjects/User/${toId('005', OWNERS.indexOf(email) + 1)}` }, Name: OWNER_NAMES[email] ?? email, Email: email });
const url = (type: string, id: string) => `/services/data/v59.0/sobjects/${type}/${id}`;

interface Row {
  type: 'Contact' | 'Lead';
  Id: string;
  Name: string;
  Email: string;
  AccountId: string | null;
  Company: string | null;
  owner: string;
}

const demoAccountId = (i: number) => `001DEMOV${String(i + 1).padStart(8, '0')}`;

/** The demo's named people with their owners as data/salesforce.json has them (owner routing reads the same), then
 *  the generated ones. */
const ROWS: Row[] = [
  ...SALESFORCE.contacts.map((c, i): Row => ({ type: 'Contact', Id: `003DEMO${String(i + 1).padStart(9, '0')}`, Name: c.name, Email: c.email, AccountId: toId('001', i + 1), Company: null, owner: c.ownerEmail ?? OWNERS[0]! })),
  ...SALESFORCE.leads.map((l, i): Row => ({ type: 'Lead', Id: `00QDEMO${String(i + 1).padStart(9, '0')}`, Name: l.name, Email: l.email, AccountId: null, Company: l.company ?? null, owner: l.ownerEmail ?? OWNERS[0]! })),
  // The demo site's seeded visitors: contacts at their own accounts (001DEMOV…), and leads.
  ...DEMO_VISITORS.contacts.map((c, i): Row => ({ type: 'Contact', Id: `003DEMOV${String(i + 1).padStart(8, '0')}`, Name: c.name, Email: c.email, AccountId: demoAccountId(i), Company: null, owner: c.ownerEmail })),
  ...DEMO_VISITORS.leads.map((l, i): Row => ({ type: 'Lead', Id: `00QDEMOV${String(i + 1).padStart(8, '0')}`, Name: l.name, Email: l.email, AccountId: null, Company: l.company, owner: l.ownerEmail })),
  ...people(120, 12, 500)
    .filter((p) => p.email)
    .map((p): Row => ({ type: 'Contact', Id: toId('003', p.id), Name: `${p.first} ${p.last}`, Email: p.email!, AccountId: toId('001', (p.id % 20) + 1), Company: null, owner: p.owner })),
  ...people(350, 10)
    .filter((p) => p.email)
    .map((p): Row => ({ type: 'Lead', Id: toId('00Q', p.id), Name: `${p.first} ${p.last}`, Email: p.email!, AccountId: null, Company: p.company, owner: p.owner })),
];

const STAGES = ['Prospecting', 'Qualification', 'Needs Analysis', 'Proposal/Price Quote', 'Negotiation/Review'];
const KINDS = ['New business', 'Expansion', 'Renewal'];
/** One open opportunity for three accounts in four (account n: amount and stage from n). */
function openOpportunity(accountId: string) {
  const demo = DEMO_VISITORS.contacts.findIndex((_c, i) => demoAccountId(i) === accountId);
  if (demo >= 0) return demoOpportunity(demo);
  const n = Number(accountId.slice(3));
  const account = companies(40, 8)[n - 1];
  if (!account || n % 4 === 0) return null;
  const id = toId('006', n);
  return {
    attributes: { type: 'Opportunity', url: url('Opportunity', id) },
    Id: id,
    Name: `${account.name} – ${KINDS[n % KINDS.length]}`,
    Amount: 12000 + n * 3500,
    StageName: STAGES[n % STAGES.length],
    CloseDate: new Date(Date.UTC(2026, 11, 1 + (n % 28))).toISOString().slice(0, 10),
    IsClosed: false,
  };
}

/** A seeded demo visitor's account's open opportunity, as data/demo-visitors.json has it. */
function demoOpportunity(i: number) {
  const o = DEMO_VISITORS.contacts[i]!.opportunity;
  if (!o) return null;
  const id = `006DEMOV${String(i + 1).padStart(8, '0')}`;
  return { attributes: { type: 'Opportunity', url: url('Opportunity', id) }, Id: id, Name: o.name, Amount: o.amount, StageName: o.stage, CloseDate: o.closeDate, IsClosed: false };
}

/** The value of `Field = '<v>'` in a WHERE clause (SOQL escapes quotes with a backslash). */
function whereValue(q: string, field: string): string | null {
  const m = new RegExp(`\\b${field}\\s*=\\s*'((?:[^'\\\\]|\\\\.)*)'`, 'i').exec(q);
  return m ? m[1]!.replace(/\\(.)/g, '$1') : null;
}

const done = (records: unknown[]) => ({ totalSize: records.length, done: true, records });

function query(q: string): { status: number; body: unknown } {
  const object = /\bFROM\s+(\w+)/i.exec(q)?.[1] ?? '';
  if (object === 'Contact' || object === 'Lead') {
    const email = whereValue(q, 'Email')?.toLowerCase();
    if (!email) return { status: 400, body: [{ message: 'This query needs a WHERE Email = clause here', errorCode: 'MALFORMED_QUERY' }] };
    const row = ROWS.find((r) => r.type === object && r.Email.toLowerCase() === email);
    if (!row) return { status: 200, body: done([]) };
    const record = {
      attributes: { type: object, url: url(object, row.Id) },
      Id: row.Id,
      Name: row.Name,
      Email: row.Email,
      ...(object === 'Contact' ? { AccountId: row.AccountId } : { Company: row.Company, Status: 'Working - Contacted' }),
      OwnerId: toId('005', OWNERS.indexOf(row.owner) + 1 || 90 + Object.keys(NAMED_OWNERS).indexOf(row.owner)),
      Owner: owner(row.owner),
    };
    return { status: 200, body: done([record]) };
  }
  if (object === 'Opportunity') {
    const accountId = whereValue(q, 'AccountId');
    if (!accountId) return { status: 400, body: [{ message: 'This query needs a WHERE AccountId = clause here', errorCode: 'MALFORMED_QUERY' }] };
    const opp = openOpportunity(accountId);
    return { status: 200, body: done(opp ? [opp] : []) };
  }
  return { status: 400, body: [{ message: `sObject type '${object}' is not supported.`, errorCode: 'INVALID_TYPE' }] };
}

const routes: Route[] = [
  {
    method: 'GET',
    path: '/services/data/v59.0/query',
    handle: withLatency(
      'salesforce',
      requireBearer('salesforce', (req, res) => {
        const r = query(req.query.get('q') ?? '');
        res.json(r.status, r.body);
      }),
    ),
  },
  {
    // The record page a Highlights record link opens (a signed-in Salesforce user's browser; no API token).
    method: 'GET',
    path: /^\/lightning\/r\/(?<type>Contact|Lead)\/(?<id>\w+)\/view$/,
    handle(req, res) {
      const row = ROWS.find((r) => r.type === req.params.type && r.Id === req.params.id);
      if (!row) return res.html(404, '<!doctype html><title>Salesforce</title><p>Record not found</p>');
      res.html(200, `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(row.Name)} | ${row.type} | Salesforce</title></head><body style="font-family:system-ui;padding:24px"><p>${row.type}</p><h1>${escapeHtml(row.Name)}</h1><p>${escapeHtml(row.Email)}</p><p>Owner: ${escapeHtml(OWNER_NAMES[row.owner] ?? row.owner)}</p></body></html>`);
    },
  },
];

const served = serve(routes);

/** Mounted under /salesforce before api.ts: filtered queries and record pages here, everything else onwards. */
export function salesforceRecordSearch(req: IncomingMessage, res: ServerResponse, next: () => void) {
  const u = new URL(req.url ?? '/', 'http://fake');
  const isRecordPage = u.pathname.startsWith('/lightning/r/');
  const q = u.searchParams.get('q') ?? '';
  const isLookup = u.pathname === '/services/data/v59.0/query' && /\bFROM\s+(Contact|Lead|Opportunity)\s+WHERE\b/i.test(q);
  if (isRecordPage || isLookup) return served(req, res, next);
  next();
}
