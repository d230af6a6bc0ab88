// Issue 30: on SQLite a message enters the full-text index in batches, not in its own transaction. FTS5 wrote a new
// segment, its structure record and averages for every message (~5 of the 19 WAL pages a visitor message wrote) and
// merged those one-message segments later: ~160 µs of a ~860 µs request (bench/README.md, "Issue 30, third pass").
// Now inserting a message only notes its id in search_pending; server/db/searchIndexer.ts indexes the noted messages
// a batch at a time (one segment per batch), and a search first indexes whatever is still noted, so nothing written
// before a search is missing from it. Edits and deletes stay immediate (rare, and an edit must not leave the old
// words findable). PostgreSQL is unchanged: GIN's pending list already batches its index writes.
import { sql, type Kysely } from 'kysely';
import type { Dialect } from './columns';
import { SEARCH_MESSAGE_TYPES } from '../searchPending';

export function searchBatched(dialect: Dialect) {
  return { up: (db: Kysely<unknown>) => (dialect === 'postgres' ? Promise.resolve() : upSqlite(db)) };
}

async function upSqlite(db: Kysely<unknown>) {
  const run = (text: string) => sql.raw(text).execute(db);
  await run(`create table search_pending (message_id integer primary key)`);
  await run(`drop trigger search_messages_ai`);
  await run(`drop trigger search_messages_ad`);
  await run(`drop trigger search_messages_au`);
  await run(`create trigger search_messages_ai after insert on messages when new.type in ${SEARCH_MESSAGE_TYPES} begin
    insert or ignore into search_pending (message_id) values (new.id); end`);
  await run(`create trigger search_messages_ad after delete on messages begin
    delete from search_messages where rowid = old.id; delete from search_pending where message_id = old.id; end`);
  await run(`create trigger search_messages_au after update of text, type on messages begin
    delete from search_messages where rowid = old.id; delete from search_pending where message_id = old.id;
    insert into search_messages (rowid, body, scope) select new.id, new.text, 'p' || c.project_id from conversations c
    where c.id = new.conversation_id and new.type in ${SEARCH_MESSAGE_TYPES}; end`);
}
