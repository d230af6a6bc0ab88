// Webhook deliveries (issue 29). Inside every commit the publisher tells its in-transaction listeners what it
// logged; the events an endpoint subscribed to become delivery rows in that same transaction (outbox.ts), sent once it
// has committed (off the request: the after-step only starts the work), and each row is sent by a job: signed (Standard Webhooks), through the outbound fetch that refuses private and loopback addresses
// at connect time, its attempt logged. A failure is retried on the WEBHOOK_RETRY_SECONDS schedule (about 28 hours);
// an endpoint failing without a success for WEBHOOK_DISABLE_AFTER_SECONDS (and at least WEBHOOK_DISABLE_AFTER
// attempts) is disabled and its admins mailed.
//
// Restarts: the rows are the truth, not the queue. A delivery is claimed (locked_until) only when due and pending,
// and marked done in the same step that releases it, so a job resumed at boot (resume()) next to one still queued,
// or two nodes, never send it twice; at boot every pending row is queued again at its due time, so none is lost; and
// a sweep every few seconds sends due rows nobody is sending (rows of a process that died right after its commit, or
// written by the contacts service, which has no sender at hand).
import { canAccessPath, flattenPermissions } from '../../../src/domain/permissions';
import { nextAttemptAt, shouldDisable, WEBHOOK_DISABLE_AFTER, WEBHOOK_DISABLE_AFTER_SECONDS, WEBHOOK_RESPONSE_EXCERPT, WEBHOOK_RETRY_SECONDS, webhookEventsOf } from '../../../src/domain/webhooks/events';
import { WEBHOOK_MSG, type WebhookDelivery } from '../../../src/domain/webhooks/schemas';
import type { Repositories } from '../../db/repositories/index';
import type { WebhookDeliveryRow } from '../../db/repositories/webhooks';
import type { Jobs } from '../../jobs/types';
import type { Mailer } from '../mailer';
import type { OutboundFetch } from '../../integrations/outbound';
import { notFound } from '../../lib/apiError';
import { nowSeconds } from '../../lib/clock';
import type { TransactionListener } from '../inbox/publisher';
import type { WebhookEndpoints } from './endpoints';
import { writeDeliveries } from './outbox';
import { signedHeaders } from './signing';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
function disabledMail(to: string, url: string, failures: number, days: number, page: string) {
  const why = `failed ${failures} times in a row over ${days} ${days === 1 ? 'day' : 'days'}`;
  const text = `Deliveries to ${url} ${why}, so Parley stopped sending to it.\n\nFix the receiver, then enable the endpoint again in Settings → Developers: ${page}\n`;
  const html = `<p>Deliveries to <b>${escape(url)}</b> ${why}, so Parley stopped sending to it.</p><p>Fix the receiver, then enable the endpoint again in <a href="${escape(page)}">Settings → Developers</a>.</p>`;
  return { to, subject: 'A Parley webhook endpoint was disabled', text, html };
}

export const WEBHOOK_JOB = 'webhook-delivery';
/** How long a claimed delivery is held (longer than the request's time limit). */
const CLAIM_SECONDS = 60;
const REQUEST_TIMEOUT_MS = 15_000;
/** Deliveries sent at once by one process. */
const SEND_CONCURRENCY = 32;

export interface WebhookDeliveryOptions {
  schedule?: readonly number[];
  /** Failed attempts in a row, at least, before an endpoint is disabled… */
  disableAfter?: number;
  /** …and seconds it has been failing without a success. */
  disableAfterSeconds?: number;
  /** How often due deliveries nobody is sending are looked for (ms; 0: never). */
  sweepMs?: number;
}
const SWEEP_MS = 2_000;

interface Log {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export class WebhookDeliveries {
  private readonly inFlight = new Set<Promise<unknown>>();
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly schedule: readonly number[];
  private readonly disableAfter: number;
  private readonly disableAfterSeconds: number;
  private readonly sweepMs: number;
  private sweeper: NodeJS.Timeout | null = null;

  constructor(
    private readonly repos: Repositories,
    private readonly endpoints: WebhookEndpoints,
    private readonly jobs: Jobs,
    private readonly send: OutboundFetch,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
    private readonly logger: Log,
    opts: WebhookDeliveryOptions = {},
  ) {
    this.schedule = opts.schedule ?? WEBHOOK_RETRY_SECONDS;
    this.disableAfter = opts.disableAfter ?? WEBHOOK_DISABLE_AFTER;
    this.disableAfterSeconds = opts.disableAfterSeconds ?? WEBHOOK_DISABLE_AFTER_SECONDS;
    this.sweepMs = opts.sweepMs ?? SWEEP_MS;
  }

  /** The publisher's in-transaction listener: the deliveries of the commit's events are written with the change
   *  (outbox.ts); once it has committed they are sent at once, off the request. */
  readonly duringCommit: TransactionListener = async (tx, projectId, events) => {
    const found = events.flatMap(webhookEventsOf);
    if (!found.length) return;
    const ids = await writeDeliveries(tx, projectId, found);
    if (!ids.length) return;
    return () => {
      // First attempts go out from here at once (in parallel); only retries wait on the job queue. A crash before
      // they are sent leaves them pending and due: the sweep, or resume() at the next boot, sends them.
      for (const id of ids) this.track(this.deliver(id).catch((err: unknown) => this.logger.error({ err, projectId, id }, 'webhook delivery failed')));
    };
  };

  /** Resolves when the fan-outs and sends started so far are done (tests and the benchmark). */
  async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }

  private track<T>(p: Promise<T>): Promise<T> {
    this.inFlight.add(p);
    void p.finally(() => this.inFlight.delete(p));
    return p;
  }

  private async queue(id: number, at: number): Promise<void> {
    await this.jobs.send(WEBHOOK_JOB, { deliveryId: id }, { startAfter: new Date(at * 1000), singletonKey: String(id) });
  }

  /** Registers the job handler and queues every pending delivery at its due time (after a restart). */
  async start(): Promise<void> {
    await this.jobs.work<{ deliveryId: number }>(WEBHOOK_JOB, async ({ deliveryId }) => {
      await this.track(this.deliver(deliveryId));
    });
    await this.resume();
    if (this.sweepMs > 0) {
      this.sweeper = setInterval(() => void this.track(this.sweep()).catch((err: unknown) => this.logger.error({ err }, 'webhook sweep failed')), this.sweepMs);
      this.sweeper.unref();
    }
  }

  stop(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
  }

  /** Sends the due deliveries nobody holds (claim() keeps a delivery to one sender); answers how many it tried. */
  async sweep(now = nowSeconds()): Promise<number> {
    const due = await this.repos.webhooks.dueDeliveries(now, 200);
    await Promise.all(due.map((d) => this.deliver(Number(d.id), now)));
    return due.length;
  }

  async resume(): Promise<number> {
    const pending = await this.repos.webhooks.pendingDeliveries(10_000);
    for (const d of pending) await this.queue(Number(d.id), Number(d.next_attempt_at ?? nowSeconds()));
    return pending.length;
  }

  /** One attempt at a due delivery (nothing when it is not due, not pending, or held by another sender). At most
   *  SEND_CONCURRENCY run at once per process; the rest wait their turn (a burst must not open thousands of sockets
   *  and time them all out). */
  async deliver(id: number, now?: number): Promise<void> {
    if (this.active >= SEND_CONCURRENCY) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active++;
    try {
      await this.attempt(id, now ?? nowSeconds());
    } finally {
      this.active--;
      this.waiting.shift()?.();
    }
  }

  private async attempt(id: number, now: number): Promise<void> {
    const delivery = await this.repos.webhooks.claim(id, now, now + CLAIM_SECONDS);
    if (!delivery) return;
    const endpoint = await this.repos.webhooks.findEndpoint(Number(delivery.project_id), Number(delivery.endpoint_id));
    if (!endpoint || Number(endpoint.enabled) !== 1) {
      await this.repos.webhooks.finishAttempt(id, { status: 'failed', attempts: Number(delivery.attempts), next_attempt_at: null, updated_at: now });
      return;
    }
    const headers = signedHeaders(delivery.message_id, new Date(now * 1000), delivery.payload, this.endpoints.signingSecrets(endpoint, now));
    const started = performance.now();
    let statusCode: number | null = null;
    let response = '';
    try {
      const res = await this.send(endpoint.url, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'user-agent': 'Parley-Webhooks/1.0' },
        body: delivery.payload,
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      statusCode = res.status;
      response = (await res.text()).slice(0, WEBHOOK_RESPONSE_EXCERPT);
    } catch (err) {
      // The reason only (a refused address reads like an unreachable one): never the headers or the secret.
      response = err instanceof Error ? err.message.slice(0, WEBHOOK_RESPONSE_EXCERPT) : 'The address could not be reached';
    }
    const latency = Math.round(performance.now() - started);
    const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
    const attempts = Number(delivery.attempts) + 1;
    await this.repos.webhooks.addAttempt({ project_id: delivery.project_id, delivery_id: id, status_code: statusCode, latency_ms: latency, response, ok: ok ? 1 : 0, created_at: now });
    if (ok) {
      await this.repos.webhooks.finishAttempt(id, { status: 'succeeded', attempts, next_attempt_at: null, updated_at: now });
      if (Number(endpoint.failures) !== 0 || endpoint.failing_since !== null) await this.repos.webhooks.updateEndpoint(Number(endpoint.project_id), Number(endpoint.id), { failures: 0, failing_since: null });
      return;
    }
    const next = nextAttemptAt(attempts, now, this.schedule);
    await this.repos.webhooks.finishAttempt(id, { status: next === null ? 'failed' : 'pending', attempts, next_attempt_at: next, updated_at: now });
    const failing = await this.repos.webhooks.addFailure(Number(endpoint.id), now);
    if (shouldDisable(failing, now, this.disableAfter, this.disableAfterSeconds)) await this.disable(Number(endpoint.project_id), Number(endpoint.id), endpoint.url, failing, now);
    else if (next !== null) await this.queue(id, next);
  }

  /** Disables a failing endpoint, gives up its pending deliveries and mails the project's admins. */
  private async disable(projectId: number, endpointId: number, url: string, failing: { failures: number; since: number }, now: number): Promise<void> {
    await this.repos.webhooks.updateEndpoint(projectId, endpointId, { enabled: 0, disabled_reason: WEBHOOK_MSG.disabled, updated_at: now });
    await this.repos.webhooks.failPending(endpointId, now);
    const users = (await this.repos.users.list(projectId, { offset: 0, limit: 500, field: 'name', order: 'asc' })).rows;
    const roles = new Map<number, boolean>();
    for (const u of users) {
      if (!roles.has(u.role_id)) roles.set(u.role_id, canAccessPath(flattenPermissions((await this.repos.roles.findInProject(projectId, u.role_id))?.permissions), 'settings.integrations', 'write'));
      if (!roles.get(u.role_id)) continue;
      await this.mailer
        .send(disabledMail(u.email, url, failing.failures, Math.max(1, Math.floor((now - failing.since) / 86_400)), `${this.publicUrl}/settings/developers`))
        .catch((err: unknown) => this.logger.warn({ err }, 'webhook disabled mail failed'));
    }
  }

  /** Resend: the same delivery (and message id) queued again now. */
  async resend(projectId: number, endpointId: number, id: number): Promise<void> {
    const now = nowSeconds();
    if (!(await this.repos.webhooks.requeue(projectId, endpointId, id, now))) throw notFound();
    this.track(this.deliver(id, now).catch((err: unknown) => this.logger.error({ err, id }, 'webhook resend failed')));
  }

  /** An endpoint's delivery log, newest first, each with its attempts. */
  async log(projectId: number, endpointId: number, limit = 50): Promise<WebhookDelivery[]> {
    await this.endpoints.get(projectId, endpointId);
    const { deliveries, attempts } = await this.repos.webhooks.log(projectId, endpointId, limit);
    return deliveries.map((d: WebhookDeliveryRow) => ({
      id: Number(d.id),
      messageId: d.message_id,
      event: d.event,
      status: d.status as WebhookDelivery['status'],
      nextAttemptAt: d.next_attempt_at === null ? null : Number(d.next_attempt_at),
      createdAt: Number(d.created_at),
      attempts: attempts
        .filter((a) => Number(a.delivery_id) === Number(d.id))
        .map((a) => ({ at: Number(a.created_at), statusCode: a.status_code === null ? null : Number(a.status_code), latencyMs: Number(a.latency_ms), ok: Number(a.ok) === 1, response: a.response })),
    }));
  }
}
