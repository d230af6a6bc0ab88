// Records the API requests a page makes (the dashboard's /app calls), for the cold-load test and bench: which were
// asked twice, and how long the chain of requests that waited on one another is.
import type { Page, Request } from 'playwright-core';

export interface LoggedRequest {
  /** Method, path and query; a realtime authorisation adds its channel (one request per channel is expected). */
  key: string;
  startMs: number;
  endMs: number | null;
}

export interface RequestLog {
  readonly requests: readonly LoggedRequest[];
  /** Keys requested more than once so far. */
  duplicates(): string[];
  /** The longest chain of requests each started only after the previous one had answered. */
  chainDepth(): number;
  stop(): void;
}

function keyOf(request: Request): string | null {
  const url = new URL(request.url());
  if (!url.pathname.startsWith('/app/')) return null;
  const channel = url.pathname.endsWith('/realtime/auth') ? new URLSearchParams(request.postData() ?? '').get('channel_name') : null;
  return `${request.method()} ${url.pathname}${url.search}${channel ? ` (${channel})` : ''}`;
}

export function recordRequests(page: Page, t0 = Date.now()): RequestLog {
  const requests: LoggedRequest[] = [];
  const open = new Map<Request, LoggedRequest>();
  const onRequest = (r: Request) => {
    const key = keyOf(r);
    if (!key) return;
    const entry = { key, startMs: Date.now() - t0, endMs: null };
    requests.push(entry);
    open.set(r, entry);
  };
  const onEnd = (r: Request) => {
    const entry = open.get(r);
    if (entry) entry.endMs = Date.now() - t0;
    open.delete(r);
  };
  page.on('request', onRequest);
  page.on('requestfinished', onEnd);
  page.on('requestfailed', onEnd);
  return {
    requests,
    duplicates() {
      const seen = new Map<string, number>();
      for (const r of requests) seen.set(r.key, (seen.get(r.key) ?? 0) + 1);
      return [...seen].filter(([, n]) => n > 1).map(([k, n]) => `${k} ×${n}`);
    },
    chainDepth() {
      const depth = new Map<LoggedRequest, number>();
      const sorted = [...requests].sort((a, b) => a.startMs - b.startMs);
      for (const r of sorted) {
        const before = sorted.filter((p) => p.endMs !== null && p.endMs <= r.startMs);
        depth.set(r, 1 + Math.max(0, ...before.map((p) => depth.get(p) ?? 0)));
      }
      return Math.max(0, ...depth.values());
    },
    stop() {
      page.off('request', onRequest);
      page.off('requestfinished', onEnd);
      page.off('requestfailed', onEnd);
    },
  };
}
