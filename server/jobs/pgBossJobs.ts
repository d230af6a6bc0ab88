// Cluster mode's job queue: pg-boss on the shared PostgreSQL database (its own schema, `pgboss`). Every node works
// every queue; a job is fetched by one node only (SKIP LOCKED), and a job whose node died mid-run expires after
// JOB_EXPIRE_SECONDS and is retried elsewhere. Singleton sends go to a sibling queue with pg-boss's 'stately'
// policy (at most one waiting and one running job per key), plain sends to a 'standard' one: pg-boss sets the
// policy per queue, and a stately queue would hold back keyless jobs (they all share the empty key).
import PgBoss from 'pg-boss';
import { JOB_EXPIRE_SECONDS, JOB_RETRY_DELAY_SECONDS, JOB_RETRY_LIMIT, type JobHandler, type Jobs, type SendOptions } from './types';

const ONCE = '__once';
const DEADLOCK = '40P01';
const CREATE_ATTEMPTS = 5;

export class PgBossJobs implements Jobs {
  readonly kind = 'pg-boss' as const;
  private readonly boss: PgBoss;
  private readonly queues = new Map<string, Promise<void>>();
  /** Queue creations run one at a time: see createQueue. */
  private creating: Promise<unknown> = Promise.resolve();

  constructor(
    connectionString: string,
    private readonly log: { error(obj: object, msg: string): void },
    opts: { pollingIntervalSeconds?: number; schema?: string } = {},
  ) {
    this.boss = new PgBoss({
      connectionString,
      schema: 'pgboss',
      max: 4,
      // Expired (abandoned) jobs are found by maintenance: often enough that a dead node's job is retried soon.
      maintenanceIntervalSeconds: 10,
      ...opts,
    });
    this.boss.on('error', (err: Error) => this.log.error({ err: err.message }, 'job queue error'));
    this.pollingIntervalSeconds = opts.pollingIntervalSeconds ?? 0.5;
  }

  private readonly pollingIntervalSeconds: number;

  async start(): Promise<void> {
    await this.boss.start();
  }

  async send<T extends object>(name: string, payload: T, opts?: SendOptions): Promise<string | null> {
    const once = opts?.singletonKey !== undefined;
    const queue = once ? `${name}${ONCE}` : name;
    await this.queue(queue, once);
    const startAfter = opts?.startAfter;
    try {
      return await this.boss.send(queue, payload, {
        ...(startAfter === undefined ? {} : { startAfter: typeof startAfter === 'number' ? Math.max(0, Math.ceil(startAfter)) : startAfter }),
        ...(once ? { singletonKey: opts!.singletonKey } : {}),
      });
    } catch (err) {
      // The stately queue's unique index refused a second waiting job of this key.
      if (once && /duplicate key|unique/i.test(String(err))) return null;
      throw err;
    }
  }

  async work<T extends object>(name: string, handler: JobHandler<T>): Promise<void> {
    for (const [queue, once] of [[name, false], [`${name}${ONCE}`, true]] as const) {
      await this.queue(queue, once);
      await this.boss.work<T>(queue, { pollingIntervalSeconds: this.pollingIntervalSeconds, batchSize: 1 }, async (jobs) => {
        for (const job of jobs) await handler(job.data, { id: job.id, name });
      });
    }
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, wait: true, timeout: 5000 });
  }

  private queue(name: string, once: boolean): Promise<void> {
    let p = this.queues.get(name);
    if (!p) {
      p = this.creating.then(() => this.createQueue(name, once));
      this.creating = p.catch(() => undefined);
      this.queues.set(name, p);
      p.catch(() => this.queues.delete(name)); // a later send or work call tries again
    }
    return p;
  }

  /**
   * pg-boss 10's create_queue adds foreign keys to its shared `queue` table without a lock of its own, so two
   * creations at once deadlock in PostgreSQL (40P01; seen when a node's services started their workers together on
   * a fresh database). One at a time per node, and a retry for the rarer race with another node.
   */
  private async createQueue(name: string, once: boolean): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.boss.createQueue(name, {
          name,
          policy: once ? 'stately' : 'standard',
          retryLimit: JOB_RETRY_LIMIT,
          retryDelay: JOB_RETRY_DELAY_SECONDS,
          expireInSeconds: JOB_EXPIRE_SECONDS,
        });
      } catch (err) {
        if ((err as { code?: string }).code !== DEADLOCK || attempt >= CREATE_ATTEMPTS) throw err;
        await new Promise((r) => setTimeout(r, 50 * attempt + Math.random() * 50));
      }
    }
  }
}
