// The helpdesk calls of spec §7 through the shell's httpClient (bearer token, offline rule, one error toast per
// failure with §8's text).
import type { HelpdeskId } from '../../domain/helpdesk/providers';
import type { HelpdeskArticle, TicketAnswer, TicketInput } from '../../domain/helpdesk/schemas';
import { httpClient } from '../httpClient';

export const helpdeskApi = {
  createTicket: async (helpdesk: HelpdeskId, body: TicketInput) => (await httpClient<TicketAnswer>(`app/${helpdesk}/ticket`, { method: 'POST', body })).json,
  search: async (helpdesk: HelpdeskId, keyword: string) =>
    (await httpClient<{ articles: HelpdeskArticle[] }>(`app/${helpdesk}/knowledgesearch`, { query: { keyword } })).json.articles,
  /** Test mode's ticket (the tester is the requester, tagged parley_test); quiet: the transcript shows the failure. */
  testTicket: async (helpdesk: string, body: { subject: string; description: string }) =>
    (await httpClient<TicketAnswer>(`app/${helpdesk}/ticket/test`, { method: 'POST', body, notify: false })).json,
  /** Test mode's knowledge search; quiet like testTicket. */
  testSearch: async (helpdesk: string, keyword: string) =>
    (await httpClient<{ articles: HelpdeskArticle[] }>(`app/${helpdesk}/knowledgesearch`, { query: { keyword }, notify: false })).json.articles,
  integrationFlags: async () => (await httpClient<{ integrations: Record<string, boolean> }>('app/integration')).json.integrations,
};
