// Issue 23, finding 8: a request that declares 100 bytes and sends 7 was held open for minutes. Requests (headers
// and body) now have a deadline (REQUEST_TIMEOUT_MS, 30 s by default); here a real socket against a listening
// server with a 1 s deadline.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../server/config';
import { startTestServer } from './support/server';

let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  app = await startTestServer({ requestTimeoutMs: 1000 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;
});
afterAll(async () => app.close());

/** Writes `raw`, then waits for the server to close the socket; what it answered and how long it took. */
function hold(raw: string, limitMs: number): Promise<{ answer: string; ms: number; closedByServer: boolean }> {
  return new Promise((resolve) => {
    const started = Date.now();
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(raw));
    socket.on('data', (d) => (answer += d.toString()));
    const give = setTimeout(() => { socket.destroy(); resolve({ answer, ms: Date.now() - started, closedByServer: false }); }, limitMs);
    socket.on('close', () => { clearTimeout(give); resolve({ answer, ms: Date.now() - started, closedByServer: true }); });
    socket.on('error', () => undefined);
  });
}

describe('slow requests', () => {
  it('closes a request whose body never completes (100 bytes declared, 7 sent) after the deadline', async () => {
    const res = await hold('POST /app/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email', 8000);
    expect(res.closedByServer).toBe(true);
    expect(res.ms).toBeLessThan(4000);
    expect(res.answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a request whose headers never complete', async () => {
    const res = await hold('GET /health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ', 8000);
    expect(res.closedByServer).toBe(true);
    expect(res.ms).toBeLessThan(4000);
  });

  it('still answers a request that arrives in time', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/app/env`);
    expect(res.status).toBe(200);
  });

  it('defaults to a few tens of seconds, configurable', () => {
    expect(loadConfig({}).requestTimeoutMs).toBe(30_000);
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '5000' }).requestTimeoutMs).toBe(5000);
  });
});
