// Conversations: the inbox list (cursor paging + filters), counts, flags and membership.
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { ConversationFilters, Participant, Statistics, StatsType } from '../../../src/domain/inbox/types';
import type { ConversationRow, ConversationsTable, Database, VisitorsTable } from '../schema';
import { prepared } from '../prepared';

// The message paths' statements, compiled once per shape (prepared.ts).
const inProject = prepared((db, projectId: number, id: number) => db.selectFrom('conversations').selectAll().where('project_id', '=', projectId).where('id', '=', id));
const updateConversation = prepared((db, id: number, values: Partial<Omit<ConversationRow, 'id' | 'project_id'>>) =>
  db.updateTable('conversations').set(values).where('id', '=', id));
const membersIn = prepared((db, ids: number[]) =>
  db.selectFrom('conversation_members').select(['conversation_id', 'user_id']).where('conversation_id', 'in', ids).orderBy('joined_at'));

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

/** A bulk job's conversations: the list's filter, or (`ids`) a page's selected rows. */
export type MatchQuery = Omit<ListQuery, 'before' | 'limit'> & { ids?: readonly number[] };

export function encodeCursor(row: { last_event_time: number; id: number }): string {
  return `${row.last_event_time}_${row.id}`;
}

export function decodeCursor(cursor: string | null): { time: number; id: number } | null {
  const m = cursor ? /^(\d+)_(\d+)$/.exec(cursor) : null;
  return m ? { time: Number(m[1]), id: Number(m[2]) } : null;
}

type ConvQuery = SelectQueryBuilder<Database & { c: ConversationsTable } & { v: VisitorsTable }, 'c' | 'v', {}>;

/** The Online filter, and "active" visitor activity (the same rule), keep only conversations of online visitors. */
const onlineOnly = (f: ConversationFilters) => Boolean(f.visitorOnline) || f.visitorActivity === 'active';

/** Below this many memberships, My Conversations starts from the membership rows (see list()). */
const FEW_MEMBERSHIPS = 1000;

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
    return inProject.first(this.db, projectId, id);
  }

  async findManyInProject(projectId: number, ids: number[]): Promise<ConversationRow[]> {
    if (!ids.length) return [];
    return this.db.selectFrom('conversations').selectAll().where('project_id', '=', projectId).where('id', 'in', ids).execute();
  }

  async ofVisitor(visitorId: number): Promise<ConversationRow[]> {
    return this.db.selectFrom('conversations').selectAll().where('visitor_id', '=', visitorId).orderBy('id').execute();
  }

  async update(id: number, values: Partial<Omit<ConversationRow, 'id' | 'project_id'>>): Promise<void> {
    await updateConversation.run(this.db, id, values);
  }

  async list(q: ListQuery): Promise<ConversationRow[]> {
    const oldest = q.filters.sort === 'oldest';
    const online = onlineOnly(q.filters);
    // My Conversations of an agent in few of them: walking the project's conversations newest-first until a page
    // of theirs turns up reads most of the project (~0.5 s at 100k for an agent in 100); starting from their
    // membership rows and sorting those is ~1 ms. Above the threshold the walk finds a page sooner than the sort.
    const fromMembers = q.participant === 'me' && !online && (await this.membershipsUpTo(q.userId, FEW_MEMBERSHIPS)) < FEW_MEMBERSHIPS;
    let query: ConvQuery = this.db.selectFrom('conversations as c').innerJoin('visitors as v', 'v.id', 'c.visitor_id');
    if (online) {
      // Start from the few online visitors (index visitors_project), not from every conversation newest-first:
      // with ~0.2% of visitors online that walk read tens of thousands of rows per page (bench/README.md).
      query = query.where('v.project_id', '=', q.projectId).where('v.online', '=', 1);
    }
    // The unary + keeps the project check on the conversation but stops SQLite from choosing a project index
    // (and its newest-first walk) over the starting point chosen above; PostgreSQL reads it as the same column.
    query =
      online || fromMembers
        ? query.where(sql<number>`+${sql.ref('c.project_id')}`, '=', q.projectId)
        : query.where('c.project_id', '=', q.projectId);
    if (q.participant === 'me') {
      query = fromMembers
        ? query.where('c.id', 'in', (eb) => eb.selectFrom('conversation_members as m').select('m.conversation_id').where('m.user_id', '=', q.userId))
        : query.where((eb) =>
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

  /** How many conversations the user is a member of, counting no further than `cap` (cheap at any size). */
  private async membershipsUpTo(userId: number, cap: number): Promise<number> {
    const row = await this.db
      .selectFrom((eb) => eb.selectFrom('conversation_members').select('conversation_id').where('user_id', '=', userId).limit(cap).as('x'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  private applyFilters(query: ConvQuery, q: ListQuery): ConvQuery {
    const f = q.filters;
    // The default list hides archived conversations; the Archived filter shows only them.
    query = query.where('c.archived', '=', f.archive ? 1 : 0);
    if (f.status) query = query.where('c.status', '=', f.status);
    if (f.star) query = query.where('c.starred', '=', 1);
    if (f.readStatus === 'unread') query = query.where('c.unread', '>', 0);
    if (f.readStatus === 'read') query = query.where('c.unread', '=', 0);
    // Visitor activity follows presence: active visitors are the ones online now (same rule as src/domain/inbox/filters);
    // "active" and the Online filter are applied in list(), where they choose the query's starting point.
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

  /**
   * Statistics per kind (spec §3): status/starred/unread/my/online count non-archived conversations. Three
   * index-driven queries summed here, instead of one pass joining every conversation to its visitor and members
   * (bench/README.md: ~1 s -> tens of ms at 100k conversations).
   */
  async statistics(projectId: number, userId: number, range: { fromTime?: number; toTime?: number }): Promise<Record<StatsType, Statistics>> {
    const { fromTime, toTime } = range;
    // The flags, from the covering index conversations_stats; grouping in index order needs no sort.
    const flags = this.db
      .selectFrom('conversations as c')
      .select(['c.bot', 'c.archived', 'c.status', 'c.starred', 'c.unread', (eb) => eb.fn.countAll<number>().as('n')])
      .where('c.project_id', '=', projectId)
      .$if(fromTime !== undefined, (q) => q.where('c.created_at', '>=', fromTime!))
      .$if(toTime !== undefined, (q) => q.where('c.created_at', '<=', toTime!))
      .groupBy(['c.bot', 'c.archived', 'c.status', 'c.starred', 'c.unread'])
      .execute();
    // Mine, driven by the member's few rows. The unary + keeps the project check but stops SQLite from driving
    // the join from the project's 100k conversations instead (~90 ms against ~8 ms).
    const my = this.db
      .selectFrom('conversation_members as m')
      .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
      .select(['c.bot', (eb) => eb.fn.countAll<number>().as('n')])
      .where('m.user_id', '=', userId)
      .where(sql<number>`+${sql.ref('c.project_id')}`, '=', projectId)
      .where('c.archived', '=', 0)
      .$if(fromTime !== undefined, (q) => q.where('c.created_at', '>=', fromTime!))
      .$if(toTime !== undefined, (q) => q.where('c.created_at', '<=', toTime!))
      .groupBy('c.bot')
      .execute();
    // Online: conversations of the (few) online visitors, one count per conversation as the list's Online filter shows.
    const online = this.db
      .selectFrom('visitors as v')
      .innerJoin('conversations as c', 'c.visitor_id', 'v.id')
      .select(['c.bot', (eb) => eb.fn.countAll<number>().as('n')])
      .where('v.project_id', '=', projectId)
      .where('v.online', '=', 1)
      .where(sql<number>`+${sql.ref('c.project_id')}`, '=', projectId)
      .where('c.archived', '=', 0)
      .$if(fromTime !== undefined, (q) => q.where('c.created_at', '>=', fromTime!))
      .$if(toTime !== undefined, (q) => q.where('c.created_at', '<=', toTime!))
      .groupBy('c.bot')
      .execute();

    const out: Record<StatsType, Statistics> = { bot: emptyStats(), nonBot: emptyStats() };
    const kind = (bot: number) => out[bot ? 'bot' : 'nonBot'];
    for (const r of await flags) {
      const s = kind(r.bot);
      const n = Number(r.n);
      if (r.archived) {
        s.archived += n;
        continue;
      }
      if (r.status === 'open' || r.status === 'pending' || r.status === 'close') s[r.status] += n;
      if (r.starred) s.starred += n;
      if (r.unread > 0) s.unread += n;
    }
    for (const r of await my) kind(r.bot).my += Number(r.n);
    for (const r of await online) kind(r.bot).online += Number(r.n);
    return out;
  }

  // Every match of a filter (bulk jobs and saved views' counts, issue 27) ----------------------------------------

  /** The conversations a list query matches, whatever the page: the same participant rule and filters as list(). */
  private matching(q: MatchQuery): ConvQuery {
    let query: ConvQuery = this.db.selectFrom('conversations as c').innerJoin('visitors as v', 'v.id', 'c.visitor_id').where('c.project_id', '=', q.projectId);
    // A page's selection names its rows: those of the project, whatever the list's filter says of them now.
    if (q.ids) return query.where('c.id', 'in', q.ids.length ? q.ids : [0]);
    if (q.participant === 'me') {
      query = query.where('c.id', 'in', (eb) => eb.selectFrom('conversation_members as m').select('m.conversation_id').where('m.user_id', '=', q.userId));
      if (q.botConv !== undefined) query = query.where('c.bot', '=', q.botConv ? 1 : 0);
    } else {
      query = query.where('c.bot', '=', q.participant === 'bot' ? 1 : 0);
    }
    if (onlineOnly(q.filters)) query = query.where('v.online', '=', 1);
    return this.applyFilters(query, { ...q, before: null, limit: 0 });
  }

  /** Up to `limit` matching ids above `afterId` and at most `upToId`, ascending (a bulk job's next batch). */
  async matchingIds(q: MatchQuery, afterId: number, upToId: number, limit: number): Promise<number[]> {
    const rows = await this.matching(q).where('c.id', '>', afterId).where('c.id', '<=', upToId).select('c.id').orderBy('c.id').limit(limit).execute();
    return rows.map((r) => r.id);
  }

  async countMatching(q: MatchQuery, upToId?: number): Promise<number> {
    const row = await this.matching(q)
      .$if(upToId !== undefined, (x) => x.where('c.id', '<=', upToId!))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** The project's newest conversation id (0 without any). */
  async maxId(projectId: number): Promise<number> {
    const row = await this.db.selectFrom('conversations').select((eb) => eb.fn.max<number>('id').as('m')).where('project_id', '=', projectId).executeTakeFirst();
    return Number(row?.m ?? 0);
  }

  // Membership ------------------------------------------------------------------------------------------------

  async membersOf(conversationIds: number[]): Promise<Map<number, number[]>> {
    const out = new Map<number, number[]>();
    if (!conversationIds.length) return out;
    const rows = await membersIn.rows(this.db, conversationIds);
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
