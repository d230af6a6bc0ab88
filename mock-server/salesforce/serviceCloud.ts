// Salesforce Service Cloud as Parley's helpdesk calls it, in Salesforce's REST shapes: create a Case
// (POST /services/data/v59.0/sobjects/Case → 201 { id, success, errors }, read it back with its CaseNumber) and
// search Knowledge with SOSL (GET /services/data/v59.0/search?q=FIND {…} RETURNING KnowledgeArticleVersion(…)
// → { searchRecords }). Errors are Salesforce's arrays of { message, errorCode[, fields] }. Each mock server gets
// its own cases. Test hooks (not Salesforce's) under /__servicecloud: fault (500/503), cases, calls.
import type { FakeRequest, FakeResponse, Route } from '../oauth/http';
import { requireBearer } from '../oauth/index';
import { KNOWLEDGE } from './knowledge';

const V = '/services/data/v59.0';
const CASE_FIELDS = new Set(['Subject', 'Description', 'SuppliedName', 'SuppliedEmail', 'SuppliedCompany', 'Origin', 'Status', 'Priority', 'Type', 'Reason', 'ContactId', 'AccountId']);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const FAULTS: Record<number, Array<{ message: string; errorCode: string }>> = {
  500: [{ message: 'An unexpected error occurred. Please include this ErrorId if you contact support: 1482503776-27163 (-1105563283)', errorCode: 'UNKNOWN_EXCEPTION' }],
  503: [{ message: 'Server is temporarily unavailable. Please try again later.', errorCode: 'SERVER_UNAVAILABLE' }],
};

type CaseRecord = Record<string, unknown> & { Id: string; CaseNumber: string };

/** The search term of a SOSL `FIND {…}` clause, with its backslash escapes undone; null when there is none. */
export function soslTerm(q: string): string | null {
  const m = /^\s*FIND\s+\{((?:\\.|[^\\}])*)\}/i.exec(q);
  return m ? m[1]!.replace(/\\(.)/g, '$1') : null;
}

export function serviceCloudApi(): Route[] {
  const cases: CaseRecord[] = [];
  let searches = 0;
  let fault: { status: number; remaining: number } | null = null;
  const faulted = (res: FakeResponse): boolean => {
    if (!fault) return false;
    res.json(fault.status, FAULTS[fault.status] ?? FAULTS[500]!);
    if (--fault.remaining <= 0) fault = null;
    return true;
  };
  const api = (handle: (req: FakeRequest, res: FakeResponse) => void) => requireBearer('salesforce', (req, res) => (faulted(res) ? undefined : handle(req, res)));

  return [
    {
      method: 'POST',
      path: `${V}/sobjects/Case`,
      handle: api((req, res) => {
        const unknown = Object.keys(req.body).find((k) => !CASE_FIELDS.has(k));
        if (unknown) return res.json(400, [{ message: `No such column '${unknown}' on sobject of type Case`, errorCode: 'INVALID_FIELD' }]);
        const email = req.body.SuppliedEmail;
        if (email !== undefined && email !== null && (typeof email !== 'string' || !EMAIL.test(email)))
          return res.json(400, [{ message: `Web Email: invalid email address: ${String(email)}`, errorCode: 'INVALID_EMAIL_ADDRESS', fields: ['SuppliedEmail'] }]);
        if (typeof req.body.Subject === 'string' && req.body.Subject.length > 255)
          return res.json(400, [{ message: 'Subject: data value too large (max length=255)', errorCode: 'STRING_TOO_LONG', fields: ['Subject'] }]);
        const n = cases.length + 1;
        const record: CaseRecord = { ...req.body, Id: `5005g00000${String(n).padStart(5, '0')}AAA`, CaseNumber: String(1025 + n).padStart(8, '0'), Status: req.body.Status ?? 'New' };
        cases.push(record);
        res.json(201, { id: record.Id, success: true, errors: [] });
      }),
    },
    {
      method: 'GET',
      path: new RegExp(`^${V.replace(/\./g, '\\.')}/sobjects/Case/(?<id>\\w+)$`),
      handle: api((req, res) => {
        const record = cases.find((c) => c.Id === req.params.id);
        if (!record) return res.json(404, [{ errorCode: 'NOT_FOUND', message: 'The requested resource does not exist' }]);
        res.json(200, { attributes: { type: 'Case', url: `${V}/sobjects/Case/${record.Id}` }, ...record });
      }),
    },
    {
      method: 'GET',
      path: `${V}/search`,
      handle: api((req, res) => {
        searches += 1;
        const q = req.query.get('q') ?? '';
        const term = soslTerm(q);
        if (term === null) return res.json(400, [{ message: "unexpected token: '<EOF>'", errorCode: 'MALFORMED_SEARCH' }]);
        if (term.replace(/[*?]/g, '').trim().length < 2) return res.json(400, [{ message: `search term must be longer than one character: ${term}`, errorCode: 'MALFORMED_SEARCH' }]);
        if (!/RETURNING\s+KnowledgeArticleVersion\b/i.test(q)) return res.json(200, { searchRecords: [] });
        const limit = Number(/\bLIMIT\s+(\d+)/i.exec(q)?.[1] ?? 25);
        // Punctuation (grouping, wildcards, quotes) only shapes the query: the words are what match.
        const terms = term.toLowerCase().replace(/[^\p{L}\p{N}\s@.]/gu, ' ').split(/\s+/).filter(Boolean);
        const found = KNOWLEDGE.filter((k) => terms.every((t) => `${k.Title} ${k.Summary} ${k.keywords.join(' ')}`.toLowerCase().includes(t)));
        res.json(200, {
          searchRecords: found.slice(0, limit).map((k) => ({
            attributes: { type: 'KnowledgeArticleVersion', url: `${V}/sobjects/KnowledgeArticleVersion/${k.Id}` },
            Id: k.Id,
            KnowledgeArticleId: k.KnowledgeArticleId,
            ArticleNumber: k.ArticleNumber,
            Title: k.Title,
            UrlName: k.UrlName,
            Summary: k.Summary,
          })),
        });
      }),
    },
    {
      // The Experience Cloud page an inserted article link opens.
      method: 'GET',
      path: /^\/s\/article\/(?<name>[a-z0-9-]+)$/,
      handle(req, res) {
        const k = KNOWLEDGE.find((x) => x.UrlName === req.params.name);
        if (!k) return res.html(404, '<!doctype html><title>Invalid Page</title><h1>Invalid Page</h1>');
        res.html(200, `<!doctype html><html><head><meta charset="utf-8"><title>${k.Title}</title></head><body><main><h1>${k.Title}</h1><p>${k.Summary}</p></main></body></html>`);
      },
    },
    // ---- test hooks (not Salesforce's) ----
    {
      method: 'POST',
      path: '/__servicecloud/fault',
      handle(req, res) {
        fault = { status: Number(req.body.status ?? 500), remaining: Number(req.body.times ?? 1000) };
        res.json(200, { ok: true });
      },
    },
    { method: 'DELETE', path: '/__servicecloud/fault', handle: (_req, res) => ((fault = null), res.json(200, { ok: true })) },
    { method: 'GET', path: '/__servicecloud/cases', handle: (_req, res) => res.json(200, { cases }) },
    { method: 'GET', path: '/__servicecloud/calls', handle: (_req, res) => res.json(200, { searches }) },
  ];
}
