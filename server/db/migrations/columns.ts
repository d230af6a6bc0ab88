// The one place where the two dialects differ in DDL: auto-incrementing keys.
import { sql, type ColumnDataType, type Expression } from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

/** SQLite: INTEGER PRIMARY KEY is the rowid (auto-assigned); PostgreSQL: an identity-backed serial. */
export function idColumn(dialect: Dialect): ColumnDataType | Expression<unknown> {
  return dialect === 'postgres' ? sql`serial` : 'integer';
}
