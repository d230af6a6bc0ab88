// Webhooks, issue 29 gaps: an endpoint remembers when its current run of failures began (failing_since, cleared by a
// success), so it is disabled after failing for days rather than after a count alone; and the outbox's sweep looks for
// due deliveries that no sender holds (the due index of 035 covers status and next_attempt_at).
import type { Kysely } from 'kysely';

export function webhookOutbox() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('webhook_endpoints').addColumn('failing_since', 'bigint').execute();
    },
  };
}
