// The install check reads the project's most recently seen visitor (where the widget last ran): an index instead of
// sorting every visitor of a busy project.
import type { Kysely } from 'kysely';

export function install() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('visitors_project_seen').on('visitors').columns(['project_id', 'last_seen_at']).execute();
    },
  };
}
