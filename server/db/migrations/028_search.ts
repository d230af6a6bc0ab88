// Inbox search (issue 25) on each database's own full-text engine, kept in step by triggers: a message, a visitor's
// name/email/company or a conversation's tags change in the same statement's transaction as their index entry, from
// every write path (agents, visitors, the bot, the seed). Existing rows are indexed here.
//   SQLite: two FTS5 tables (rowid = message id / conversation id). `scope` holds the project as a word ('p12'), so
//   the project is narrowed inside the index and a query reads only its own project's entries.
//   PostgreSQL: two tables of tsvectors ('simple' config: no stemming, as FTS5's unicode61) with GIN indexes.
// Indexed messages: chat messages and agents' notes (other types are markers with no words of their own).
import { sql, type Kysely } from 'kysely';
import type { Dialect } from './columns';

export function search(dialect: Dialect) {
  return { up: (db: Kysely<unknown>) => (dialect === 'postgres' ? upPostgres(db) : upSqlite(db)) };
}

const SQLITE_TAGS = (conversation: string) =>
  `(select coalesce(group_concat(t.name, ' '), '') from conversation_tags ct join tags t on t.id = ct.tag_id where ct.conversation_id = ${conversation})`;

async function upSqlite(db: Kysely<unknown>) {
  const run = (text: string) => sql.raw(text).execute(db);
  // prefix='2 3 4 5': as-you-type prefixes of 2-5 letters read a prefix index instead of merging every word they begin.
  await run(`create virtual table search_messages using fts5(body, scope, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4 5')`);
  await run(`create virtual table search_conversations using fts5(name, email, company, tags, scope, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')`);

  const messageRow = (m: string) =>
    `insert into search_messages (rowid, body, scope) select ${m}.id, ${m}.text, 'p' || c.project_id from conversations c where c.id = ${m}.conversation_id and ${m}.type in ('message', 'note')`;
  await run(`create trigger search_messages_ai after insert on messages begin ${messageRow('new')}; end`);
  await run(`create trigger search_messages_ad after delete on messages begin delete from search_messages where rowid = old.id; end`);
  await run(`create trigger search_messages_au after update of text, type on messages begin
    delete from search_messages where rowid = old.id; ${messageRow('new')}; end`);

  await run(`create trigger search_conversations_ai after insert on conversations begin
    insert into search_conversations (rowid, name, email, company, tags, scope)
    select new.id, v.name, coalesce(v.email, ''), coalesce(v.company, ''), '', 'p' || new.project_id from visitors v where v.id = new.visitor_id; end`);
  await run(`create trigger search_conversations_ad after delete on conversations begin delete from search_conversations where rowid = old.id; end`);
  await run(`create trigger search_visitors_au after update of name, email, company on visitors
    when new.name is not old.name or new.email is not old.email or new.company is not old.company begin
    update search_conversations set name = new.name, email = coalesce(new.email, ''), company = coalesce(new.company, '')
    where rowid in (select id from conversations where visitor_id = new.id); end`);
  await run(`create trigger search_tags_ai after insert on conversation_tags begin
    update search_conversations set tags = ${SQLITE_TAGS('new.conversation_id')} where rowid = new.conversation_id; end`);
  await run(`create trigger search_tags_ad after delete on conversation_tags begin
    update search_conversations set tags = ${SQLITE_TAGS('old.conversation_id')} where rowid = old.conversation_id; end`);
  await run(`create trigger search_tag_names_au after update of name on tags begin
    update search_conversations set tags = ${SQLITE_TAGS('search_conversations.rowid')}
    where rowid in (select conversation_id from conversation_tags where tag_id = new.id); end`);

  await run(`insert into search_messages (rowid, body, scope)
    select m.id, m.text, 'p' || c.project_id from messages m join conversations c on c.id = m.conversation_id where m.type in ('message', 'note')`);
  await run(`insert into search_conversations (rowid, name, email, company, tags, scope)
    select c.id, v.name, coalesce(v.email, ''), coalesce(v.company, ''), ${SQLITE_TAGS('c.id')}, 'p' || c.project_id
    from conversations c join visitors v on v.id = c.visitor_id`);
  await run(`insert into search_messages (search_messages) values ('optimize')`);
  await run(`insert into search_conversations (search_conversations) values ('optimize')`);
}

async function upPostgres(db: Kysely<unknown>) {
  const run = (text: string) => sql.raw(text).execute(db);
  // PostgreSQL's parser keeps "anna@acme.io" or "acme.io" as one word; FTS5 splits them. Punctuation inside words
  // becomes a space (translate, not a regex) so both engines index, and match, the same words.
  await run(`create function search_words(t text) returns tsvector language sql immutable
    as $$ select to_tsvector('simple'::regconfig, translate(coalesce(t, ''), '@.-_/:+''', '        ')) $$`);
  await run(`create table search_messages (
    message_id integer primary key references messages(id) on delete cascade,
    conversation_id integer not null,
    project_id integer not null,
    doc tsvector not null)`);
  await run(`create index search_messages_doc on search_messages using gin (doc)`);
  await run(`create index search_messages_project on search_messages (project_id, message_id)`);
  await run(`create table search_conversations (
    conversation_id integer primary key references conversations(id) on delete cascade,
    project_id integer not null,
    doc tsvector not null)`);
  await run(`create index search_conversations_doc on search_conversations using gin (doc)`);

  await run(`create function search_message_sync() returns trigger language plpgsql as $$ begin
    if tg_op = 'UPDATE' then delete from search_messages where message_id = old.id; end if;
    if new.type in ('message', 'note') then
      insert into search_messages (message_id, conversation_id, project_id, doc)
      select new.id, new.conversation_id, c.project_id, search_words(new.text) from conversations c where c.id = new.conversation_id;
    end if;
    return null; end $$`);
  await run(`create trigger search_messages_sync after insert or update of text, type on messages for each row execute function search_message_sync()`);

  // A conversation's words: its visitor's name and email (weight A), company and tag names (B).
  await run(`create function search_conversation_refresh(conv integer) returns void language sql as $$
    delete from search_conversations where conversation_id = conv;
    insert into search_conversations (conversation_id, project_id, doc)
    select c.id, c.project_id, setweight(search_words(v.name), 'A') || setweight(search_words(v.email), 'A')
      || setweight(search_words(v.company), 'B')
      || setweight(search_words((select string_agg(t.name, ' ') from conversation_tags ct join tags t on t.id = ct.tag_id where ct.conversation_id = c.id)), 'B')
    from conversations c join visitors v on v.id = c.visitor_id where c.id = conv $$`);
  await run(`create function search_conversation_sync() returns trigger language plpgsql as $$ begin
    if tg_table_name = 'conversations' then perform search_conversation_refresh(new.id);
    elsif tg_table_name = 'conversation_tags' and tg_op = 'DELETE' then perform search_conversation_refresh(old.conversation_id);
    elsif tg_table_name = 'conversation_tags' then perform search_conversation_refresh(new.conversation_id);
    elsif tg_table_name = 'visitors' then perform search_conversation_refresh(c.id) from conversations c where c.visitor_id = new.id;
    else perform search_conversation_refresh(ct.conversation_id) from conversation_tags ct where ct.tag_id = new.id;
    end if;
    return null; end $$`);
  await run(`create trigger search_conversations_sync after insert on conversations for each row execute function search_conversation_sync()`);
  await run(`create trigger search_conversation_tags_sync after insert or delete on conversation_tags for each row execute function search_conversation_sync()`);
  await run(`create trigger search_visitors_sync after update of name, email, company on visitors for each row
    when (new.name is distinct from old.name or new.email is distinct from old.email or new.company is distinct from old.company)
    execute function search_conversation_sync()`);
  await run(`create trigger search_tags_sync after update of name on tags for each row when (new.name is distinct from old.name)
    execute function search_conversation_sync()`);

  await run(`insert into search_messages (message_id, conversation_id, project_id, doc)
    select m.id, m.conversation_id, c.project_id, search_words(m.text) from messages m join conversations c on c.id = m.conversation_id
    where m.type in ('message', 'note')`);
  await run(`select search_conversation_refresh(id) from conversations`);
}
