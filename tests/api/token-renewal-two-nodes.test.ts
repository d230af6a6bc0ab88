// Token renewal across nodes (cluster mode). Eloqua's refresh tokens are single use: of two renewals with the same
// one, the provider refuses the second. Without a lease, two nodes renewing a lapsed token at once would see that
// refusal and mark a healthy connection as needing a reconnect. Two Integrations over the same database, each with
// its own renewal leases, stand for the two nodes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import type { MockServer } from '../../mock-server/index';
import { RENEWAL_LEASE_SECONDS } from '../../server/integrations/accessTokens';
import type { TokenCipher } from '../../server/integrations/crypto';
import { Integrations } from '../../server/integrations/registry';
import { integrationSettings } from '../../server/integrations/settings';
import { nowSeconds } from '../../server/lib/clock';
import { login } from './support/server';
import { connectIntegration, startIntegrationServer, TEST_PUBLIC_URL } from './support/integrations';

let app: FastifyInstance;
let mocks: MockServer;

beforeAll(async () => {
  ({ app, mocks } = await startIntegrationServer());
});
afterAll(async () => {
  await app.close();
  await mocks.close();
});

const cipherOf = (i: Integrations) => (i as unknown as { cipher: TokenCipher }).cipher;
const node = (nodeId: string | null) =>
  new Integrations(app.repos, integrationSettings({}, mocks.url), cipherOf(app.integrations), TEST_PUBLIC_URL, app.log, nodeId ? { repo: app.repos.leases, nodeId } : null, fetch, { allowHosts: [new URL(mocks.url).host] });
const expireAtProvider = () => fetch(`${mocks.url}/_oauth/expire`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ issuer: 'eloqua' }) });

async function eloquaProject(): Promise<number> {
  const p = await buildProject(app.repos, { plan: 'enterprise' });
  const admin = await buildUser(app.repos, { projectId: p.project.id, roleId: p.admin.id });
  await connectIntegration(app, await login(app, admin.email, admin.password), 'eloqua');
  return p.project.id;
}

const storedRefresh = async (projectId: number) => cipherOf(app.integrations).decrypt((await app.repos.integrations.find(projectId, 'eloqua'))!.refresh_token!);
const stateOf = async (projectId: number) => (await app.repos.integrations.find(projectId, 'eloqua'))!.state;

describe('renewing a token from two nodes', () => {
  it('keeps the connection when both nodes find the token refused at once: one renews, the other uses its token', async () => {
    const projectId = await eloquaProject();
    const before = await storedRefresh(projectId);
    const [a, b] = [node('a'), node('b')];
    await expireAtProvider();
    const [fromA, fromB] = await Promise.all([a, b].map((n) => n.json<{ site: { name: string } }>(projectId, 'eloqua', '/id')));
    expect(fromA.site.name).toBeTruthy();
    expect(fromB.site.name).toBe(fromA.site.name);
    expect(await stateOf(projectId)).toBe('connected');
    expect(await storedRefresh(projectId)).not.toBe(before); // renewed once, and the next one was kept
    expect(await a.accessToken(projectId, 'eloqua')).toBe(await b.accessToken(projectId, 'eloqua'));
  });

  it('on one node, keeps each renewal\'s new refresh token: the next renewal spends that one', async () => {
    const projectId = await eloquaProject();
    const seen = [await storedRefresh(projectId)];
    for (let i = 0; i < 2; i++) {
      await expireAtProvider();
      await app.integrations.json(projectId, 'eloqua', '/id');
      seen.push(await storedRefresh(projectId));
    }
    expect(new Set(seen).size).toBe(3);
    expect(await stateOf(projectId)).toBe('connected');
  });

  it('renews a token about to lapse once for both nodes', async () => {
    const projectId = await eloquaProject();
    await app.repos.integrations.update(projectId, 'eloqua', { expires_at: nowSeconds() + 10 });
    const [a, b] = [node('a'), node('b')];
    const tokens = await Promise.all([a.accessToken(projectId, 'eloqua'), b.accessToken(projectId, 'eloqua'), a.accessToken(projectId, 'eloqua')]);
    expect(new Set(tokens).size).toBe(1);
    expect(await stateOf(projectId)).toBe('connected');
    expect((await app.repos.integrations.find(projectId, 'eloqua'))!.expires_at).toBeGreaterThan(nowSeconds() + 3600);
  });

  it("takes over the lease of a node that died while renewing once it runs out", async () => {
    const projectId = await eloquaProject();
    await app.repos.integrations.update(projectId, 'eloqua', { expires_at: nowSeconds() + 10 });
    // A node took the lease and died: its time is up in the second after next (more than a second from now).
    const started = Date.now();
    expect(await app.repos.leases.acquire(`token:${projectId}:eloqua:`, 'dead-node', nowSeconds() - RENEWAL_LEASE_SECONDS + 2, RENEWAL_LEASE_SECONDS)).toBe(true);
    const old = cipherOf(app.integrations).decrypt((await app.repos.integrations.find(projectId, 'eloqua'))!.access_token!);
    const renewed = await node('a').accessToken(projectId, 'eloqua');
    expect(renewed).not.toBe(old);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000); // it waited for the dead node's lease
    expect(await stateOf(projectId)).toBe('connected');
    // And let go: the next renewal needs no wait.
    expect(await app.repos.leases.acquire(`token:${projectId}:eloqua:`, 'probe', nowSeconds(), 1)).toBe(true);
  });
});
