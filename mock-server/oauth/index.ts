// The fakes' authorization servers and their test hooks (/_oauth): expire an issuer's tokens, set or clear an API
// fault, list revocations, hand out the demo's offline grant. API fakes import requireBearer from here.
import { serve, type Route } from './http';
import { issuerRoutes } from './engine';
import { ISSUERS } from './issuers';
import { expireAll, offlineGrant, store } from './store';

export { requireBearer } from './engine';
export { store as oauthStore } from './store';
export type { FakeRequest, FakeResponse, Route } from './http';
export { serve } from './http';

/** An issuer's authorization-server routes (mounted by mock-server/index.ts under /<issuer>). */
export const issuerMiddleware = (issuer: string) => serve(issuerRoutes(ISSUERS[issuer]!));

/** A refresh token of the issuer's demo app for `account` (the demo keeps its admin's calendar connected with it). */
export function demoGrant(issuer: string, account: string, scope: string): string {
  const spec = ISSUERS[issuer];
  const clientId = Object.keys(spec?.clients ?? {})[0];
  if (!spec || !clientId) throw new Error(`no demo app registered at the ${issuer} fake`);
  return offlineGrant(issuer, clientId, account, scope, spec.ttl);
}

const hooks: Route[] = [
  { method: 'POST', path: '/expire', handle: (req, res) => res.json(200, { expired: expireAll(String(req.body.issuer ?? '')) }) },
  {
    method: 'POST',
    path: '/fault',
    handle(req, res) {
      store.faults.set(String(req.body.provider), { status: Number(req.body.status ?? 500), body: req.body.body ?? { error: 'server_error' } });
      res.json(200, { ok: true });
    },
  },
  { method: 'DELETE', path: '/fault', handle: (req, res) => (store.faults.delete(String(req.query.get('provider'))), res.json(200, { ok: true })) },
  { method: 'GET', path: '/revoked', handle: (_req, res) => res.json(200, { revoked: store.revoked }) },
  // The demo's grant when the fakes run in their own process (npm run start:cluster: one set for every node).
  {
    method: 'POST',
    path: '/grant',
    handle(req, res) {
      const { issuer, account, scope } = req.body as Record<string, unknown>;
      if (typeof issuer !== 'string' || !ISSUERS[issuer] || typeof account !== 'string' || typeof scope !== 'string') return res.json(400, { error: 'issuer, account and scope are required' });
      res.json(200, { refresh_token: demoGrant(issuer, account, scope) });
    },
  },
];
export const oauthHooks = serve(hooks);
