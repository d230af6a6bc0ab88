// The helpdesks as the inbox routes and the bot runtime use them: a ticket (case) or a knowledge search at the
// project's connected Zendesk or Service Cloud. Failures come out as ApiErrors in §8's shape: not connected (409),
// reconnect needed (409), or the provider's refusal with its own reason (502).
import type { FastifyBaseLogger } from 'fastify';
import { HELPDESKS, type HelpdeskId } from '../../../src/domain/helpdesk/providers';
import { HELPDESK_MSG } from '../../../src/domain/helpdesk/messages';
import type { HelpdeskArticle } from '../../../src/domain/helpdesk/schemas';
import { ApiError } from '../../plugins/errors';
import type { Integrations } from '../registry';
import { HelpdeskFailure } from './failure';
import { ServiceCloudClient } from './serviceCloud';
import type { HelpdeskClient, NewTicket } from './types';
import { ZendeskClient } from './zendesk';

export type { NewTicket } from './types';
export { HelpdeskFailure } from './failure';

/** SOSL refuses one-character terms; such a keyword finds nothing rather than showing Salesforce's error. */
const MIN_KEYWORD: Record<HelpdeskId, number> = { zendesk: 1, serviceCloud: 2 };

export class Helpdesk {
  private readonly clients: Record<HelpdeskId, HelpdeskClient>;

  constructor(integrations: Pick<Integrations, 'request' | 'apiBase'>, private readonly log: Pick<FastifyBaseLogger, 'warn'>) {
    this.clients = { zendesk: new ZendeskClient(integrations), serviceCloud: new ServiceCloudClient(integrations) };
  }

  /** The new ticket's (case's) id. */
  async createTicket(projectId: number, helpdesk: HelpdeskId, ticket: NewTicket): Promise<string> {
    return this.guard(projectId, helpdesk, 'ticket', () => this.clients[helpdesk].createTicket(projectId, ticket));
  }

  /** Articles for a keyword; a blank keyword is an empty list without a provider call. */
  async search(projectId: number, helpdesk: HelpdeskId, keyword: string, limit = 10): Promise<HelpdeskArticle[]> {
    const k = keyword.trim();
    if (k.length < MIN_KEYWORD[helpdesk]) return [];
    return this.guard(projectId, helpdesk, 'search', () => this.clients[helpdesk].searchArticles(projectId, k, limit));
  }

  private async guard<T>(projectId: number, helpdesk: HelpdeskId, what: 'ticket' | 'search', run: () => Promise<T>): Promise<T> {
    const name = HELPDESKS[helpdesk].name === 'Zendesk' ? 'Zendesk' : 'Service Cloud';
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
