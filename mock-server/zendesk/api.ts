// Zendesk Support and Help Center REST as Parley's helpdesk calls them, in Zendesk's own paths and JSON: tickets
// (POST /api/v2/tickets.json → 201 { ticket }, GET /api/v2/tickets/{id}.json), Help Center article search
// (GET /api/v2/help_center/articles/search.json?query= → { results, count, ... }), 422 RecordInvalid with field
// details on bad input. Each mock server gets its own tickets. Test hooks (not Zendesk's): /__fault makes the API
// answer 500 or 503, /__tickets lists what was created, /__calls counts searches.
import { escapeHtml, type FakeRequest, type FakeResponse, type Route } from '../oauth/http';
import { requireBearer } from '../oauth/index';
import { ARTICLES, type SeedArticle } from './articles';

interface Ticket {
  id: number;
  subject: string;
  description: string;
  requester: { name: string | null; email: string | null };
  tags: string[];
  created_at: string;
}

type Details = Record<string, Array<{ description: string; error: string }>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim();
const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const words = (q: string) => q.toLowerCase().split(/\s+/).filter(Boolean);

/** Zendesk's error bodies for a server fault. */
const FAULTS: Record<number, { error: string; description: string }> = {
  500: { error: 'InternalError', description: 'Something went wrong on our end. Please try again later.' },
  503: { error: 'ServiceUnavailable', description: 'Zendesk is temporarily unavailable. Please try again in a few minutes.' },
};

function invalid(res: FakeResponse, details: Details) {
  res.json(422, { error: 'RecordInvalid', description: 'Record validation errors', details });
}

function snippet(a: SeedArticle, terms: string[]): string {
  const plain = escapeHtml(text(a.body)).slice(0, 160);
  return terms.reduce((s, t) => s.replace(new RegExp(`(${t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})`, 'ig'), '<em>$1</em>'), plain);
}

function articleJson(a: SeedArticle, base: string, terms: string[]) {
  const time = '2026-03-02T09:15:00Z';
  return {
    id: a.id,
    url: `${base}/api/v2/help_center/en-us/articles/${a.id}.json`,
    html_url: `${base}/hc/en-us/articles/${a.id}-${slug(a.title)}`,
    author_id: 35436,
    comments_disabled: false,
    draft: false,
    promoted: false,
    position: 0,
    vote_sum: 0,
    vote_count: 0,
    section_id: a.section,
    created_at: time,
    updated_at: time,
    edited_at: time,
    name: a.title,
    title: a.title,
    source_locale: 'en-us',
    locale: 'en-us',
    outdated: false,
    label_names: a.labels,
    body: a.body,
    snippet: snippet(a, terms),
    result_type: 'article',
  };
}

export function zendeskApi(): Route[] {
  const tickets: Ticket[] = [];
  let nextId = 1001;
  let searches = 0;
  let fault: { status: number; remaining: number } | null = null;

  /** The test fault, if armed: answers for the API and counts down. */
  const faulted = (res: FakeResponse): boolean => {
    if (!fault) return false;
    const body = FAULTS[fault.status] ?? FAULTS[500]!;
    res.json(fault.status, body, fault.status === 503 ? { 'retry-after': '60' } : {});
    if (--fault.remaining <= 0) fault = null;
    return true;
  };
  const api = (handle: (req: FakeRequest, res: FakeResponse) => void) => requireBearer('zendesk', (req, res) => (faulted(res) ? undefined : handle(req, res)));

  return [
    {
      method: 'POST',
      path: '/api/v2/tickets.json',
      handle: api((req, res) => {
        const t = (req.body.ticket ?? null) as Record<string, unknown> | null;
        if (!t || typeof t !== 'object') return invalid(res, { base: [{ description: 'Ticket: cannot be blank', error: 'BlankValue' }] });
        const subject = typeof t.subject === 'string' ? t.subject.trim() : '';
        const comment = (t.comment ?? {}) as Record<string, unknown>;
        const body = typeof comment.body === 'string' ? comment.body.trim() : typeof comment.html_body === 'string' ? text(comment.html_body) : '';
        const requester = (t.requester ?? {}) as Record<string, unknown>;
        const email = typeof requester.email === 'string' ? requester.email.trim() : null;
        const name = typeof requester.name === 'string' ? requester.name.trim() : null;
        const details: Details = {};
        if (!body) details.base = [{ description: 'Description: cannot be blank', error: 'BlankValue' }];
        if (email !== null && !EMAIL.test(email)) details.requester = [{ description: `Requester: Email ${email} is not properly formatted`, error: 'InvalidValue' }];
        if (subject.length > 255) details.subject = [{ description: 'Subject: is too long (maximum is 255 characters)', error: 'TooLong' }];
        if (Object.keys(details).length) return invalid(res, details);
        const tags = Array.isArray(t.tags) ? t.tags.filter((x): x is string => typeof x === 'string').map((x) => x.toLowerCase().replace(/\s+/g, '_')) : [];
        const ticket: Ticket = { id: nextId++, subject: subject || body.slice(0, 60), description: body, requester: { name, email }, tags, created_at: new Date().toISOString() };
        tickets.push(ticket);
        res.json(201, { ticket: ticketJson(ticket, req.base) }, { location: `${req.base}/api/v2/tickets/${ticket.id}.json` });
      }),
    },
    {
      method: 'GET',
      path: /^\/api\/v2\/tickets\/(?<id>\d+)\.json$/,
      handle: api((req, res) => {
        const ticket = tickets.find((t) => t.id === Number(req.params.id));
        if (!ticket) return res.json(404, { error: 'RecordNotFound', description: 'Not found' });
        res.json(200, { ticket: ticketJson(ticket, req.base) });
      }),
    },
    {
      method: 'GET',
      path: '/api/v2/help_center/articles/search.json',
      handle: api((req, res) => {
        searches += 1;
        const query = req.query.get('query');
        if (query === null || !query.trim()) return res.json(400, { error: 'InvalidSearch', description: 'query, category, section or label_names is required' });
        const terms = words(query);
        const haystack = (a: SeedArticle) => `${a.title} ${a.labels.join(' ')} ${text(a.body)}`.toLowerCase();
        const found = ARTICLES.filter((a) => terms.every((t) => haystack(a).includes(t))).sort(
          (a, b) => Number(terms.some((t) => b.title.toLowerCase().includes(t))) - Number(terms.some((t) => a.title.toLowerCase().includes(t))),
        );
        const perPage = Math.min(Math.max(Number(req.query.get('per_page') ?? 25) || 25, 1), 100);
        const page = Math.max(Number(req.query.get('page') ?? 1) || 1, 1);
        const results = found.slice((page - 1) * perPage, page * perPage).map((a) => articleJson(a, req.base, terms));
        const pageCount = Math.max(Math.ceil(found.length / perPage), 1);
        const link = (p: number) => `${req.base}/api/v2/help_center/articles/search.json?${new URLSearchParams({ query, page: String(p), per_page: String(perPage) })}`;
        res.json(200, { results, count: found.length, page, per_page: perPage, page_count: pageCount, next_page: page < pageCount ? link(page + 1) : null, previous_page: page > 1 ? link(page - 1) : null, sort_by: 'relevance', sort_order: 'desc' });
      }),
    },
    {
      // The public article page an inserted link opens (the customer's Help Center).
      method: 'GET',
      path: /^\/hc\/en-us\/articles\/(?<id>\d+)(-[a-z0-9-]*)?$/,
      handle(req, res) {
        const a = ARTICLES.find((x) => x.id === Number(req.params.id));
        if (!a) return res.html(404, '<!doctype html><title>Page not found</title><h1>Oops! The page you were looking for does not exist.</h1>');
        res.html(200, `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(a.title)} – Acme Help Center</title></head><body><main><h1>${escapeHtml(a.title)}</h1>${a.body}</main></body></html>`);
      },
    },
    // ---- test hooks (not Zendesk's) ----
    {
      method: 'POST',
      path: '/__fault',
      handle(req, res) {
        fault = { status: Number(req.body.status ?? 500), remaining: Number(req.body.times ?? 1000) };
        res.json(200, { ok: true });
      },
    },
    { method: 'DELETE', path: '/__fault', handle: (_req, res) => ((fault = null), res.json(200, { ok: true })) },
    { method: 'GET', path: '/__tickets', handle: (req, res) => res.json(200, { tickets: tickets.map((t) => ({ ...ticketJson(t, req.base), requester: t.requester })) }) },
    { method: 'GET', path: '/__calls', handle: (_req, res) => res.json(200, { searches }) },
  ];
}

function ticketJson(t: Ticket, base: string) {
  return {
    url: `${base}/api/v2/tickets/${t.id}.json`,
    id: t.id,
    external_id: null,
    type: null,
    subject: t.subject,
    raw_subject: t.subject,
    description: t.description,
    priority: null,
    status: 'new',
    requester_id: 9000 + t.id,
    submitter_id: 35436,
    assignee_id: null,
    tags: t.tags,
    via: { channel: 'api', source: { from: {}, to: {}, rel: null } },
    created_at: t.created_at,
    updated_at: t.created_at,
  };
}
