// The Developers settings calls (issue 29; server contract: server/routes/api/keys.ts and webhooks.ts): API keys and
// webhook endpoints with their delivery log. Through httpClient, which toasts failures; pages toast successes.
import type { ApiKey, ApiKeyInput } from '../../domain/apiKeys/schemas';
import type { WebhookDelivery, WebhookEndpoint, WebhookEndpointInput } from '../../domain/webhooks/schemas';
import { httpClient } from '../httpClient';

const json = async <T>(p: Promise<{ json: T }>): Promise<T> => (await p).json;
const data = async <T>(p: Promise<{ json: { data: T } }>): Promise<T> => (await p).json.data;

export const DEVELOPERS_KEYS = {
  apiKeys: ['developers', 'apiKeys'] as const,
  webhooks: ['developers', 'webhooks'] as const,
  deliveries: (id: number) => ['developers', 'webhooks', id, 'deliveries'] as const,
};

export const developersApi = {
  apiKeys: () => data(httpClient<{ data: ApiKey[] }>('app/api-keys')),
  createApiKey: (input: ApiKeyInput) => data(httpClient<{ data: ApiKey & { secret: string } }>('app/api-keys', { method: 'POST', body: input })),
  revokeApiKey: (id: number) => data(httpClient<{ data: ApiKey }>(`app/api-keys/${id}`, { method: 'DELETE' })),
  webhooks: () => data(httpClient<{ data: WebhookEndpoint[] }>('app/webhooks')),
  createWebhook: (input: WebhookEndpointInput) => data(httpClient<{ data: WebhookEndpoint & { secret: string } }>('app/webhooks', { method: 'POST', body: input })),
  updateWebhook: (id: number, input: WebhookEndpointInput) => data(httpClient<{ data: WebhookEndpoint }>(`app/webhooks/${id}`, { method: 'PUT', body: input })),
  deleteWebhook: (id: number) => data(httpClient<{ data: WebhookEndpoint }>(`app/webhooks/${id}`, { method: 'DELETE' })),
  webhookSecret: async (id: number) => (await data(httpClient<{ data: { secret: string } }>(`app/webhooks/${id}/secret`))).secret,
  rotateWebhook: (id: number) => json(httpClient<{ data: WebhookEndpoint & { secret: string }; message: string }>(`app/webhooks/${id}/rotate`, { method: 'POST', body: {} })),
  deliveries: (id: number) => data(httpClient<{ data: WebhookDelivery[] }>(`app/webhooks/${id}/deliveries`)),
  resend: (id: number, deliveryId: number) => json(httpClient<{ message: string }>(`app/webhooks/${id}/resend`, { method: 'POST', body: { deliveryId } })),
};
