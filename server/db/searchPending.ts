// The SQL that moves noted messages (search_pending, migration 041) into SQLite's full-text index, shared by the
// background indexer (searchIndexer.ts) and a search's own catch-up (repositories/search.ts).

/** The message types with words of their own (migration 028): chat messages and agents' notes. */
export const SEARCH_MESSAGE_TYPES = `('message', 'note')`;

const oldest = `select message_id from search_pending order by message_id limit ?`;

/** Indexes the `limit` oldest noted messages (one FTS5 segment for all of them). Run with the next statement in one
 *  transaction. A noted message deleted meanwhile has no row left to join, and its note goes with the next one. */
export const INDEX_PENDING = `insert into search_messages (rowid, body, scope)
  select m.id, m.text, 'p' || c.project_id from (${oldest}) p
  join messages m on m.id = p.message_id join conversations c on c.id = m.conversation_id
  where m.type in ${SEARCH_MESSAGE_TYPES}`;
export const FORGET_PENDING = `delete from search_pending where message_id in (${oldest})`;
export const ANY_PENDING = `select exists (select 1 from search_pending) as pending`;
