// The outbound guard's address classes (issue 23, finding 2) and its connect-time check: the IP the socket connects
// to is what is judged, and a refusal says nothing about the port.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress, outboundFetch, OutboundRefused, parseAllowHosts, routedFetch } from '../../../server/integrations/outbound';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1', '127.255.0.9', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '100.100.100.200',
    '0.0.0.0', '224.0.0.1', '255.255.255.255', '::1', '::', 'fe80::1', 'fd00:ec2::254', 'fc00::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1',
    '64:ff9b::a00:1', '2002:7f00:1::', 'ff02::1', 'not-an-ip', '',
  ])('%s is not public', (ip) => expect(isPublicAddress(ip)).toBe(false));

  it.each(['93.184.215.14', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e'])('%s is public', (ip) =>
    expect(isPublicAddress(ip)).toBe(true),
  );
});

describe('outboundFetch', () => {
  let server: http.Server;
  let hits = 0;
  let port = 0;
  beforeAll(async () => {
    server = http.createServer((_req, res) => {
      hits++;
      res.end('{"ok":true}');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => void server.close());

  it('refuses http, loopback literals and names resolving to loopback without connecting', async () => {
    const send = outboundFetch({ allowHosts: [] });
    for (const url of [`http://127.0.0.1:${port}/`, `https://127.0.0.1:${port}/`, `https://localhost:${port}/`, `https://[::1]:${port}/`]) {
      await expect(send(url), url).rejects.toBeInstanceOf(OutboundRefused);
    }
    expect(hits).toBe(0);
  });

  it('reaches an allow-listed host:port, and a refusal reads the same whatever the cause', async () => {
    const send = outboundFetch({ allowHosts: parseAllowHosts(`127.0.0.1:${port}`) });
    expect(await (await send(`http://127.0.0.1:${port}/x`)).json()).toEqual({ ok: true });
    expect(hits).toBe(1);
    const a = await send(`https://127.0.0.2:${port}/`).catch((e: Error) => e.message);
    const b = await send(`http://127.0.0.1:1/`).catch((e: Error) => e.message);
    expect(a).toBe(b);
  });

  it('routedFetch sends configured origins directly and anything else through the guard', async () => {
    const direct: string[] = [];
    const guarded: string[] = [];
    const send = routedFetch(
      ['https://api.example.com/v1', 'https://{domain}.zendesk.com'],
      (async (u: string | URL | Request) => (direct.push(String(u)), new Response('{}'))) as typeof fetch,
      async (u) => (guarded.push(String(u)), new Response('{}')),
    );
    await send('https://api.example.com/v1/x');
    await send('https://acme.zendesk.com/api');
    await send('http://127.0.0.1:9/');
    expect(direct).toEqual(['https://api.example.com/v1/x']);
    expect(guarded).toEqual(['https://acme.zendesk.com/api', 'http://127.0.0.1:9/']);
  });
});
