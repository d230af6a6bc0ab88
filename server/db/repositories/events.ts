// The per-project realtime event log: every published event gets the next sequence number of its project and is
// kept for a while, so clients can fetch what they missed (Pusher itself delivers at most once).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

/** pg_advisory_xact_lock's first key for a project's changes (the second is the project id; analytics uses 1513). */
const PROJECT_LOCK = 1514;

export interface LoggedEvent {
  seq: number;
  event: string;
  data: string;
}

export class EventsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Allocates the next sequence number and stores the event (call inside the change's transaction). */
  async append(projectId: number, event: string, payload: object, now: number): Promise<{ seq: number; data: string }> {
    const row = await this.db
      .updateTable('projects')
      .set((eb) => ({ event_seq: eb('event_seq', '+', 1) }))
      .where('id', '=', projectId)
      .returning('event_seq')
      .executeTakeFirstOrThrow();
    const seq = Number(row.event_seq);
    const data = JSON.stringify({ ...payload, seq });
    await this.db.insertInto('realtime_events').values({ project_id: projectId, seq, event, data, created_at: now }).execute();
    return { seq, data };
  }

  /**
   * PostgreSQL (Publisher.commit with lockProject), held until the transaction ends: 'exclusive' for a change that may
   * touch anything of the project, 'shared' beside a conversation's row lock for a change confined to that
   * conversation, so changes to different conversations of one project run side by side.
   */
  async lockProject(projectId: number, mode: 'exclusive' | 'shared'): Promise<void> {
    if (mode === 'exclusive') await sql`select pg_advisory_xact_lock(${PROJECT_LOCK}, ${projectId})`.execute(this.db);
    else await sql`select pg_advisory_xact_lock_shared(${PROJECT_LOCK}, ${projectId})`.execute(this.db);
  }

  /** PostgreSQL: the conversation's row, held until the transaction ends (after lockProject 'shared'). */
  async lockConversation(projectId: number, conversationId: number): Promise<void> {
    await this.db.selectFrom('conversations').select('id').where('id', '=', conversationId).where('project_id', '=', projectId).forUpdate().execute();
  }

  async latestSeq(projectId: number): Promise<number> {
    const row = await this.db.selectFrom('projects').select('event_seq').where('id', '=', projectId).executeTakeFirst();
    return Number(row?.event_seq ?? 0);
  }

  async oldestSeq(projectId: number): Promise<number | null> {
    const row = await this.db
      .selectFrom('realtime_events')
      .select((eb) => eb.fn.min<number>('seq').as('s'))
      .where('project_id', '=', projectId)
      .executeTakeFirst();
    return row?.s == null ? null : Number(row.s);
  }

  async after(projectId: number, after: number, limit: number): Promise<LoggedEvent[]> {
    return this.db
      .selectFrom('realtime_events')
      .select(['seq', 'event', 'data'])
      .where('project_id', '=', projectId)
      .where('seq', '>', after)
      .orderBy('seq')
      .limit(limit)
      .execute();
  }

  async pruneBefore(createdBefore: number): Promise<number> {
    const res = await this.db.deleteFrom('realtime_events').where('created_at', '<', createdBefore).executeTakeFirst();
    return Number(res.numDeletedRows);
  }
}
