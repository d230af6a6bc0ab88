// One fake of the server for the unit tests that run the real httpClient: fetch is stubbed with answers keyed
// 'METHOD /app/path' (the query apart), every call is recorded, and an unknown call answers 404 in spec §8's shape.
// The page harnesses (settings-ui, bot-builder, resources, inbox-data, auth) build their stubApi on it.
import { vi } from 'vitest';
import { errorBody } from '../../../src/domain/errors';

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  /** Parsed JSON, a FormData as sent, or undefined. */
  body: unknown;
}

export interface Answer {
  status?: number;
  json: unknown;
  headers?: Record<string, string>;
}

export type Handler = (call: Call) => Answer | Promise<Answer>;

export function stubFetch(routes: Record<string, Answer | Handler>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
      const raw = init?.body;
      const body = raw instanceof FormData ? raw : typeof raw === 'string' && raw ? (JSON.parse(raw) as unknown) : undefined;
      const call: Call = { method, path: url.pathname, query: url.searchParams, body };
      calls.push(call);
      const route = routes[`${method} ${url.pathname}`];
      const answer = typeof route === 'function' ? await route(call) : (route ?? { status: 404, json: errorBody('Not found') });
      return new Response(JSON.stringify(answer.json), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json', ...answer.headers },
      });
    }),
  );
  return calls;
}

/** Routes whose handlers take (body, call), as the page harnesses write them, for stubFetch. */
export function byBody<C extends Call>(routes: Record<string, Answer | ((body: unknown, call: C) => Answer | Promise<Answer>)>): Record<string, Answer | Handler> {
  return Object.fromEntries(Object.entries(routes).map(([key, r]) => [key, typeof r === 'function' ? (call: Call) => r(call.body, call as C) : r]));
}

export const callsTo = (calls: Call[], method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);

/** An error answer in spec §8's shape. */
export const failAnswer = (status: number, message: string, fields?: Record<string, string>): Answer => ({ status, json: errorBody(message, fields) });
