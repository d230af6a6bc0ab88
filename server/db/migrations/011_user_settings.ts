// A user's own settings documents (meeting availability), one JSON document per key; gone with the user.
import type { Kysely } from 'kysely';

export function userSettings() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('user_settings')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('user_settings_pk', ['user_id', 'key'])
        .execute();
    },
  };
}
