// The Highlights calls of spec §7 that are not records, through the shell's httpClient (bearer token, offline rule,
// one error toast per failure): a visitor's Highlights for the inbox panel and the subscription. The project's setup
// (templates and saved selection) is the react-admin record of ../highlightsSetupAdapter.ts.
import {
  HIGHLIGHTS_PATHS,
  type DoziSubscriptionAnswer,
  type VisitorHighlightsAnswer,
} from '../../domain/highlights';
import { httpClient } from '../httpClient';

export const highlightsKeys = {
  all: ['highlights'] as const,
  /** `signature`: the visitor's name, email and company as the inbox last saw them; `epoch`: the inbox's realtime
   *  (re)subscriptions. A change of either refetches. */
  visitor: (visitorId: string, signature: string, epoch = 0) => ['highlights', 'visitor', visitorId, signature, epoch] as const,
};

export const highlightsApi = {
  /** The panel polls while sources are pending: a failure there is shown in the panel, not toasted each time. */
  visitor: async (visitorId: string) => (await httpClient<VisitorHighlightsAnswer>(HIGHLIGHTS_PATHS.visitor(visitorId), { notify: false })).json,
  subscription: async () => (await httpClient<DoziSubscriptionAnswer>(HIGHLIGHTS_PATHS.subscription)).json.doziSubscriptionPlan,
};
