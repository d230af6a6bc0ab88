// Conversations: the inbox list (cursor paging + filters), counts, flags and membership.
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { ConversationFilters, Participant, Statistics, StatsType } from '../../../src/domain/inbox/types';
import type { ConversationRow, ConversationsTable, Database, VisitorsTable } from '../schema';

export interface ListQuery {
  projectId: number;
  userId: number;
  participant: Participant;
  filters: ConversationFilters;
  /** Opaque cursor from the previous page: "<lastEventTime>_<id>". */
  before: string | null;
  limit: number;
  /** For participant 'me': only bot (true) or human (false) conversations, as the tab shows. */
  botConv?: boolean;
}

export function encodeCursor(row: { last_event_time: number; id: number }): string {
  return `${row.last_event_time}_${row.id}`;
}

export function decodeCursor(cursor: string | null): { time: number; id: number } | null {
  const m = cursor ? /^(\d+)_(\d+)$/.exec(cursor) : null;
  return m ? { time: Number(m[1]), id: Number(m[2]) } : null;
}

type ConvQuery = SelectQueryBuilder<Database & { c: ConversationsTable } & { v: VisitorsTable }, 'c' | 'v', {}>;

const emptyStats = (): Statistics => ({ open: 0, pending: 0, close: 0, online: 0, archived: 0, starred: 0, unread: 0, my: 0 });

export class ConversationsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(values: { projectId: number; visitorId: number; bot: boolean; now: number }): Promise<ConversationRow> {
    return this.db
      .insertInto('conversations')
      .values({
        project_id: values.projectId,
        visitor_id: values.visitorId,
        status: 'open',
        bot: values.bot ? 1 : 0,
        last_event_time: values.now,
        created_at: values.now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** A conversation of this project only: other projects' ids read as absent. */
  async findInProject(projectId: number, id: number): Promise<ConversationRow | undefined> {
    return this.db
      .selectFrom('conversations')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async findManyInProject(projectId: number, ids: number[]): Promise<ConversationRow[]> {
    if (!ids.length) return [];
    return this.db.selectFrom('conversations').selectAll().where('project_id', '=', projectId).where('id', 'in', ids).execute();
  }

  async ofVisitor(visitorId: number): Promise<ConversationRow[]> {
    return this.db.selectFrom('conversations').selectAll().where('visitor_id', '=', visitorId).orderBy('id').execute();
  }

  async update(id: number, values: Partial<Omit<ConversationRow, 'id' | 'project_id'>>): Promise<void> {
    await this.db.updateTable('conversations').set(values).where('id', '=', id).execute();
  }

  async list(q: ListQuery): Promise<ConversationRow[]> {
    const oldest = q.filters.sort === 'oldest';
    let query: ConvQuery = this.db
      .selectFrom('conversations as c')
      .innerJoin('visitors as v', 'v.id', 'c.visitor_id')
      .where('c.project_id', '=', q.projectId);
    if (q.participant === 'me') {
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('conversation_members as m')
            .select('m.user_id')
            .whereRef('m.conversation_id', '=', 'c.id')
            .where('m.user_id', '=', q.userId),
        ),
      );
      if (q.botConv !== undefined) query = query.where('c.bot', '=', q.botConv ? 1 : 0);
    } else {
      query = query.where('c.bot', '=', q.participant === 'bot' ? 1 : 0);
    }
    query = this.applyFilters(query, q);
    const cursor = decodeCursor(q.before);
    if (cursor) {
      // A row-value comparison walks the index from the cursor on, at any depth (bench/README.md).
      query = query.where((eb) => eb(eb.refTuple('c.last_event_time', 'c.id'), oldest ? '>' : '<', eb.tuple(cursor.time, cursor.id)));
    }
    const dir = oldest ? 'asc' : 'desc';
    return query.selectAll('c').orderBy('c.last_event_time', dir).orderBy('c.id', dir).limit(q.limit).execute();
  }

  private applyFilters(query: ConvQuery, q: ListQuery): ConvQuery {
    const f = q.filters;
    // The default list hides archived conversations; the Archived filter shows only them.
    query = query.where('c.archived', '=', f.archive ? 1 : 0);
    if (f.status) query = query.where('c.status', '=', f.status);
    if (f.star) query = query.where('c.starred', '=', 1);
    // Start from the few online visitors rather than filtering every conversation (bench/README.md).
    if (f.visitorOnline) {
      query = query.where('c.visitor_id', 'in', (eb) =>
        eb.selectFrom('visitors').select('id').where('project_id', '=', q.projectId).where('online', '=', 1),
      );
    }
    if (f.readStatus === 'unread') query = query.where('c.unread', '>', 0);
    if (f.readStatus === 'read') query = query.where('c.unread', '=', 0);
    // Visitor activity follows presence: active visitors are the ones online now (same rule as src/domain/inbox/filters).
    if (f.visitorActivity === 'active') query = query.where('v.online', '=', 1);
    if (f.visitorActivity === 'inactive') query = query.where('v.online', '=', 0);
    if (f.fromTime !== undefined) query = query.where('c.created_at', '>=', f.fromTime);
    if (f.toTime !== undefined) query = query.where('c.created_at', '<=', f.toTime);
    if (f.tags?.length) {
      const tags = f.tags;
      query = query.where((eb) =>
        eb.exists(
          eb.selectFrom('conversation_tags as t').select('t.tag_id').whereRef('t.conversation_id', '=', 'c.id').where('t.tag_id', 'in', tags),
        ),
      );
    }
    return query;
  }

  /** Statistics per kind (spec §3): status/starred/unread/my count non-archived conversations. */
  async statistics(projectId: number, userId: number, range: { fromTime?: number; toTime?: number }): Promise<Record<StatsType, Statistics>> {
    let query = this.db
      .selectFrom('conversations as c')
      .innerJoin('visitors as v', 'v.id', 'c.visitor_id')
      .leftJoin('conversation_members as m', (j) => j.onRef('m.conversation_id', '=', 'c.id').on('m.user_id', '=', userId))
      .where('c.project_id', '=', projectId);
    if (range.fromTime !== undefined) query = query.where('c.created_at', '>=', range.fromTime);
    if (range.toTime !== undefined) query = query.where('c.created_at', '<=', range.toTime);
    const live = sql`c.archived = 0`;
    const rows = await query
      .select([
        'c.bot',
        sql<number>`sum(case when ${live} and c.status = 'open' then 1 else 0 end)`.as('open'),
        sql<number>`sum(case when ${live} and c.status = 'pending' then 1 else 0 end)`.as('pending'),
        sql<number>`sum(case when ${live} and c.status = 'close' then 1 else 0 end)`.as('close'),
        sql<number>`sum(case when ${live} and v.online = 1 then 1 else 0 end)`.as('online'),
        sql<number>`sum(case when c.archived = 1 then 1 else 0 end)`.as('archived'),
        sql<number>`sum(case when ${live} and c.starred = 1 then 1 else 0 end)`.as('starred'),
        sql<number>`sum(case when ${live} and c.unread > 0 then 1 else 0 end)`.as('unread'),
        sql<number>`sum(case when ${live} and m.user_id is not null then 1 else 0 end)`.as('my'),
      ])
      .groupBy('c.bot')
      .execute();
    const out: Record<StatsType, Statistics> = { bot: emptyStats(), nonBot: emptyStats() };
    for (const r of rows) {
      const s = out[r.bot ? 'bot' : 'nonBot'];
      for (const k of Object.keys(s) as Array<keyof Statistics>) s[k] = Number((r as Record<string, unknown>)[k] ?? 0);
    }
    return out;
  }

  // Membership ------------------------------------------------------------------------------------------------

  async membersOf(conversationIds: number[]): Promise<Map<number, number[]>> {
    const out = new Map<number, number[]>();
    if (!conversationIds.length) return out;
    const rows = await this.db
      .selectFrom('conversation_members')
      .select(['conversation_id', 'user_id'])
      .where('conversation_id', 'in', conversationIds)
      .orderBy('joined_at')
      .execute();
    for (const r of rows) out.set(r.conversation_id, [...(out.get(r.conversation_id) ?? []), r.user_id]);
    return out;
  }

  /** True when the user was not a member before. */
  async addMember(conversationId: number, userId: number, now: number): Promise<boolean> {
    const res = await this.db
      .insertInto('conversation_members')
      .values({ conversation_id: conversationId, user_id: userId, joined_at: now })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** True when the user was a member. */
  async removeMember(conversationId: number, userId: number): Promise<boolean> {
    const res = await this.db
      .deleteFrom('conversation_members')
      .where('conversation_id', '=', conversationId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }
}
