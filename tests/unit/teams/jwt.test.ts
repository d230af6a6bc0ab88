// @vitest-environment node
// The rules Parley applies to Microsoft's signed tokens: claims (issuer, audience, expiry with skew, not-before),
// Entra's per-tenant issuer, the SSO audience forms, the login's tid/oid match; and the RS256 verification against
// keys published at the issuer's OpenID metadata (alg none and HMAC tricks, unknown kid, tampering, endorsements).
import crypto from 'node:crypto';
import { claimProblem, sameTeamsIdentity, ssoAudienceMatches, tenantIssuer } from '../../../src/domain/integrations/jwtClaims';
import { JwtRefused, OpenIdKeys, verifyJwt } from '../../../server/integrations/teams/jwt';

const NOW = 1_800_000_000;
const rules = { issuers: ['https://api.botframework.com'], audiences: ['bot-app'], now: NOW, skewSeconds: 300 };
const good = { iss: 'https://api.botframework.com', aud: 'bot-app', exp: NOW + 60, nbf: NOW - 60 };

describe('claimProblem', () => {
  it('accepts the expected issuer, audience and lifetime', () => {
    expect(claimProblem(good, rules)).toBeNull();
    expect(claimProblem({ ...good, aud: ['other', 'bot-app'] }, rules)).toBeNull();
  });
  it('names what is wrong', () => {
    expect(claimProblem({ ...good, iss: 'https://evil.example' }, rules)).toBe('issuer');
    expect(claimProblem({ ...good, aud: 'someone-else' }, rules)).toBe('audience');
    expect(claimProblem({ ...good, exp: undefined }, rules)).toBe('expired');
    expect(claimProblem({ ...good, exp: NOW - 301 }, rules)).toBe('expired');
    expect(claimProblem({ ...good, nbf: NOW + 301 }, rules)).toBe('not yet valid');
  });
  it('allows five minutes of clock skew either way', () => {
    expect(claimProblem({ ...good, exp: NOW - 299 }, rules)).toBeNull();
    expect(claimProblem({ ...good, nbf: NOW + 299 }, rules)).toBeNull();
  });
});

describe('SSO token rules', () => {
  it("fills Entra's issuer template with the token's own tenant, refusing odd tenant values", () => {
    expect(tenantIssuer('https://login.microsoftonline.com/{tenantid}/v2.0', 'abc-123')).toBe('https://login.microsoftonline.com/abc-123/v2.0');
    expect(tenantIssuer('https://login.microsoftonline.com/{tenantid}/v2.0', 'a/../b')).toBeNull();
    expect(tenantIssuer('https://login.microsoftonline.com/{tenantid}/v2.0', undefined)).toBeNull();
  });
  it('accepts our app id or an api:// URI ending with it as audience', () => {
    expect(ssoAudienceMatches('app-1', 'app-1')).toBe(true);
    expect(ssoAudienceMatches('api://parley.example/app-1', 'app-1')).toBe(true);
    expect(ssoAudienceMatches('api://parley.example/app-12', 'app-1')).toBe(false);
    expect(ssoAudienceMatches('https://evil.example/app-1', 'app-1')).toBe(false);
    expect(ssoAudienceMatches('app-1', '')).toBe(false);
  });
  it('the login body must name the token tenant and user', () => {
    expect(sameTeamsIdentity({ tid: 't', oid: 'o' }, { tenantId: 't', userObjectId: 'o' })).toBe(true);
    expect(sameTeamsIdentity({ tid: 't', oid: 'x' }, { tenantId: 't', userObjectId: 'o' })).toBe(false);
    expect(sameTeamsIdentity({ tid: 'x', oid: 'o' }, { tenantId: 't', userObjectId: 'o' })).toBe(false);
    expect(sameTeamsIdentity({}, { tenantId: '', userObjectId: '' })).toBe(false);
  });
});

describe('verifyJwt', () => {
  const pair = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const other = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = pair.publicKey.export({ format: 'jwk' }) as { n: string; e: string };
  const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const sign = (claims: object, o: { key?: crypto.KeyObject; kid?: string; alg?: string } = {}) => {
    const input = `${b64({ alg: o.alg ?? 'RS256', kid: o.kid ?? 'k1', typ: 'JWT' })}.${b64(claims)}`;
    return `${input}.${crypto.sign('RSA-SHA256', Buffer.from(input), o.key ?? pair.privateKey).toString('base64url')}`;
  };
  let fetches = 0;
  const fetchImpl = (async (url: string) => {
    fetches++;
    const body = String(url).endsWith('/meta')
      ? { issuer: 'https://api.botframework.com', jwks_uri: 'https://issuer.test/keys' }
      : { keys: [{ kty: 'RSA', kid: 'k1', n: jwk.n, e: jwk.e, endorsements: ['msteams'] }] };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  const keys = new OpenIdKeys('https://issuer.test/meta', fetchImpl);
  const live = { ...good, exp: Math.floor(Date.now() / 1000) + 600, nbf: Math.floor(Date.now() / 1000) - 5 };
  const liveRules = () => ({ ...rules, now: Math.floor(Date.now() / 1000) });
  const reason = (p: Promise<unknown>) => p.then(() => 'accepted', (e: Error) => (e instanceof JwtRefused ? e.message : `error: ${e.message}`));

  it('accepts a token signed by a published key, and caches the keys', async () => {
    await expect(verifyJwt(sign(live), keys, liveRules, 'msteams')).resolves.toMatchObject({ aud: 'bot-app' });
    const after = fetches;
    await verifyJwt(sign(live), keys, liveRules, 'msteams');
    expect(fetches).toBe(after);
  });

  it('refuses forgeries', async () => {
    const input = `${b64({ alg: 'none', kid: 'k1' })}.${b64(live)}`;
    expect(await reason(verifyJwt(`${input}.`, keys, liveRules))).toBe('algorithm');
    const hs = `${b64({ alg: 'HS256', kid: 'k1' })}.${b64(live)}`;
    const hmac = crypto.createHmac('sha256', pair.publicKey.export({ format: 'pem', type: 'spki' })).update(hs).digest('base64url');
    expect(await reason(verifyJwt(`${hs}.${hmac}`, keys, liveRules))).toBe('algorithm');
    expect(await reason(verifyJwt(sign(live, { key: other.privateKey }), keys, liveRules))).toBe('signature');
    expect(await reason(verifyJwt(sign(live, { kid: 'k2' }), keys, liveRules))).toBe('unknown key');
    const [h, , s] = sign(live).split('.');
    expect(await reason(verifyJwt(`${h}.${b64({ ...live, aud: 'other-bot' })}.${s}`, keys, liveRules))).toBe('signature');
    expect(await reason(verifyJwt('not-a-jwt', keys, liveRules))).toBe('malformed');
  });

  it('refuses a key not endorsed for the channel, and bad claims after a good signature', async () => {
    expect(await reason(verifyJwt(sign(live), keys, liveRules, 'webchat'))).toBe('endorsement');
    expect(await reason(verifyJwt(sign({ ...live, exp: 1000 }), keys, liveRules))).toBe('expired');
    expect(await reason(verifyJwt(sign({ ...live, aud: 'x' }), keys, liveRules))).toBe('audience');
  });
});

describe('verifyJwt with jose (issue 23: maintained verification)', () => {
  const pair = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = pair.publicKey.export({ format: 'jwk' }) as { n: string; e: string };
  const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const sign = (claims: object, kid = 'k1') => {
    const input = `${b64({ alg: 'RS256', kid, typ: 'JWT' })}.${b64(claims)}`;
    return `${input}.${crypto.sign('RSA-SHA256', Buffer.from(input), pair.privateKey).toString('base64url')}`;
  };
  const issuerWith = (key: Record<string, unknown>) => {
    const seen: string[] = [];
    const fetchImpl = (async (url: string) => {
      seen.push(String(url));
      const body = String(url).endsWith('/meta') ? { issuer: 'https://api.botframework.com', jwks_uri: 'https://issuer.test/keys' } : { keys: [{ kty: 'RSA', kid: 'k1', n: jwk.n, e: jwk.e, ...key }] };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    return { keys: new OpenIdKeys('https://issuer.test/meta', fetchImpl), seen };
  };
  const now = () => Math.floor(Date.now() / 1000);
  const live = () => ({ iss: 'https://api.botframework.com', aud: 'bot-app', exp: now() + 600, nbf: now() - 5 });
  const liveRules = () => ({ ...rules, now: now() });
  const reason = (p: Promise<unknown>) => p.then(() => 'accepted', (e: Error) => (e instanceof JwtRefused ? e.message : `error: ${e.message}`));

  it('refuses a key the issuer published for encryption only', async () => {
    const { keys } = issuerWith({ use: 'enc' });
    expect(await reason(verifyJwt(sign(live()), keys, liveRules))).toBe('unknown key');
  });

  it('refuses a token without exp, from another issuer, or not valid yet beyond the skew', async () => {
    const { keys } = issuerWith({});
    const { exp: _exp, ...noExp } = live();
    expect(await reason(verifyJwt(sign(noExp), keys, liveRules))).toBe('expired');
    expect(await reason(verifyJwt(sign({ ...live(), iss: 'https://login.evil.example' }), keys, liveRules))).toBe('issuer');
    expect(await reason(verifyJwt(sign({ ...live(), nbf: now() + 3600 }), keys, liveRules))).toBe('not yet valid');
    expect(await reason(verifyJwt(sign({ ...live(), exp: now() - 3600 }), keys, liveRules))).toBe('expired');
    expect(await reason(verifyJwt(sign({ ...live(), aud: 'someone-elses-bot' }), keys, liveRules))).toBe('audience');
  });

  it('an unknown kid refetches the keys at most once a minute', async () => {
    const { keys, seen } = issuerWith({});
    expect(await reason(verifyJwt(sign(live()), keys, liveRules))).toBe('accepted');
    const before = seen.length;
    for (let i = 0; i < 5; i++) expect(await reason(verifyJwt(sign(live(), `forged-${i}`), keys, liveRules))).toBe('unknown key');
    expect(seen.length - before).toBeLessThanOrEqual(1);
  });

  it('keys that cannot be read are not a refusal (the route answers 503 so the Bot Framework retries)', async () => {
    const keys = new OpenIdKeys('https://issuer.test/meta', (async () => {
      throw new Error('connect ECONNREFUSED');
    }) as typeof fetch);
    expect(await reason(verifyJwt(sign(live()), keys, liveRules))).toMatch(/^error: /);
  });
});
