// The fakes' authorization servers and their test hooks (/_oauth): expire an issuer's tokens, set or clear an API
// fault, list revocations. API fakes import requireBearer from here.
import { serve, type Route } from './http';
import { issuerRoutes } from './engine';
import { ISSUERS } from './issuers';
import { expireAll, store } from './store';

export { requireBearer } from './engine';
export { store as oauthStore } from './store';
export type { FakeRequest, FakeResponse, Route } from './http';
export { serve } from './http';

/** Authorization-server routes per provider prefix (mounted by mock-server/index.ts). */
export const issuerMiddleware = (issuer: string) => serve(issuerRoutes(ISSUERS[issuer]!));
export const ISSUER_PREFIXES = Object.keys(ISSUERS);

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
];
export const oauthHooks = serve(hooks);
