// The helpdesks as the inbox routes and the bot runtime use them: a ticket (case) or a knowledge search at the
// project's connected helpdesk (a provider's `helpdesk` capability, in its folder). Failures come out as ApiErrors in §8's shape: not connected (409),
// reconnect needed (409), or the provider's refusal with its own reason (502).
import type { FastifyBaseLogger } from 'fastify';
import type { HelpdeskId } from '../../../src/domain/helpdesk/providers';
import { HELPDESK_MSG } from '../../../src/domain/helpdesk/messages';
import type { HelpdeskArticle } from '../../../src/domain/helpdesk/schemas';
import { ApiError } from '../../lib/apiError';
import { PROVIDER_LIST } from '../providers/index';
import type { Integrations } from '../registry';
import { HelpdeskFailure } from './failure';
import type { HelpdeskCapability, HelpdeskClient, NewTicket } from './types';

export type { NewTicket } from './types';
export { HelpdeskFailure } from './failure';

const HELPDESK_CAPABILITIES = new Map(PROVIDER_LIST.flatMap((p) => (p.helpdesk ? [[p.helpdesk.id, p.helpdesk] as const] : [])));

/** The capability of a helpdesk id (every id of src/domain/helpdesk has a provider: a unit test checks it). */
export function helpdeskOf(id: HelpdeskId): HelpdeskCapability {
  const found = HELPDESK_CAPABILITIES.get(id);
  if (!found) throw new Error(`no provider for helpdesk ${id}`);
  return found;
}

export class Helpdesk {
  private readonly clients: Map<HelpdeskId, HelpdeskClient>;

  constructor(integrations: Pick<Integrations, 'request' | 'apiBase'>, private readonly log: Pick<FastifyBaseLogger, 'warn'>) {
    this.clients = new Map([...HELPDESK_CAPABILITIES].map(([id, h]) => [id, h.client(integrations)]));
  }

  private client(id: HelpdeskId): HelpdeskClient {
    const client = this.clients.get(id);
    if (!client) throw new Error(`no provider for helpdesk ${id}`);
    return client;
  }

  /** The new ticket's (case's) id. */
  async createTicket(projectId: number, helpdesk: HelpdeskId, ticket: NewTicket): Promise<string> {
    return this.guard(projectId, helpdesk, 'ticket', () => this.client(helpdesk).createTicket(projectId, ticket));
  }

  /** Articles for a keyword; a blank keyword is an empty list without a provider call. */
  async search(projectId: number, helpdesk: HelpdeskId, keyword: string, limit = 10): Promise<HelpdeskArticle[]> {
    const k = keyword.trim();
    if (k.length < helpdeskOf(helpdesk).minKeyword) return [];
    return this.guard(projectId, helpdesk, 'search', () => this.client(helpdesk).searchArticles(projectId, k, limit));
  }

  private async guard<T>(projectId: number, helpdesk: HelpdeskId, what: 'ticket' | 'search', run: () => Promise<T>): Promise<T> {
    const name = helpdeskOf(helpdesk).name;
    try {
      return await run();
    } catch (err) {
      if (err instanceof ApiError) throw err; // not connected / reconnect: the integrations layer's own texts
      const reason = err instanceof HelpdeskFailure ? err.reason : `${name} could not be reached`;
      this.log.warn({ projectId, helpdesk, what, status: err instanceof HelpdeskFailure ? err.status : null, reason }, 'helpdesk call failed');
      throw new ApiError(502, what === 'ticket' ? HELPDESK_MSG.ticketFailed(name, reason) : HELPDESK_MSG.searchFailed(name, reason));
    }
  }
}
