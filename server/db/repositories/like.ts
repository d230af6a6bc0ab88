// "Contains" search on a text column, the same on SQLite and PostgreSQL: the user's % and _ are literal and case
// does not matter. SQLite's LIKE has no escape character unless told (PostgreSQL defaults to backslash), so the
// ESCAPE clause is always written; lower() on both sides because PostgreSQL's LIKE is case-sensitive.
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';

/** A user's search text as a LIKE pattern with backslash escapes (only valid with an `ESCAPE '\'` clause). */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `lower(column) LIKE lower('%term%') ESCAPE '\'`: use in `.where(...)` or inside `eb.or([...])`. */
export function containsText(column: Expression<string | null> | RawBuilder<unknown>, term: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${column}) like ${containsPattern(term.toLowerCase())} escape '\\'`;
}
