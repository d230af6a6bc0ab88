// Bearer-token sessions: resolves the caller once per request and offers guards built on the same pure
// permission function the dashboard uses (src/domain/permissions.ts).
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { canAccessPath, flattenPermissions, type AccessAction, type PermissionPath } from '../../src/domain/permissions';
import type { Repositories } from '../db/repositories/index';
import { nowSeconds } from '../lib/clock';
import { hashToken } from '../lib/tokens';
import { forbidden, unauthorized } from './errors';
import type { Caller } from '../lib/caller';

/** Routes of the widget's API (server/routes/visitor.ts): no agent caller there. */
const VISITOR_ROUTES = '/app/visitor/';
/** The public API (server/routes/api): API keys, never sessions (server/plugins/apiKeyAuth.ts). */
const PUBLIC_API_ROUTES = '/api/v1/';

export type { Caller };

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

async function resolveCaller(repos: Repositories, token: string): Promise<Caller | null> {
  const tokenHash = hashToken(token);
  const session = await repos.sessions.findActive(tokenHash, nowSeconds());
  if (!session) return null;
  const user = await repos.users.findById(session.user_id);
  if (!user) return null;
  const role = await repos.roles.findInProject(user.project_id, user.role_id);
  return {
    userId: user.id,
    projectId: user.project_id,
    isCSUser: user.is_cs_user === 1,
    sessionKind: session.kind,
    tokenHash,
    flat: flattenPermissions(role?.permissions),
  };
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { repos: Repositories }) => {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request) => {
    // The visitor API's bearer tokens are visitors', never agent sessions: looking them up as sessions costs a
    // query per request for nothing. Matched on the route pattern (not the raw URL), so no agent route is skipped.
    if (request.routeOptions.url?.startsWith(VISITOR_ROUTES) || request.routeOptions.url?.startsWith(PUBLIC_API_ROUTES)) return;
    const token = bearerToken(request);
    request.caller = token ? await resolveCaller(opts.repos, token) : null;
  });
});

/** The caller of an authenticated route (the guard below ran first). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}

/** preHandler: a valid session is required. */
export const requireAuth: preHandlerAsyncHookHandler = async (request) => {
  callerOf(request);
};

/** Throws 401 without a caller, 403 when the caller's tree does not grant `action` on `path`. */
export function assertPermission(request: FastifyRequest, path: PermissionPath, action: AccessAction = 'read'): void {
  const caller = callerOf(request);
  if (!canAccessPath(caller.flat, path, action)) throw forbidden();
}

/** preHandler: the caller's role must grant this node of the permission tree. */
export function requirePermission(path: PermissionPath, action: AccessAction = 'read'): preHandlerAsyncHookHandler {
  return async (request) => assertPermission(request, path, action);
}

/** preHandler: customer-success users only. */
export const requireCSUser: preHandlerAsyncHookHandler = async (request) => {
  if (!callerOf(request).isCSUser) throw forbidden();
};
