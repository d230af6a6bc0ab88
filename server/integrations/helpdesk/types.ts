// What the helpdesk clients take and give, whichever provider sits behind them.
import type { HelpdeskArticle } from '../../../src/domain/helpdesk/schemas';

export interface NewTicket {
  subject: string;
  description: string;
  requester: { name: string; email: string | null };
  /** Zendesk tags (Service Cloud ignores them). */
  tags: string[];
}

export interface HelpdeskClient {
  /** The ticket's (case's) id at the provider. */
  createTicket(projectId: number, ticket: NewTicket): Promise<string>;
  searchArticles(projectId: number, keyword: string, limit: number): Promise<HelpdeskArticle[]>;
}

/** The slice of the integrations layer the clients use (fastify.integrations). */
export interface ProviderCalls {
  request(projectId: number, kind: 'zendesk' | 'salesforce', path: string, init?: RequestInit): Promise<Response>;
  apiBase(projectId: number, kind: 'zendesk' | 'salesforce'): Promise<string>;
}
