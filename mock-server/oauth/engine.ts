// The authorization server of one provider fake: the authorize page (Allow / Deny), the token endpoint with the
// checks the real provider makes (client id and secret, redirect uri, code reuse and expiry, refresh tokens),
// revocation, and requireBearer for the provider's API routes.
import crypto from 'node:crypto';
import { escapeHtml, type FakeRequest, type FakeResponse, type Route } from './http';
import { issueCode, issueTokens, nowSeconds, random, revokeToken, store, validToken } from './store';
import { ISSUERS, issuerOf, type IssuerSpec } from './issuers';

function clientOf(spec: IssuerSpec, req: FakeRequest): { id: string; secret: string } | null {
  const auth = req.headers.authorization;
  if (auth?.startsWith('Basic ') && spec.clientAuth !== 'body') {
    // RFC 6749 §2.3.1: the id and secret are form-urlencoded before they are joined (clients may encode '-' too).
    const [rawId, rawSecret] = Buffer.from(auth.slice(6), 'base64').toString('utf8').split(':');
    const decode = (v: string) => decodeURIComponent(v.replace(/\+/g, ' '));
    const id = rawId ? decode(rawId) : '';
    return id ? { id, secret: decode(rawSecret ?? '') } : null;
  }
  const id = req.body.client_id ?? req.query.get('client_id');
  const secret = req.body.client_secret ?? req.query.get('client_secret');
  return typeof id === 'string' ? { id, secret: typeof secret === 'string' ? secret : '' } : null;
}

function consentPage(spec: IssuerSpec, req: FakeRequest, fields: Record<string, string>, scope: string): string {
  const hidden = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(spec.appName)} – Authorize Parley</title>
<style>body{font-family:system-ui,sans-serif;background:#f4f5f7;display:grid;place-items:center;height:100vh;margin:0}
main{background:#fff;padding:32px 40px;border-radius:12px;box-shadow:0 4px 24px #0002;max-width:420px}
h1{font-size:20px}button{font-size:15px;padding:8px 20px;border-radius:6px;border:1px solid #888;margin-right:8px;cursor:pointer}
button[value=allow]{background:#0b5cff;color:#fff;border-color:#0b5cff}</style></head>
<body><main><h1>${escapeHtml(spec.appName)}</h1><p><strong>Parley</strong> wants to access your ${escapeHtml(spec.appName)} account
<em>${escapeHtml(fields.login_hint || spec.account)}</em>.</p><p>Permissions: ${escapeHtml(scope || 'default')}</p>
<form method="post" action="${escapeHtml(req.base)}/__consent">${hidden}
<button name="decision" value="allow">Allow</button><button name="decision" value="deny">Deny</button></form></main></body></html>`;
}

function withQuery(uri: string, params: Record<string, string>): string {
  const u = new URL(uri);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.toString();
}

export function issuerRoutes(spec: IssuerSpec): Route[] {
  const routes: Route[] = [];
  const authorize = (req: FakeRequest, res: FakeResponse, mode: 'code' | 'adminConsent') => {
    const clientId = req.query.get('client_id') ?? '';
    const redirectUri = req.query.get('redirect_uri') ?? '';
    if (!spec.clients[clientId]) return res.html(400, `<h1>${escapeHtml(spec.appName)}</h1><p>Unknown client_id: the app is not registered.</p>`);
    if (!/^https?:\/\//.test(redirectUri)) return res.html(400, `<h1>${escapeHtml(spec.appName)}</h1><p>Invalid redirect_uri.</p>`);
    if (mode === 'code' && spec.issuer !== 'slack' && req.query.get('response_type') !== 'code') return res.html(400, '<p>unsupported_response_type</p>');
    // Google and Microsoft sign in the account named by login_hint (each agent connects their own calendar).
    const hint = req.query.get('login_hint') ?? '';
    const loginHint = /^[^@\s]+@[^@\s]+$/.test(hint) ? hint : '';
    // PKCE (RFC 7636): S256 or plain; an unknown method is refused as the providers do.
    const codeChallenge = req.query.get('code_challenge') ?? '';
    const codeChallengeMethod = codeChallenge ? (req.query.get('code_challenge_method') ?? 'plain') : '';
    if (codeChallenge && !['S256', 'plain'].includes(codeChallengeMethod)) return res.html(400, '<p>invalid_request: unsupported code_challenge_method</p>');
    res.html(
      200,
      consentPage(
        spec,
        req,
        { client_id: clientId, redirect_uri: redirectUri, state: req.query.get('state') ?? '', scope: req.query.get('scope') ?? '', mode, tenant: req.params.tenant ?? '', login_hint: loginHint, code_challenge: codeChallenge, code_challenge_method: codeChallengeMethod },
        req.query.get('scope') ?? '',
      ),
    );
  };
  if (spec.authorizePath) routes.push({ method: 'GET', path: spec.authorizePath, handle: (req, res) => authorize(req, res, 'code') });
  if (spec.adminConsentPath) routes.push({ method: 'GET', path: spec.adminConsentPath, handle: (req, res) => authorize(req, res, 'adminConsent') });

  routes.push({
    method: 'POST',
    path: '/__consent',
    handle(req, res) {
      const f = req.body as Record<string, string>;
      const state = f.state ?? '';
      if (!spec.clients[f.client_id ?? '']) return res.html(400, '<p>Unknown client</p>');
      if (f.decision !== 'allow') {
        return res.redirect(withQuery(f.redirect_uri!, { error: 'access_denied', error_description: 'The user denied access to Parley', state }));
      }
      if (f.mode === 'adminConsent') {
        // The signed-in admin consents for their own tenant, which the redirect names.
        const tenant = spec.tenants?.consent(f.client_id!, f.tenant || 'organizations', f.login_hint || spec.account) ?? null;
        if (!tenant) return res.redirect(withQuery(f.redirect_uri!, { error: 'access_denied', error_description: 'AADSTS50020: The signed-in admin is not a member of that tenant', state }));
        return res.redirect(withQuery(f.redirect_uri!, { tenant, state, admin_consent: 'True' }));
      }
      const code = issueCode({
        issuer: spec.issuer,
        clientId: f.client_id!,
        redirectUri: f.redirect_uri!,
        scope: f.scope ?? '',
        account: f.login_hint || spec.account,
        ...(f.code_challenge ? { codeChallenge: f.code_challenge, codeChallengeMethod: f.code_challenge_method || 'plain' } : {}),
      });
      res.redirect(withQuery(f.redirect_uri!, { code, state, ...(spec.redirectExtras?.(req) ?? {}) }));
    },
  });

  routes.push({
    method: 'POST',
    path: spec.tokenPath,
    handle(req, res): void {
      const fail = (code: Parameters<IssuerSpec['tokenError']>[0], description: string) => {
        const e = spec.tokenError(code, description);
        res.json(e.status, e.body);
      };
      const client = clientOf(spec, req);
      if (!client || spec.clients[client.id] === undefined) return fail('invalid_client', 'Unknown client');
      if (spec.clients[client.id] !== client.secret) return fail('invalid_client', 'Invalid client secret');
      const grant = String(req.body.grant_type ?? req.query.get('grant_type') ?? (spec.issuer === 'slack' && req.body.code ? 'authorization_code' : ''));
      const respond = (account: string, scope: string, tenant?: string) => {
        const t = issueTokens({ issuer: spec.issuer, clientId: client.id, account, scope, tenant }, spec.ttl);
        res.json(200, spec.tokenResponse({ ...t, scope, grant }, req));
        return t;
      };
      if (grant === 'authorization_code') {
        const code = store.codes.get(String(req.body.code ?? req.query.get('code') ?? ''));
        if (!code || code.issuer !== spec.issuer) return fail('invalid_grant', 'The authorization code is invalid');
        if (code.used) {
          // A replayed code: refuse it and revoke what it issued (a code thief and the client cannot both use it).
          for (const at of code.tokens) revokeToken(spec.issuer, at);
          return fail('invalid_grant', 'The authorization code was already redeemed');
        }
        if (code.expiresAt <= nowSeconds()) return fail('invalid_grant', 'The authorization code has expired');
        if (code.clientId !== client.id) return fail('invalid_grant', 'The code was issued to another client');
        const redirectUri = String(req.body.redirect_uri ?? req.query.get('redirect_uri') ?? '');
        if (redirectUri !== code.redirectUri) return fail('redirect_uri_mismatch', 'redirect_uri does not match the authorization request');
        if (code.codeChallenge) {
          // A code issued for a PKCE challenge is redeemed only with its verifier (RFC 7636 §4.6).
          const verifier = String(req.body.code_verifier ?? '');
          const proof = code.codeChallengeMethod === 'S256' ? crypto.createHash('sha256').update(verifier).digest('base64url') : verifier;
          if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier) || proof !== code.codeChallenge) return fail('invalid_grant', 'PKCE verification failed: code_verifier does not match the code_challenge');
        }
        code.used = true;
        if (spec.idToken && code.scope.split(/[ ,]/).includes('openid')) {
          // OpenID Connect: the answer carries the ID token of the account that signed in.
          const t = issueTokens({ issuer: spec.issuer, clientId: client.id, account: code.account, scope: code.scope }, spec.ttl);
          res.json(200, { ...spec.tokenResponse({ ...t, scope: code.scope, grant }, req), id_token: spec.idToken(client.id, code.account) });
          code.tokens.push(t.access);
          return;
        }
        code.tokens.push(respond(code.account, code.scope).access);
        return;
      }
      if (grant === 'refresh_token') {
        const token = String(req.body.refresh_token ?? req.query.get('refresh_token') ?? '');
        const r = store.refresh.get(token);
        if (!r || r.revoked || r.issuer !== spec.issuer || r.clientId !== client.id) return fail('invalid_grant', 'The refresh token is invalid or revoked');
        if (spec.singleUseRefreshTokens) {
          // Spent: a second renewal with the same token is refused, and the answer carries the next one.
          r.revoked = true;
          respond(r.account, r.scope, r.tenant);
          return;
        }
        const access = random(`${spec.issuer}_at_`);
        store.access.set(access, { ...r, expiresAt: nowSeconds() + spec.ttl, revoked: false });
        return res.json(200, spec.tokenResponse({ access, refresh: token, scope: r.scope, grant }, req));
      }
      if (grant === 'client_credentials' && (spec.issuer === 'microsoft' || spec.issuer === 'marketo')) {
        // Entra ID issues an app's tokens for a tenant only once an admin of that tenant consented to the app.
        if (spec.tenants && !spec.tenants.consented(client.id, req.params.tenant ?? '')) {
          return res.json(400, { error: 'unauthorized_client', error_description: `AADSTS700016: Application with identifier '${client.id}' was not found in the directory '${req.params.tenant}'. The tenant's administrator has not consented to the application.`, error_codes: [700016] });
        }
        respond(spec.account, String(req.body.scope ?? ''), req.params.tenant);
        return;
      }
      return fail('unsupported_grant_type', `Unsupported grant_type ${grant}`);
    },
  });

  if (spec.revoke) {
    const r = spec.revoke;
    routes.push({
      method: r.method,
      path: r.path,
      handle(req, res) {
        const token =
          r.token === 'path'
            ? (req.params.token ?? '')
            : r.token === 'query'
              ? (req.query.get('token') ?? '')
              : r.token === 'bearer'
                ? (req.headers.authorization ?? '').replace(/^Bearer /i, '')
                : String(req.body.token ?? '');
        const ok = revokeToken(spec.issuer, decodeURIComponent(token));
        if (spec.issuer === 'slack') return res.json(200, ok ? { ok: true, revoked: true } : { ok: false, error: 'invalid_auth' });
        if (!ok) return res.json(400, { error: 'invalid_token' });
        res.empty(r.method === 'DELETE' ? 204 : 200);
      },
    });
  }
  return routes;
}

const bearerOf = (req: FakeRequest) => {
  const h = req.headers.authorization ?? '';
  return /^Bearer /i.test(h) ? h.slice(7) : null;
};

/**
 * Guards a provider's API route: a missing, unknown, revoked or expired token gets the provider's own failure
 * (HTTP 401 JSON, or Slack's and Marketo's 200 with an error body). A fault set by a test answers instead.
 */
export function requireBearer(provider: string, handle: (req: FakeRequest, res: FakeResponse, token: { account: string; clientId: string; scope: string; tenant?: string }) => void | Promise<void>) {
  return async (req: FakeRequest, res: FakeResponse) => {
    const issuer = issuerOf(provider);
    const token = validToken(issuer, bearerOf(req));
    if (!token) {
      const e = failureOf(issuer);
      return res.json(e.status, e.body);
    }
    const fault = store.faults.get(provider);
    if (fault) return res.json(fault.status, fault.body);
    await handle(req, res, token);
  };
}

const failureOf = (issuer: string) => (ISSUERS[issuer] ?? ISSUERS.google!).bearerFailure();
