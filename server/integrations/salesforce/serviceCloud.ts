// Salesforce Service Cloud through the project's Salesforce connection: a Case (Web-to-Case style fields for the
// visitor, Origin 'Chat') and Knowledge search with SOSL. Errors are Salesforce's [{ message, errorCode }] arrays.
import { escapeSosl, shortSnippet } from '../../../src/domain/helpdesk/articles';
import { htmlToText } from '../../lib/html';
import type { HelpdeskArticle } from '../../../src/domain/helpdesk/schemas';
import { HelpdeskFailure, readJson } from '../helpdesk/failure';
import type { HelpdeskClient, NewTicket, ProviderCalls } from '../helpdesk/types';

const V = '/services/data/v59.0';

export function salesforceReason(body: unknown, status: number): string {
  const first = Array.isArray(body) ? body[0] : body;
  const b = (first && typeof first === 'object' ? first : {}) as Record<string, unknown>;
  const errors = Array.isArray(b.errors) ? (b.errors[0] as Record<string, unknown> | undefined) : undefined;
  const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
  return str(b.message) ?? str(errors?.message) ?? str(b.error_description) ?? str(b.error) ?? `Salesforce answered ${status}`;
}

export class ServiceCloudClient implements HelpdeskClient {
  constructor(private readonly calls: ProviderCalls) {}

  async createTicket(projectId: number, t: NewTicket): Promise<string> {
    const res = await this.calls.request(projectId, 'salesforce', `${V}/sobjects/Case`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ Subject: t.subject, Description: t.description, Origin: 'Chat', SuppliedName: t.requester.name, ...(t.requester.email ? { SuppliedEmail: t.requester.email } : {}) }),
    });
    const body = await readJson(res);
    if (!res.ok) throw new HelpdeskFailure('serviceCloud', salesforceReason(body, res.status), res.status);
    const b = (body ?? {}) as { id?: unknown; success?: unknown };
    if (b.success === false || typeof b.id !== 'string') throw new HelpdeskFailure('serviceCloud', salesforceReason(body, res.status), res.status);
    return b.id;
  }

  async searchArticles(projectId: number, keyword: string, limit: number): Promise<HelpdeskArticle[]> {
    const sosl = `FIND {${escapeSosl(keyword)}} IN ALL FIELDS RETURNING KnowledgeArticleVersion(Id, Title, Summary, UrlName, ArticleNumber WHERE PublishStatus='Online' AND Language='en_US') LIMIT ${limit}`;
    const res = await this.calls.request(projectId, 'salesforce', `${V}/search?${new URLSearchParams({ q: sosl })}`, { headers: { accept: 'application/json' } });
    const body = await readJson(res);
    if (!res.ok) throw new HelpdeskFailure('serviceCloud', salesforceReason(body, res.status), res.status);
    const records = (body as { searchRecords?: unknown } | null)?.searchRecords;
    // Articles are read by visitors on the org's Experience Cloud site: /s/article/<UrlName> on the instance host.
    const base = await this.calls.apiBase(projectId, 'salesforce');
    return (Array.isArray(records) ? records : [])
      .filter((r): r is Record<string, unknown> => !!r && typeof r === 'object' && typeof (r as Record<string, unknown>).UrlName === 'string')
      .map((r) => ({ id: String(r.Id), title: String(r.Title ?? ''), url: `${base}/s/article/${String(r.UrlName)}`, snippet: shortSnippet(htmlToText(String(r.Summary ?? ''))) }));
  }
}
