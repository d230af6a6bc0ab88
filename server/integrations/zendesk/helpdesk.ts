// Zendesk Support and Help Center through the project's connection: POST /api/v2/tickets.json and
// GET /api/v2/help_center/articles/search.json. A refusal keeps Zendesk's own reason (a 422's field details first).
import { shortSnippet } from '../../../src/domain/helpdesk/articles';
import { htmlToText } from '../../lib/html';
import type { HelpdeskArticle } from '../../../src/domain/helpdesk/schemas';
import { HelpdeskFailure, readJson } from '../helpdesk/failure';
import type { HelpdeskClient, NewTicket, ProviderCalls } from '../helpdesk/types';

/** Zendesk's error JSON: { error, description, details: { field: [{ description }] } } (or OAuth's). */
export function zendeskReason(body: unknown, status: number): string {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const details = b.details && typeof b.details === 'object' ? Object.values(b.details as Record<string, unknown>) : [];
  const detail = details.flat().find((d): d is { description: string } => !!d && typeof (d as { description?: unknown }).description === 'string');
  const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
  const err = b.error && typeof b.error === 'object' ? (b.error as Record<string, unknown>) : null;
  return detail?.description ?? str(b.description) ?? str(b.error_description) ?? str(err?.message) ?? str(b.error) ?? `Zendesk answered ${status}`;
}

export class ZendeskClient implements HelpdeskClient {
  constructor(private readonly calls: ProviderCalls) {}

  async createTicket(projectId: number, t: NewTicket): Promise<string> {
    const requester = t.requester.email ? { name: t.requester.name, email: t.requester.email } : null;
    const res = await this.calls.request(projectId, 'zendesk', '/api/v2/tickets.json', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      // Without an email Zendesk cannot tell who the visitor is: the connected agent stays the requester.
      body: JSON.stringify({ ticket: { subject: t.subject, comment: { body: t.description }, ...(requester ? { requester } : {}), tags: t.tags } }),
    });
    const body = await readJson(res);
    if (!res.ok) throw new HelpdeskFailure('zendesk', zendeskReason(body, res.status), res.status);
    const id = (body as { ticket?: { id?: unknown } } | null)?.ticket?.id;
    if (typeof id !== 'number' && typeof id !== 'string') throw new HelpdeskFailure('zendesk', 'Zendesk answered without a ticket id', res.status);
    return String(id);
  }

  async searchArticles(projectId: number, keyword: string, limit: number): Promise<HelpdeskArticle[]> {
    const query = new URLSearchParams({ query: keyword, per_page: String(limit) });
    const res = await this.calls.request(projectId, 'zendesk', `/api/v2/help_center/articles/search.json?${query}`, { headers: { accept: 'application/json' } });
    const body = await readJson(res);
    if (!res.ok) throw new HelpdeskFailure('zendesk', zendeskReason(body, res.status), res.status);
    const results = (body as { results?: unknown } | null)?.results;
    return (Array.isArray(results) ? results : [])
      .filter((r): r is Record<string, unknown> => !!r && typeof r === 'object' && typeof (r as Record<string, unknown>).html_url === 'string')
      .slice(0, limit)
      .map((r) => ({ id: String(r.id), title: String(r.title ?? r.name ?? ''), url: String(r.html_url), snippet: shortSnippet(htmlToText(String(r.snippet ?? r.body ?? ''))) }));
  }
}
