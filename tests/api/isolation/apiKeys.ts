// Issue 29: each seeded project also gets an API key with every scope, so the isolation suite calls the public API
// (/api/v1) as B's key with A's ids, as it calls /app as B's admin, agent and visitor.
import type { FastifyInstance } from 'fastify';
import { API_SCOPE_KEYS } from '../../../src/domain/apiKeys/scopes';
import { call } from '../support/server';

export async function apiKeyOf(app: FastifyInstance, adminToken: string, marker: string): Promise<{ id: number; secret: string }> {
  const res = await call(app, 'POST', '/app/api-keys', { name: `${marker} key`, scopes: API_SCOPE_KEYS }, adminToken);
  if (res.statusCode !== 201) throw new Error(`api key: ${res.statusCode} ${res.body.slice(0, 200)}`);
  return res.json().data;
}
