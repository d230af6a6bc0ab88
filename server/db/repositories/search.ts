// Inbox search on the database's own full-text engine (migration 028): FTS5 on SQLite, tsvector + GIN on PostgreSQL.
// Words come from src/domain/search (letters and digits only), so nothing typed reaches either query syntax.
import { CompiledQuery, sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import type { Dialect } from '../migrations/columns';
import { HIT_CLOSE, HIT_OPEN } from '../../../src/domain/search/highlight';
import type { SearchField } from '../../../src/domain/search/types';
import { ANY_PENDING, FORGET_PENDING, INDEX_PENDING } from '../searchPending';

export interface SearchRequest {
  projectId: number;
  /** Only conversations this agent is a member of (null: every conversation of the project). */
  memberId: number | null;
  words: string[];
  limit: number;
}

export interface SearchRow {
  conversationId: number;
  /** The best matching message, or null when the visitor's fields or tags matched best. */
  messageId: number | null;
  messagePos: number | null;
  field: SearchField;
  /** The matched text with HIT_OPEN/HIT_CLOSE around matching words. */
  marked: string;
}

/** Newest matching entries ranked per query and per table. A word in most messages would otherwise rank every one
 *  of them; relevance among the newest few thousand keeps a common word as fast as a rare one (bench/search.ts). */
const CANDIDATES = 2000;

export interface SearchWindow {
  /** How many of the newest matches are ranked (tests make it small to reach the common-word path with few rows). */
  candidates?: number;
}
const SNIPPET_WORDS = 16;
/** Noted messages indexed per transaction when a search catches the index up. */
const PENDING_BATCH = 1000;
const PROFILE_FIELDS: SearchField[] = ['name', 'email', 'company', 'tag'];

/** SQLite: messages noted but not yet indexed (migration 041) are indexed, so a search finds everything written
 *  before it. Through Kysely, so it queues behind a request's open transaction instead of joining it. */
export async function indexPendingMessages<DB>(db: Kysely<DB>): Promise<void> {
  const pending = async () => Boolean((await db.executeQuery<{ pending: number }>(CompiledQuery.raw(ANY_PENDING))).rows[0]?.pending);
  while (await pending()) {
    await db.transaction().execute(async (tx) => {
      await tx.executeQuery(CompiledQuery.raw(INDEX_PENDING, [PENDING_BATCH]));
      await tx.executeQuery(CompiledQuery.raw(FORGET_PENDING, [PENDING_BATCH]));
    });
  }
}

type Ranked = { cid: number; mid: number | null; pos: number | null };

export class SearchRepository {
  private readonly candidates: number;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
    window: SearchWindow = {},
  ) {
    this.candidates = window.candidates ?? CANDIDATES;
  }

  async search(r: SearchRequest): Promise<SearchRow[]> {
    if (!r.words.length) return [];
    return this.dialect === 'postgres' ? this.searchPostgres(r) : this.searchSqlite(r);
  }

  private member(r: SearchRequest) {
    return r.memberId === null
      ? sql``
      : sql`and exists (select 1 from conversation_members cm where cm.conversation_id = c.id and cm.user_id = ${r.memberId})`;
  }

  private async searchSqlite(r: SearchRequest): Promise<SearchRow[]> {
    await indexPendingMessages(this.db);
    // All words required; the last one also as a prefix ("ref" finds "refund" as it is typed). FTS5 reads a prefix
    // by merging every word it begins (prefix indexes cover 2-5 letters), so a finished word is tried exactly first:
    // when it alone fills the candidates, the prefix adds nothing the newest matches lack.
    const exact = `body : (${r.words.map((w) => `"${w}"`).join(' ')})`;
    const prefixed = `body : (${r.words.map((w, i) => (i === r.words.length - 1 ? `"${w}"*` : `"${w}"`)).join(' ')})`;
    const inProfile = `{name email company tags} : (${r.words.map((w, i) => (i === r.words.length - 1 ? `"${w}"*` : `"${w}"`)).join(' ')})`;
    const newest = async (expr: string) =>
      Number((await sql<{ n: number }>`select count(*) as n from (select rowid from search_messages where search_messages match ${expr} order by rowid desc limit ${this.candidates})`.execute(this.db)).rows[0]?.n ?? 0);
    let body = exact;
    let found = await newest(exact);
    if (found < this.candidates) {
      body = prefixed;
      found = await newest(prefixed);
    }
    // bm25 counts every row holding each phrase (its idf) before scoring: cheap for words in fewer rows than the
    // candidates, ~70 ms for a word in a quarter of 2M messages. Such a word ranks its project's newest matches by
    // focus instead (the shortest message holding it first); a rarer one gets bm25. The project's word (scope) is
    // used only where nothing is counted: bm25 would count the whole project.
    const messageHits =
      found >= this.candidates
        ? sql`select s.id as id, -1.0 / (1 + length(m.text)) as score from (
            select rowid as id from search_messages where search_messages match ${`scope : p${r.projectId} AND ${body}`}
            order by rowid desc limit ${this.candidates}) s join messages m on m.id = s.id`
        : sql`select rowid as id, bm25(search_messages, 1.0, 0.0) as score from search_messages
            where search_messages match ${body} order by rowid desc limit ${this.candidates}`;
    const ranked = await sql<Ranked>`
      with mh as (${messageHits}),
      ch as (
        select rowid as id, bm25(search_conversations, 4.0, 4.0, 2.0, 2.0, 0.0) as score from search_conversations
        where search_conversations match ${inProfile} order by rowid desc limit ${this.candidates}),
      hits as (
        select m.conversation_id as cid, mh.score as score, m.id as mid, m.pos as pos from mh join messages m on m.id = mh.id
        union all select ch.id, ch.score, null, null from ch)
      select h.cid as cid, min(h.score) as score, h.mid as mid, h.pos as pos
      from hits h join conversations c on c.id = h.cid
      where c.project_id = ${r.projectId} ${this.member(r)}
      group by h.cid order by score, c.last_event_time desc, c.id desc limit ${r.limit}`.execute(this.db);
    const markMessages = body;
    const markProfile = inProfile;
    const rows = ranked.rows;
    const mids = rows.flatMap((x) => (x.mid === null ? [] : [x.mid]));
    const cids = rows.filter((x) => x.mid === null).map((x) => x.cid);
    const snippets = new Map<number, string>();
    if (mids.length) {
      const res = await sql<{ id: number; s: string }>`
        select rowid as id, snippet(search_messages, 0, ${HIT_OPEN}, ${HIT_CLOSE}, '…', ${SNIPPET_WORDS}) as s from search_messages
        where search_messages match ${markMessages} and rowid in (${sql.join(mids)})`.execute(this.db);
      for (const x of res.rows) snippets.set(x.id, x.s);
    }
    const profiles = new Map<number, string[]>();
    if (cids.length) {
      const h = (col: number) => sql`highlight(search_conversations, ${col}, ${HIT_OPEN}, ${HIT_CLOSE})`;
      const res = await sql<{ id: number; a: string; b: string; c: string; d: string }>`
        select rowid as id, ${h(0)} as a, ${h(1)} as b, ${h(2)} as c, ${h(3)} as d from search_conversations
        where search_conversations match ${markProfile} and rowid in (${sql.join(cids)})`.execute(this.db);
      for (const x of res.rows) profiles.set(x.id, [x.a, x.b, x.c, x.d]);
    }
    return rows.map((x) => (x.mid === null ? profileRow(x, profiles.get(x.cid)) : messageRow(x, snippets.get(x.mid))));
  }

  private async searchPostgres(r: SearchRequest): Promise<SearchRow[]> {
    const tsquery = r.words.map((w, i) => (i === r.words.length - 1 ? `${w}:*` : w)).join(' & ');
    const q = sql`to_tsquery('simple', ${tsquery})`;
    const ranked = await sql<Ranked>`
      with mh as (
        select s.message_id as mid, s.conversation_id as cid, ts_rank(s.doc, ${q}) as score from search_messages s
        where s.project_id = ${r.projectId} and s.doc @@ ${q} order by s.message_id desc limit ${this.candidates}),
      ch as (
        select s.conversation_id as cid, ts_rank(s.doc, ${q}) as score from search_conversations s
        where s.project_id = ${r.projectId} and s.doc @@ ${q} order by s.conversation_id desc limit ${this.candidates}),
      best as (
        select distinct on (cid) cid, score, mid from (select cid, score, mid from mh union all select cid, score, null from ch) hits
        order by cid, score desc, mid desc nulls last),
      top as (
        select b.cid, b.mid, b.score, c.last_event_time as t from best b join conversations c on c.id = b.cid
        where c.project_id = ${r.projectId} ${this.member(r)}
        order by b.score desc, c.last_event_time desc, c.id desc limit ${r.limit})
      select top.cid as cid, top.mid as mid, m.pos as pos from top left join messages m on m.id = top.mid
      order by top.score desc, top.t desc, top.cid desc`.execute(this.db);
    const rows = ranked.rows;
    const mids = rows.flatMap((x) => (x.mid === null ? [] : [x.mid]));
    const cids = rows.filter((x) => x.mid === null).map((x) => x.cid);
    const marks = `StartSel=${HIT_OPEN}, StopSel=${HIT_CLOSE}`;
    const snippets = new Map<number, string>();
    if (mids.length) {
      const opts = `${marks}, MaxWords=${SNIPPET_WORDS + 4}, MinWords=${SNIPPET_WORDS / 2}, ShortWord=1, MaxFragments=1, FragmentDelimiter=" … "`;
      const res = await sql<{ id: number; s: string }>`
        select m.id as id, ts_headline('simple', m.text, ${q}, ${opts}) as s from messages m where m.id in (${sql.join(mids)})`.execute(this.db);
      for (const x of res.rows) snippets.set(x.id, x.s);
    }
    const profiles = new Map<number, string[]>();
    if (cids.length) {
      // Which field matched is asked of the same words the index holds; the headline marks it for display. The
      // empty marked pair keeps a matched field chosen where the headline's parser reads the value as one word (an email).
      const field = (col: ReturnType<typeof sql>) =>
        sql`case when search_words(${col}) @@ ${q} then ts_headline('simple', coalesce(${col}, ''), ${q}, ${`${marks}, HighlightAll=true`}) || ${HIT_OPEN} || ${HIT_CLOSE} else coalesce(${col}, '') end`;
      const tags = sql`(select coalesce(string_agg(t.name, ' '), '') from conversation_tags ct join tags t on t.id = ct.tag_id where ct.conversation_id = c.id)`;
      const res = await sql<{ id: number; a: string; b: string; c: string; d: string }>`
        select c.id as id, ${field(sql`v.name`)} as a, ${field(sql`v.email`)} as b, ${field(sql`v.company`)} as c, ${field(tags)} as d
        from conversations c join visitors v on v.id = c.visitor_id where c.id in (${sql.join(cids)})`.execute(this.db);
      for (const x of res.rows) profiles.set(x.id, [x.a, x.b, x.c, x.d]);
    }
    return rows.map((x) => (x.mid === null ? profileRow(x, profiles.get(x.cid)) : messageRow(x, snippets.get(x.mid))));
  }
}

function messageRow(x: Ranked, marked: string | undefined): SearchRow {
  return { conversationId: x.cid, messageId: x.mid, messagePos: x.pos, field: 'message', marked: marked ?? '' };
}

/** The visitor field (name, email, company, tags) with the most marked words; the first of equals. */
function profileRow(x: Ranked, values: string[] | undefined): SearchRow {
  const all = values ?? [];
  const marks = all.map((v) => v.split(HIT_OPEN).length - 1);
  const i = marks.indexOf(Math.max(0, ...marks));
  return { conversationId: x.cid, messageId: null, messagePos: null, field: PROFILE_FIELDS[i]!, marked: all[i] ?? '' };
}
