// Issue 29: each seeded project also gets an API key with every scope, so the isolation suite calls the public API
// (/api/v1) as B's key with A's ids, as it calls /app as B's admin, agent and visitor; and a webhook endpoint with a
// delivery and its attempt (rows the suite's generic filler cannot chain: an attempt needs its delivery's id).
import type { FastifyInstance } from 'fastify';
import { API_SCOPE_KEYS } from '../../../src/domain/apiKeys/scopes';
import { call } from '../support/server';

export interface Platform {
  key: { id: number; secret: string };
  webhook: number;
}

export async function platformOf(app: FastifyInstance, s: { projectId: number; adminToken: string; marker: string }, receiverUrl: string): Promise<Platform> {
  const res = await call(app, 'POST', '/app/api-keys', { name: `${s.marker} key`, scopes: API_SCOPE_KEYS }, s.adminToken);
  if (res.statusCode !== 201) throw new Error(`api key: ${res.statusCode} ${res.body.slice(0, 200)}`);
  const hook = await call(app, 'POST', '/app/webhooks', { url: receiverUrl, events: ['message.created'], description: `${s.marker} hook` }, s.adminToken);
  if (hook.statusCode !== 201) throw new Error(`webhook: ${hook.statusCode} ${hook.body.slice(0, 200)}`);
  const endpointId = hook.json().data.id as number;
  const now = Math.floor(Date.now() / 1000);
  const [delivery] = await app.repos.webhooks.insertDeliveries([
    { project_id: s.projectId, endpoint_id: endpointId, message_id: `msg_${s.marker}`, event: 'message.created', payload: JSON.stringify({ marker: s.marker }), status: 'succeeded', next_attempt_at: null, created_at: now, updated_at: now },
  ]);
  await app.repos.webhooks.addAttempt({ project_id: s.projectId, delivery_id: delivery!.id, status_code: 200, latency_ms: 3, response: `${s.marker} ok`, ok: 1, created_at: now });
  return { key: res.json().data, webhook: endpointId };
}
