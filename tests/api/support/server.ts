// Starts the real server on a throwaway in-memory database for API tests (app.inject: no port needed).
import crypto from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loadConfig, type ServerConfig } from '../../../server/config';
import { buildServer } from '../../../server/server';
import { demoSeed } from '../../../demo/seed/index';

/** A fresh PostgreSQL schema of `base`'s database, and the URL whose connections use it (search_path). With
 *  TEST_DATABASE_URL set, each test server gets one instead of in-memory SQLite. */
export async function freshPostgresSchema(base: string): Promise<{ url: string; schema: string }> {
  const schema = `test_${crypto.randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString(), schema };
}

export async function startTestServer(overrides: Partial<ServerConfig> = {}): Promise<FastifyInstance> {
  const pgBase = process.env.TEST_DATABASE_URL;
  const databaseUrl = pgBase ? (await freshPostgresSchema(pgBase)).url : null;
  // Providers pointed at local fakes are reachable through the outbound allow-list, set here as the demo sets it.
  const fakes = [...new Set(Object.values(overrides.integrations ?? {}).flatMap((s) => (s.tokenBase.startsWith('http:') ? [new URL(s.tokenBase).host] : [])))];
  const config = loadConfig({}, {
    databaseUrl, dataDir: ':memory:', staticDir: null, seedDemo: false, demoHistory: false, logLevel: 'silent', scryptN: 2 ** 14, authRateLimitPerMinute: 1000, visitorRateLimitPerMinute: 100000, outboundAllowHosts: fakes, ...overrides });
  // The demo entry's seed, as npm start passes it: seedDemo (off unless a test asks) decides whether it runs.
  return buildServer(config, { logger: false, seed: demoSeed });
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One browser per test server: cookies the server sets (the OAuth flows' binding cookie) go back with later calls. */
const browsers = new WeakMap<FastifyInstance, Map<string, string>>();
export const browserCookie = (app: FastifyInstance): string => [...(browsers.get(app) ?? new Map<string, string>())].map(([k, v]) => `${k}=${v}`).join('; ');

export async function call(app: FastifyInstance, method: Method, url: string, body?: unknown, token?: string) {
  const cookie = browserCookie(app);
  const res = await app.inject({
    method,
    url,
    payload: body === undefined ? undefined : (body as Record<string, unknown>),
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(cookie ? { cookie } : {}) },
  });
  for (const c of res.cookies) {
    const jar = browsers.get(app) ?? new Map<string, string>();
    jar.set(c.name, c.value);
    browsers.set(app, jar);
  }
  return res;
}

/** The spec §8 text of an error response. */
export const errorOf = (res: LightMyRequestResponse): string => res.json().errMessage?.errorMsg;

export async function login(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await call(app, 'POST', '/app/login', { email, password });
  if (res.statusCode !== 200) throw new Error(`login failed for ${email}: ${res.body}`);
  return res.json().token as string;
}

/** The newest link in the newest mail to this address (the dev mailbox's JSON view). */
export async function linkFromMailbox(app: FastifyInstance, to: string, path: string): Promise<URL> {
  const res = await call(app, 'GET', `/dev/mailbox.json?to=${encodeURIComponent(to)}`);
  const mail = (res.json().mails as Array<{ text: string }>)[0];
  const match = mail?.text.match(new RegExp(`https?://\\S+${path}\\?token=\\S+`));
  if (!match) throw new Error(`no ${path} link in mail to ${to}`);
  return new URL(match[0]);
}
