// A local webhook receiver for the webhook suites (allow-listed as the tests allow the fakes): it records each call
// (headers and body) and answers the next queued status (200 when none is queued); the suites' file-wide setup, and
// their project, endpoint, restart and delivery-log helpers.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, onTestFinished } from 'vitest';
import { buildProject, buildUser } from '../../../server/db/builders';
import type { ServerConfig } from '../../../server/config';
import { call, freshPostgresSchema, login, startTestServer } from './server';

export interface Received { headers: Record<string, string>; body: string }

export interface Receiver {
  url: string;
  received: Received[];
  /** Statuses of the next answers, in order. */
  answers: number[];
  reset(): void;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const state = { received: [] as Received[], answers: [] as number[] };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      state.received.push({ headers: req.headers as Record<string, string>, body });
      res.writeHead(state.answers.shift() ?? 200, { 'content-type': 'text/plain' });
      res.end('thanks');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    get received() {
      return state.received;
    },
    get answers() {
      return state.answers;
    },
    set answers(v: number[]) {
      state.answers = v;
    },
    reset() {
      state.received = [];
      state.answers = [];
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** A project with a signed-in admin. */
export async function webhookProject(server: FastifyInstance) {
  const p = await buildProject(server.repos, { plan: 'enterprise' });
  const admin = await buildUser(server.repos, { projectId: p.project.id, roleId: p.admin.id });
  return { p, admin, token: await login(server, admin.email, admin.password) };
}

/** Registers an endpoint at `url` for `events`; its id and signing secret. */
export async function addEndpoint(server: FastifyInstance, token: string, events: string[], url: string) {
  const res = await call(server, 'POST', '/app/webhooks', { url, events }, token);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; secret: string };
}

export const deliveriesOf = async (server: FastifyInstance, token: string, id: number) => (await call(server, 'GET', `/app/webhooks/${id}/deliveries`, undefined, token)).json().data;

export interface WebhookSuite {
  app: FastifyInstance;
  hooks: Receiver;
  receiverUrl: string;
  received: Received[];
  answers: number[];
}

/**
 * A webhook suite's file-wide setup: a receiver and a test server allowed to reach it, started before the file's tests
 * and closed after them; the receiver's records are cleared before each test, and then `use` gets them (new arrays
 * after each clear) with the server.
 */
export function webhookSuite(use: (suite: WebhookSuite) => void): void {
  let hooks: Receiver;
  let app: FastifyInstance;
  beforeAll(async () => {
    hooks = await startReceiver();
    app = await startTestServer({ outboundAllowHosts: [new URL(hooks.url).host] });
  });
  afterAll(async () => {
    await app?.close();
    await hooks.close();
  });
  beforeEach(() => {
    hooks.reset();
    use({ app, hooks, receiverUrl: hooks.url, received: hooks.received, answers: hooks.answers });
  });
}

/** Settings for servers started in turn over one database and data folder (a restart), allowed to reach the receiver
 *  at `receiverUrl`. The data folder holds the key files on both databases: a later server must decrypt the endpoints'
 *  secrets. The folder is removed when the test ends. */
export async function restartSettings(receiverUrl: string, prefix: string): Promise<Partial<ServerConfig>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
  const pg = process.env.TEST_DATABASE_URL ? (await freshPostgresSchema(process.env.TEST_DATABASE_URL)).url : null;
  return { dataDir: dir, ...(pg ? { databaseUrl: pg } : {}), outboundAllowHosts: [new URL(receiverUrl).host] };
}
