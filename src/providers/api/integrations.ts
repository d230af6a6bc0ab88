// The integrations calls that are actions, not records (server: server/routes/integrations.ts): connecting, syncing,
// the OAuth callbacks. The list and disconnecting are the 'integrations' resource (../integrationsAdapter.ts).
// httpClient toasts failures; pages toast successes.
import type { CallbackService, IntegrationKind, IntegrationSummary } from '../../domain/integrations/kinds';
import { httpClient } from '../httpClient';

export interface ConnectBody {
  credential?: string;
  clientId?: string;
  clientSecret?: string;
  baseUrl?: string;
  /** Confirms that connecting this calendar replaces the agent's other one. */
  replace?: boolean;
}
export interface CallbackAnswer {
  ok: boolean;
  account: string | null;
  message: string;
}

const json = async <T>(p: Promise<{ json: T }>): Promise<T> => (await p).json;

export const integrationsApi = {
  connect: (kind: IntegrationKind, body: ConnectBody) =>
    json(httpClient<{ authorizeUrl?: string; connected?: boolean }>(`app/integrations/${kind}/connect`, { method: 'POST', body })),
  sync: async (kind: IntegrationKind) => (await json(httpClient<{ summary: IntegrationSummary }>(`app/integrations/${kind}/sync`, { method: 'POST' }))).summary,
  /** The §7 callback calls: app/integration/<service>, app/oidc/<service>, app/msdynamics/generatetoken. */
  callback: (path: string, body: Record<string, unknown> | undefined) =>
    json(httpClient<CallbackAnswer>(path, { method: 'POST', ...(body ? { body } : {}) })),
};

export type { CallbackService };
