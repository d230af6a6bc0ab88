// Test hooks for the provider fakes Highlights reads (/_latency): a delay per provider before it answers, and a count
// of the calls each provider received (so tests see a cache hit make no call). Benchmarks set 50 ms here.
import { serve, type Route } from '../oauth/index';
import type { Handler } from '../oauth/http';

const delays = new Map<string, number>();
const calls = new Map<string, number>();

/** Wraps a fake's handler: counts the call, then waits the provider's configured delay. */
export function withLatency(provider: string, handle: Handler): Handler {
  return async (req, res) => {
    calls.set(provider, (calls.get(provider) ?? 0) + 1);
    const ms = delays.get(provider) ?? 0;
    if (ms > 0) await new Promise((r) => setTimeout(r, ms));
    await handle(req, res);
  };
}

const hooks: Route[] = [
  {
    method: 'POST',
    path: '/',
    handle(req, res) {
      const ms = Math.max(0, Number(req.body.ms ?? 0));
      const providers = String(req.body.provider ?? 'enrichment,salesforce,hubspot').split(',');
      for (const p of providers) delays.set(p.trim(), ms);
      res.json(200, { delays: Object.fromEntries(delays) });
    },
  },
  {
    method: 'DELETE',
    path: '/',
    handle(_req, res) {
      delays.clear();
      res.json(200, { delays: {} });
    },
  },
  { method: 'GET', path: '/calls', handle: (_req, res) => res.json(200, { calls: Object.fromEntries(calls) }) },
];
export const latencyHooks = serve(hooks);
