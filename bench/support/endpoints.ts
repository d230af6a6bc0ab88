// Sequential latency of one endpoint (a GET, or a POST of JSON) over real HTTP (one keep-alive connection, one
// request at a time), after a warm-up, measured from just before fetch() to the last byte of the body.
import type { Summary } from './stats';
import { summarize } from './stats';

export interface EndpointCase {
  label: string;
  /** Budget for p95 in ms, when the issue sets one. */
  budgetP95?: number;
  /** The path of the i-th request (lets a case walk pages or pick random conversations). */
  path: (i: number) => string;
  /** Sees each response body (outside the timed part), e.g. to follow the list's `next` cursor. */
  onBody?: (body: string) => void;
  /** A write instead of a GET: the JSON body of the i-th request. */
  post?: (i: number) => unknown;
  /** Another bearer token than the agent's (e.g. a visitor's). */
  token?: string;
}

/** Stops early (capped) once `maxMs` of measuring has passed: a 500 ms endpoint would otherwise take minutes. */
export async function measure(
  base: string,
  token: string,
  c: EndpointCase,
  o: { warmup: number; requests: number; maxMs: number },
): Promise<Summary & { capped: boolean }> {
  const headers: Record<string, string> = { authorization: `Bearer ${c.token ?? token}` };
  if (c.post) headers['content-type'] = 'application/json';
  const method = c.post ? 'POST' : 'GET';
  const times: number[] = [];
  let started = 0;
  for (let i = 0; i < o.warmup + o.requests; i++) {
    if (i === o.warmup) started = performance.now();
    if (i > o.warmup && performance.now() - started > o.maxMs) return { ...summarize(times), capped: true };
    const path = c.path(i);
    const t = performance.now();
    const payload = c.post ? JSON.stringify(c.post(i)) : undefined;
    const res = await fetch(`${base}${path}`, { method, headers, body: payload, keepalive: true });
    const body = await res.text();
    const elapsed = performance.now() - t;
    if (!res.ok) throw new Error(`${c.label}: ${method} ${path} -> ${res.status}: ${body.slice(0, 200)}`);
    if (i >= o.warmup) times.push(elapsed);
    c.onBody?.(body);
  }
  return { ...summarize(times), capped: false };
}
