// The per-project realtime event log: every published event gets the next sequence number of its project and is
// kept for a while, so clients can fetch what they missed (Pusher itself delivers at most once).
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { prepared } from '../prepared';

export interface LoggedEvent {
  seq: number;
  event: string;
  data: string;
}

// Every published event runs these two (prepared.ts: compiled once).
const nextSeq = prepared((db, projectId: number) =>
  db.updateTable('projects').set((eb) => ({ event_seq: eb('event_seq', '+', 1) })).where('id', '=', projectId).returning('event_seq'));
const logEvent = prepared((db, row: { project_id: number; seq: number; event: string; data: string; created_at: number }) => db.insertInto('realtime_events').values(row));

export class EventsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Allocates the next sequence number and stores the event (call inside the change's transaction). */
  async append(projectId: number, event: string, payload: object, now: number): Promise<{ seq: number; data: string; payload: Record<string, unknown> }> {
    const row = await nextSeq.first(this.db, projectId);
    if (!row) throw new Error(`no project ${projectId}`);
    const seq = Number(row.event_seq);
    const logged = { ...payload, seq };
    const data = JSON.stringify(logged);
    await logEvent.run(this.db, { project_id: projectId, seq, event, data, created_at: now });
    return { seq, data, payload: logged };
  }

  /** PostgreSQL: holds the project's row until the transaction ends (Publisher.commit with lockProject). */
  async lockProject(projectId: number): Promise<void> {
    await this.db.selectFrom('projects').select('id').where('id', '=', projectId).forUpdate().execute();
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
