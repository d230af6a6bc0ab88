// Named leases (migration 027): one node at a time holds a name until it lets go or its time runs out. `pending`
// lets another node that found the name taken ask the holder to look again before letting go (the team-chat
// mirrors: something new to post arrived meanwhile).
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export interface LeasesTable {
  name: string;
  holder: string;
  expires_at: number;
  pending: number;
}
declare module '../schema' {
  interface Database {
    leases: LeasesTable;
  }
}

/** Cluster mode's leases as a component takes them: the shared repository and this node's name (NODE_ID). */
export interface NodeLeases {
  repo: LeasesRepository;
  nodeId: string;
}

/** A holder name for one process: the node's name and a random part (a restarted node is another holder). */
export const leaseHolder = (leases: NodeLeases | null): string => `${leases?.nodeId ?? 'node'}-${crypto.randomBytes(4).toString('hex')}`;

export class LeasesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Takes the lease when nobody holds it or the holder's has run out; true when `holder` now has it. */
  async acquire(name: string, holder: string, now: number, seconds: number): Promise<boolean> {
    const r = await this.db
      .insertInto('leases')
      .values({ name, holder, expires_at: now + seconds, pending: 0 })
      .onConflict((oc) => oc.column('name').doUpdateSet({ holder, expires_at: now + seconds, pending: 0 }).where('leases.expires_at', '<=', now))
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** Tells the holder to look again before letting go; false when nobody holds the lease any more. */
  async markPending(name: string): Promise<boolean> {
    const r = await this.db.updateTable('leases').set({ pending: 1 }).where('name', '=', name).executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  /**
   * Lets go unless another node asked it to look again meanwhile: then the lease is kept (pending cleared, time
   * renewed to `seconds`) and the answer is false, so the holder does its work again.
   */
  async release(name: string, holder: string, now: number, seconds = 0): Promise<boolean> {
    const gone = await this.db.deleteFrom('leases').where('name', '=', name).where('holder', '=', holder).where('pending', '=', 0).executeTakeFirst();
    if (Number(gone.numDeletedRows) > 0) return true;
    const kept = await this.db
      .updateTable('leases')
      .set({ pending: 0, expires_at: now + seconds })
      .where('name', '=', name)
      .where('holder', '=', holder)
      .executeTakeFirst();
    // Not ours any more (it ran out and another node took it): that node does what is new.
    return Number(kept.numUpdatedRows) === 0;
  }
}
