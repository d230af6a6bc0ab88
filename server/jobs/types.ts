// Jobs that must run once, whichever node (or process) is alive: bot waits, offline messages, retries, sync runs,
// mail. Embedded mode runs them in process memory (MemoryJobs); cluster mode keeps them in PostgreSQL (pg-boss), so
// a node that dies leaves its due and unfinished jobs to another node.
//
//   await fastify.jobs.work('integration-sync', async ({ projectId, kind }) => runSync(projectId, kind));
//   await fastify.jobs.send('integration-sync', { projectId, kind }, { startAfter: 60, singletonKey: `${projectId}:${kind}` });

export interface SendOptions {
  /** When the job may start: a Date, or seconds from now. Default: now. */
  startAfter?: Date | number;
  /** At most one job with this key is waiting per job name: a second send while one waits is dropped (null). */
  singletonKey?: string;
}

export interface JobInfo {
  id: string;
  name: string;
}

/** A failing (throwing) handler is retried a few times, a second or two apart. */
export type JobHandler<T> = (payload: T, job: JobInfo) => Promise<void>;

export interface Jobs {
  readonly kind: 'memory' | 'pg-boss';
  /** Queues a job; its id, or null when a job with the same singletonKey is already waiting. */
  send<T extends object>(name: string, payload: T, opts?: SendOptions): Promise<string | null>;
  /** Runs `handler` for every job of `name` (one handler per name and process). */
  work<T extends object>(name: string, handler: JobHandler<T>): Promise<void>;
  /** Stops taking jobs and waits for the running ones. */
  stop(): Promise<void>;
}

/** Retries of a failed job, and how long a started job may run before another node takes it over. */
export const JOB_RETRY_LIMIT = 3;
export const JOB_RETRY_DELAY_SECONDS = 2;
export const JOB_EXPIRE_SECONDS = 30;

export function startAt(opts: SendOptions | undefined, now = Date.now()): number {
  const s = opts?.startAfter;
  if (s === undefined) return now;
  return typeof s === 'number' ? now + s * 1000 : s.getTime();
}
