// Visitors sending messages over HTTP at a steady rate (open loop: each send is scheduled on the clock, never
// waits for earlier answers), recording when each message left and how long its HTTP round trip took.
import type { Client } from './http';
import type { MessageSender } from './messageSender';

export interface BenchVisitor {
  token: string;
  conversationId: number;
}

export interface SendRun {
  /** Message text -> performance.now() just before its request was issued. */
  sentAt: Map<string, number>;
  /** Message text -> index of the visitor who sent it. */
  sender: Map<string, number>;
  /** Message text -> performance.now() when its answer had been read (successful requests only). */
  answeredAt: Map<string, number>;
  /** Texts whose request failed (also described in `failures`). */
  failed: Set<string>;
  rttMs: number[];
  /** The server's own time per answered request (its Server-Timing), where the answer carried one. */
  serverMs: number[];
  /** Per answered request with a Server-Timing: round trip minus the server's share, i.e. the time the request
   *  spent outside its handler (waiting for the event loop, in the kernel, in the client). */
  outsideMs: number[];
  failures: string[];
  /** Messages per second actually issued. */
  achievedRate: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Opens one conversation per visitor through the visitor API (the opening message is published too); visitor i
 * is a visitor of the project whose widget key is widgetKeys[i]. */
export async function openConversations(http: Client, widgetKeys: readonly string[]): Promise<BenchVisitor[]> {
  const out: BenchVisitor[] = [];
  for (const [i, projectKey] of widgetKeys.entries()) {
    const session = await http.json<{ token: string }>('POST', '/app/visitor/session', { projectKey, name: `Visitor ${i + 1}` });
    const conv = await http.json<{ conversationId: number }>('POST', '/app/visitor/conversations', { text: `open-${i}` }, session.token);
    out.push({ token: session.token, conversationId: conv.conversationId });
  }
  return out;
}

/** More requests than this in flight means the server is not keeping up: the sender then waits instead of opening
 * ever more connections, and the achieved rate shows the server's real throughput. */
const MAX_IN_FLIGHT = 64;

const describe = (err: unknown) => {
  const cause = err instanceof Error && err.cause ? ` (${String(err.cause)})` : '';
  return `${String(err)}${cause}`;
};

export async function sendSteadily(sender: MessageSender, visitors: BenchVisitor[], opts: { rate: number; seconds: number; prefix: string }): Promise<SendRun> {
  const total = Math.round(opts.rate * opts.seconds);
  const interval = 1000 / opts.rate;
  const run: SendRun = { sentAt: new Map(), sender: new Map(), answeredAt: new Map(), failed: new Set(), rttMs: [], serverMs: [], outsideMs: [], failures: [], achievedRate: 0 };
  const inflight = new Set<Promise<void>>();
  const all: Array<Promise<void>> = [];
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const wait = start + i * interval - performance.now();
    if (wait >= 1) await sleep(wait);
    while (inflight.size >= MAX_IN_FLIGHT) await Promise.race(inflight);
    const v = visitors[i % visitors.length]!;
    const text = `${opts.prefix}-${i}`;
    const t = performance.now();
    run.sentAt.set(text, t);
    run.sender.set(text, i % visitors.length);
    const request: Promise<void> = sender.post(`/app/visitor/conversations/${v.conversationId}/messages`, { text }, v.token).then(
      (serverMs) => {
        const at = performance.now();
        run.answeredAt.set(text, at);
        run.rttMs.push(at - t);
        if (serverMs !== null) {
          run.serverMs.push(serverMs);
          run.outsideMs.push(at - t - serverMs);
        }
      },
      (err: unknown) => {
        run.failed.add(text);
        run.failures.push(`${text}: ${describe(err)}`);
      },
    );
    inflight.add(request);
    all.push(request.finally(() => inflight.delete(request)));
  }
  const issuedIn = performance.now() - start;
  await Promise.all(all);
  run.achievedRate = (total / (issuedIn + interval)) * 1000;
  return run;
}
