// What the helpdesk clients take and give, whichever provider sits behind them.
import type { HelpdeskId } from '../../../src/domain/helpdesk/providers';
import type { HelpdeskArticle } from '../../../src/domain/helpdesk/schemas';
import type { IntegrationKind } from '../../../src/domain/integrations/kinds';

export interface NewTicket {
  subject: string;
  description: string;
  requester: { name: string; email: string | null };
  /** Tags, for the helpdesks that have them (the others ignore them). */
  tags: string[];
}

export interface HelpdeskClient {
  /** The ticket's (case's) id at the provider. */
  createTicket(projectId: number, ticket: NewTicket): Promise<string>;
  searchArticles(projectId: number, keyword: string, limit: number): Promise<HelpdeskArticle[]>;
}

/** The slice of the integrations layer the clients use (fastify.integrations). */
export interface ProviderCalls {
  request(projectId: number, kind: IntegrationKind, path: string, init?: RequestInit): Promise<Response>;
  apiBase(projectId: number, kind: IntegrationKind): Promise<string>;
}

/** A provider's helpdesk capability: the helpdesk it is (src/domain/helpdesk/providers.ts) and its client. */
export interface HelpdeskCapability {
  id: HelpdeskId;
  /** As errors name it ("<name> could not be reached"). */
  name: string;
  /** What the bot's note says when the connection is missing. */
  notConnected: string;
  /** Shorter keywords find nothing without a provider call (some search languages refuse one character). */
  minKeyword: number;
  client(calls: ProviderCalls): HelpdeskClient;
}
