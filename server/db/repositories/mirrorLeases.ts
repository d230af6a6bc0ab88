// Leases of the team-chat mirrors (migration 026): one node at a time posts a conversation's thread.
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export interface MirrorLeasesTable {
  service: string;
  conversation_id: number;
  holder: string;
  expires_at: number;
  pending: number;
}
declare module '../schema' {
  interface Database {
    mirror_leases: MirrorLeasesTable;
  }
}

export class MirrorLeasesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Takes the lease when nobody holds it or the holder's has run out; true when `holder` now has it. */
  async acquire(service: string, conversationId: number, holder: string, now: number, seconds: number): Promise<boolean> {
    const r = await this.db
      .insertInto('mirror_leases')
      .values({ service, conversation_id: conversationId, holder, expires_at: now + seconds, pending: 0 })
      .onConflict((oc) =>
        oc
          .columns(['service', 'conversation_id'])
          .doUpdateSet({ holder, expires_at: now + seconds, pending: 0 })
          .where('mirror_leases.expires_at', '<=', now),
      )
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** Tells the holder to look again before letting go; false when nobody holds the lease any more. */
  async markPending(service: string, conversationId: number): Promise<boolean> {
    const r = await this.db.updateTable('mirror_leases').set({ pending: 1 }).where('service', '=', service).where('conversation_id', '=', conversationId).executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  /**
   * Lets go unless another node saw something new meanwhile: then the lease is kept (pending cleared, time renewed)
   * and the answer is false, so the holder posts again.
   */
  async release(service: string, conversationId: number, holder: string, now: number, seconds: number): Promise<boolean> {
    const gone = await this.db
      .deleteFrom('mirror_leases')
      .where('service', '=', service)
      .where('conversation_id', '=', conversationId)
      .where('holder', '=', holder)
      .where('pending', '=', 0)
      .executeTakeFirst();
    if (Number(gone.numDeletedRows) > 0) return true;
    const kept = await this.db
      .updateTable('mirror_leases')
      .set({ pending: 0, expires_at: now + seconds })
      .where('service', '=', service)
      .where('conversation_id', '=', conversationId)
      .where('holder', '=', holder)
      .executeTakeFirst();
    // Not ours any more (it ran out and another node took it): that node posts what is new.
    return Number(kept.numUpdatedRows) === 0;
  }
}
