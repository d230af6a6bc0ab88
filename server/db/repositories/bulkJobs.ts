// Bulk jobs (migration 032): one row per bulk action over a filter's matches, its progress and cursor; an export's
// CSV lines per conversation. The runner (server/services/bulk) moves the cursor in the transaction of each batch.
import type { Generated, Kysely, Selectable } from 'kysely';
import type { Database } from '../schema';

export interface BulkJobsTable {
  id: Generated<number>;
  project_id: number;
  user_id: number;
  action: string;
  query: string;
  max_id: number;
  cursor: number;
  total: number;
  done: number;
  updated: number;
  skipped: number;
  state: string;
  created_at: number;
  finished_at: number | null;
}
export interface BulkJobRowsTable {
  job_id: number;
  conversation_id: number;
  line: string;
}
declare module '../schema' {
  interface Database {
    bulk_jobs: BulkJobsTable;
    bulk_job_rows: BulkJobRowsTable;
  }
}
export type BulkJobRow = Selectable<BulkJobsTable>;

export class BulkJobsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(v: { projectId: number; userId: number; action: string; query: string; maxId: number; total: number; now: number }): Promise<BulkJobRow> {
    return this.db
      .insertInto('bulk_jobs')
      .values({ project_id: v.projectId, user_id: v.userId, action: v.action, query: v.query, max_id: v.maxId, total: v.total, cursor: 0, done: 0, updated: 0, skipped: 0, state: 'running', created_at: v.now, finished_at: null })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async find(id: number): Promise<BulkJobRow | undefined> {
    return this.db.selectFrom('bulk_jobs').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** A job of this project and user only: anyone else's reads as absent. */
  async findOwn(projectId: number, userId: number, id: number): Promise<BulkJobRow | undefined> {
    return this.db.selectFrom('bulk_jobs').selectAll().where('project_id', '=', projectId).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  }

  async runningOf(projectId: number, userId: number): Promise<BulkJobRow | undefined> {
    return this.db
      .selectFrom('bulk_jobs')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('user_id', '=', userId)
      .where('state', '=', 'running')
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  /** Every unfinished job (boot resumes them). */
  async running(): Promise<BulkJobRow[]> {
    return this.db.selectFrom('bulk_jobs').selectAll().where('state', '=', 'running').orderBy('id').execute();
  }

  /** Claims the next batch: the cursor moves from where the runner read it, only while the job still runs. False
   *  when a cancel, or another runner of the same job, came first. */
  async advance(id: number, from: number, to: number, done: number): Promise<boolean> {
    const r = await this.db
      .updateTable('bulk_jobs')
      .set((eb) => ({ cursor: to, done: eb('done', '+', done) }))
      .where('id', '=', id)
      .where('state', '=', 'running')
      .where('cursor', '=', from)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  async count(id: number, add: { updated: number; skipped: number }): Promise<void> {
    await this.db
      .updateTable('bulk_jobs')
      .set((eb) => ({ updated: eb('updated', '+', add.updated), skipped: eb('skipped', '+', add.skipped) }))
      .where('id', '=', id)
      .execute();
  }

  /** Ends a running job (finished, cancelled or failed); false when it had already ended. */
  async end(id: number, state: 'finished' | 'cancelled' | 'failed', now: number): Promise<boolean> {
    const r = await this.db.updateTable('bulk_jobs').set({ state, finished_at: now }).where('id', '=', id).where('state', '=', 'running').executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  async addRows(jobId: number, rows: ReadonlyArray<{ conversationId: number; line: string }>): Promise<void> {
    if (!rows.length) return;
    await this.db
      .insertInto('bulk_job_rows')
      .values(rows.map((r) => ({ job_id: jobId, conversation_id: r.conversationId, line: r.line })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  async rows(jobId: number): Promise<string[]> {
    const rows = await this.db.selectFrom('bulk_job_rows').select('line').where('job_id', '=', jobId).orderBy('conversation_id').execute();
    return rows.map((r) => r.line);
  }
}
