// The embedded mode's job queue: timers in this process. Same contract as the pg-boss one (singleton keys, retries,
// delayed starts), so code written against Jobs runs unchanged in both modes; jobs do not outlive the process, which
// is why work that must survive a restart also keeps its state in the database (e.g. the bot's waits).
import crypto from 'node:crypto';
import { JOB_RETRY_DELAY_SECONDS, JOB_RETRY_LIMIT, startAt, type JobHandler, type Jobs, type SendOptions } from './types';

interface Queued {
  id: string;
  name: string;
  payload: object;
  key: string | null;
  attempts: number;
  timer: ReturnType<typeof setTimeout> | null;
}

export class MemoryJobs implements Jobs {
  readonly kind = 'memory' as const;
  private readonly handlers = new Map<string, JobHandler<object>>();
  private readonly waiting = new Map<string, Queued>();
  private readonly waitingKeys = new Set<string>();
  private readonly running = new Set<Promise<void>>();
  private stopped = false;

  constructor(private readonly log: { error(obj: object, msg: string): void } = { error: () => undefined }) {}

  async send<T extends object>(name: string, payload: T, opts?: SendOptions): Promise<string | null> {
    if (this.stopped) return null;
    const key = opts?.singletonKey === undefined ? null : `${name}\n${opts.singletonKey}`;
    if (key !== null && this.waitingKeys.has(key)) return null;
    const job: Queued = { id: crypto.randomUUID(), name, payload, key, attempts: 0, timer: null };
    if (key !== null) this.waitingKeys.add(key);
    this.waiting.set(job.id, job);
    this.schedule(job, Math.max(0, startAt(opts) - Date.now()));
    return job.id;
  }

  async work<T extends object>(name: string, handler: JobHandler<T>): Promise<void> {
    this.handlers.set(name, handler as JobHandler<object>);
    for (const job of this.waiting.values()) if (job.name === name && job.timer === null) this.schedule(job, 0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const job of this.waiting.values()) if (job.timer) clearTimeout(job.timer);
    this.waiting.clear();
    this.waitingKeys.clear();
    await Promise.allSettled([...this.running]);
  }

  /** Jobs not yet finished (tests and diagnostics). */
  get size(): number {
    return this.waiting.size;
  }

  private schedule(job: Queued, delayMs: number): void {
    job.timer = setTimeout(() => this.run(job), delayMs);
    job.timer.unref?.();
  }

  private run(job: Queued): void {
    job.timer = null;
    const handler = this.handlers.get(job.name);
    if (!handler || this.stopped) return; // waits for work() (or is dropped by stop())
    // No longer waiting: the handler may queue the next job of the same key.
    if (job.key !== null) this.waitingKeys.delete(job.key);
    job.attempts += 1;
    const p = handler(job.payload, { id: job.id, name: job.name }).then(
      () => void this.waiting.delete(job.id),
      (err: unknown) => {
        if (job.attempts > JOB_RETRY_LIMIT || this.stopped) {
          this.waiting.delete(job.id);
          this.log.error({ err: String(err), job: job.name }, 'job failed');
          return;
        }
        if (job.key !== null) {
          if (this.waitingKeys.has(job.key)) return void this.waiting.delete(job.id); // a newer one waits already
          this.waitingKeys.add(job.key);
        }
        this.schedule(job, JOB_RETRY_DELAY_SECONDS * 1000);
      },
    );
    this.running.add(p);
    void p.finally(() => this.running.delete(p));
  }
}
