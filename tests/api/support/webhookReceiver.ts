// A local webhook receiver for the webhook suites (allow-listed as the tests allow the fakes): it records each call
// (headers and body) and answers the next queued status (200 when none is queued); and the suites' project, endpoint
// and delivery-log helpers.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildProject, buildUser } from '../../../server/db/builders';
import { call, login } from './server';

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
