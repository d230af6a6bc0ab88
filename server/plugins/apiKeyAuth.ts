// Key authentication of the public API (/api/v1, issue 29), registered inside that prefix only. Every call:
//   1. the bearer secret is looked up by hash (no cache: a revoked key is refused at once on every node);
//   2. it is counted against the key's own rate limit (rate-limiter-flexible: memory, Redis in cluster mode);
//   3. the route's declared scopes must all be the key's (a route without `config.scopes` is refused: fail closed);
//   4. the call is written to the audit log once answered (key, method, route, status; never the secret).
// The request's caller is the key's project and creator with its scopes' permissions only, so the existing services
// (and their project checks) run unchanged.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_KEY_MSG } from '../../src/domain/apiKeys/schemas';
import { hasScopes, type ApiScope } from '../../src/domain/apiKeys/scopes';
import type { ApiKeys, KeyCaller } from '../services/apiKeys/apiKeys';
import type { AuditLog } from '../services/audit/auditLog';
import type { RateLimits } from '../lib/rateLimits';
import { ApiError } from '../lib/apiError';
import { bearerToken } from './auth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Scopes an API key needs for this public route; `'public'` for the documentation (no key). */
    scopes?: readonly ApiScope[] | 'public';
  }
  interface FastifyRequest {
    apiKey: KeyCaller['apiKey'] | null;
  }
}

export interface ApiKeyAuthOptions {
  apiKeys: ApiKeys;
  audit: AuditLog;
  limits: RateLimits;
  /** Calls a minute per key. */
  perMinute: number;
  /** Route patterns anyone may read without a key (the OpenAPI document and its reference page). */
  open?: (url: string) => boolean;
}

/** Adds the hooks to `app`, the /api/v1 scope (its hooks reach only the routes registered in it). */
export function guardWithApiKeys(app: FastifyInstance, opts: ApiKeyAuthOptions): void {
  const limit = opts.limits.limit('api-key', { points: opts.perMinute, windowSeconds: 60 });
  app.decorateRequest('apiKey', null);

  app.addHook('onRequest', async (req: FastifyRequest, reply) => {
    const scopes = req.routeOptions.config?.scopes;
    if (scopes === 'public' || opts.open?.(req.routeOptions.url ?? '')) return;
    req.caller = null;
    const secret = bearerToken(req);
    const caller = secret ? await opts.apiKeys.authenticate(secret, req.ip) : null;
    if (!caller) throw new ApiError(401, API_KEY_MSG.invalidKey);
    const { allowed, retryAfterSeconds } = await limit.take(String(caller.apiKey.id));
    if (!allowed) {
      reply.header('retry-after', String(retryAfterSeconds));
      throw new ApiError(429, API_KEY_MSG.rateLimited);
    }
    req.caller = caller;
    req.apiKey = caller.apiKey;
    if (!scopes || !hasScopes(caller.apiKey.scopes, scopes)) throw new ApiError(403, API_KEY_MSG.missingScope);
  });

  app.addHook('onResponse', async (req, reply) => {
    const key = req.apiKey;
    if (!key || !req.caller) return;
    await opts.audit
      .record({
        projectId: req.caller.projectId,
        actor: { id: req.caller.userId || null, name: `API key ${key.name}`, email: '' },
        action: 'apikey.call',
        target: { type: 'apiKey', id: String(key.id), label: key.name },
        summary: { changes: [], details: { method: req.method, route: req.routeOptions.url ?? '', status: reply.statusCode } },
        ip: req.ip,
      })
      .catch((err: unknown) => req.log.warn({ err }, 'audit of an API call failed'));
  });
}
