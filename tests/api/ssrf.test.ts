// Issue 23, finding 2: addresses an admin types are no way into Parley's network. A Marketo base URL at a loopback,
// private, link-local (metadata), CGNAT or IPv4-mapped address, or a name resolving to one, is refused before any
// connection; an http address is refused; a redirect from an allowed host to an internal one is not followed; and
// an open port, a closed port and a refused address all get the same answer, so the connect is no port scanner.
// The bundled fakes stay reachable through the explicit allow-list the test support sets.
import net from 'node:net';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import type { MockServer } from '../../mock-server/index';
import { INTEGRATION_MSG } from '../../src/domain/integrations/messages';
import { call, errorOf, login } from './support/server';
import { connectIntegration, startIntegrationServer } from './support/integrations';

let app: FastifyInstance;
let mocks: MockServer;
/** A port that answers like an OAuth server would, echoing a secret-looking error: what the prober read back. */
let open: http.Server;
let openHits = 0;
/** A port that redirects every request to the open one (allow-listed itself, its target is not). */
let redirector: http.Server;
let closedPort: number;

const portOf = (s: http.Server | net.Server) => (s.address() as AddressInfo).port;
const listen = (s: http.Server | net.Server) => new Promise<void>((resolve) => s.listen(0, '127.0.0.1', () => resolve()));

async function newAdmin(): Promise<string> {
  const p = await buildProject(app.repos, { plan: 'enterprise' });
  const admin = await buildUser(app.repos, { projectId: p.project.id, roleId: p.admin.id });
  return login(app, admin.email, admin.password);
}
const connectMarketo = (token: string, baseUrl: string) =>
  call(app, 'POST', '/app/integrations/marketo/connect', { clientId: 'parley-demo-marketo', clientSecret: 'parley-demo-secret-marketo', baseUrl }, token);

beforeAll(async () => {
  open = http.createServer((_req, res) => {
    openHits++;
    res.writeHead(401, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: 'invalid_client', error_description: 'internal-service-banner v1.2' }));
  });
  await listen(open);
  redirector = http.createServer((_req, res) => {
    res.writeHead(307, { location: `http://127.0.0.1:${portOf(open)}/identity/oauth/token` });
    res.end();
  });
  await listen(redirector);
  const probe = net.createServer();
  await listen(probe);
  closedPort = portOf(probe);
  await new Promise((r) => probe.close(r));
  const started = await startIntegrationServer();
  mocks = started.mocks;
  await started.app.close();
  // The allow-list names the fakes and the redirector, exactly as the demo names its fakes.
  ({ app } = await startIntegrationServer({ outboundAllowHosts: [new URL(mocks.url).host, `127.0.0.1:${portOf(redirector)}`] }));
});
afterAll(async () => {
  await app.close();
  await mocks.close();
  open.close();
  redirector.close();
});

describe('typed provider addresses', () => {
  const failed = INTEGRATION_MSG.connectFailed('Marketo');

  it('an open and a closed loopback port answer alike, and nothing reaches the open one', async () => {
    const token = await newAdmin();
    const toOpen = await connectMarketo(token, `http://127.0.0.1:${portOf(open)}`);
    const toClosed = await connectMarketo(token, `http://127.0.0.1:${closedPort}`);
    expect(toOpen.statusCode).toBe(400);
    expect(errorOf(toOpen)).toBe(failed);
    expect(toOpen.body).not.toContain('internal-service-banner');
    expect({ status: toClosed.statusCode, body: toClosed.json() }).toEqual({ status: toOpen.statusCode, body: toOpen.json() });
    expect(openHits).toBe(0);
  });

  it.each([
    ['https loopback', () => `https://127.0.0.1:${portOf(open)}`],
    ['a name resolving to loopback', () => `https://localhost:${portOf(open)}`],
    ['IPv6 loopback', () => `https://[::1]:${portOf(open)}`],
    ['IPv4-mapped IPv6 loopback', () => `https://[::ffff:127.0.0.1]:${portOf(open)}`],
    ['the metadata service', () => 'https://169.254.169.254/latest'],
    ['a private address', () => 'https://10.0.0.7'],
    ['a CGNAT address', () => 'https://100.100.100.200'],
    ['a unique-local IPv6 address', () => 'https://[fd00:ec2::254]'],
    ['plain http to a public host', () => 'http://93.184.215.14'],
  ])('%s is refused before any connection', async (_what, url) => {
    const token = await newAdmin();
    const res = await connectMarketo(token, url());
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe(failed);
    expect(openHits).toBe(0);
  });

  it('a redirect from an allowed host to an internal one is not followed', async () => {
    const token = await newAdmin();
    const res = await connectMarketo(token, `http://127.0.0.1:${portOf(redirector)}`);
    expect(errorOf(res)).toBe(failed);
    expect(openHits).toBe(0);
  });

  it('a Zendesk domain is one host label', async () => {
    const token = await newAdmin();
    for (const credential of ['127.0.0.1', 'evil.example/x', 'a@b', 'x.y']) {
      const res = await call(app, 'POST', '/app/integrations/zendesk/connect', { credential }, token);
      expect(res.statusCode, credential).toBe(400);
      expect(errorOf(res)).toBe(INTEGRATION_MSG.invalidCredential('Zendesk domain'));
    }
  });

  it('the bundled fakes stay reachable through the allow-list', async () => {
    const token = await newAdmin();
    await connectIntegration(app, token, 'marketo', mocks);
    const view = (await call(app, 'GET', '/app/integrations', undefined, token)).json().integrations.find((v: { kind: string }) => v.kind === 'marketo');
    expect(view.state).toBe('connected');
  });
});
