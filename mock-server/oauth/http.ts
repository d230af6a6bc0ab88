// A tiny router for the fakes on raw Node requests (json-server mounts them with app.use('/<provider>', ...), which
// strips the prefix from req.url). Bodies are parsed here: form, JSON or nothing, as the providers accept them.
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
  rawBody: string;
  /** Path parameters of a RegExp route (named groups). */
  params: Record<string, string>;
  /** The address the fake is served at, with the provider's prefix (for URLs it hands out). */
  base: string;
}

export interface FakeResponse {
  json(status: number, body: unknown, headers?: Record<string, string>): void;
  html(status: number, body: string): void;
  redirect(location: string): void;
  empty(status: number): void;
}

export type Handler = (req: FakeRequest, res: FakeResponse) => void | Promise<void>;
export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string | RegExp;
  handle: Handler;
}

type NodeReq = IncomingMessage & { originalUrl?: string };
type Next = () => void;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (data += c));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

function parseBody(raw: string, type: string | undefined): Record<string, unknown> {
  if (!raw) return {};
  if (type?.includes('json')) {
    try {
      const v = JSON.parse(raw) as unknown;
      return v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(raw));
}

function responder(res: ServerResponse): FakeResponse {
  return {
    json(status, body, headers = {}) {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
      res.end(JSON.stringify(body));
    },
    html(status, body) {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(body);
    },
    redirect(location) {
      res.writeHead(302, { location });
      res.end();
    },
    empty(status) {
      res.writeHead(status);
      res.end();
    },
  };
}

/** Express-style middleware serving `routes`; anything else falls through to the next handler (json-server). */
export function serve(routes: readonly Route[]) {
  return (req: NodeReq, res: ServerResponse, next: Next) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const match = routes
      .map((r) => {
        if (r.method !== req.method) return null;
        if (typeof r.path === 'string') return r.path === url.pathname ? { r, params: {} } : null;
        const m = r.path.exec(url.pathname);
        return m ? { r, params: { ...(m.groups ?? {}) } } : null;
      })
      .find(Boolean);
    if (!match) return next();
    const host = req.headers.host ?? '127.0.0.1';
    const full = req.originalUrl ?? req.url ?? '/';
    const prefix = full.slice(0, full.length - (req.url ?? '').length);
    void (async () => {
      const rawBody = req.method === 'GET' || req.method === 'HEAD' ? '' : await readBody(req);
      const fakeReq: FakeRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: parseBody(rawBody, req.headers['content-type']),
        rawBody,
        params: match.params,
        base: `http://${host}${prefix}`,
      };
      await match.r.handle(fakeReq, responder(res));
    })().catch((err: Error) => {
      if (!res.headersSent) responder(res).json(500, { error: 'server_error', error_description: err.message });
    });
  };
}

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
