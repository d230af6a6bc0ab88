// Named leases (migration 027): one node at a time holds a name until it lets go or its time runs out.
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export interface LeasesTable {
  name: string;
  holder: string;
  expires_at: number;
}
declare module '../schema' {
  interface Database {
    leases: LeasesTable;
  }
}

export class LeasesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Takes the lease when nobody holds it or the holder's has run out; true when `holder` now has it. */
  async acquire(name: string, holder: string, now: number, seconds: number): Promise<boolean> {
    const r = await this.db
      .insertInto('leases')
      .values({ name, holder, expires_at: now + seconds })
      .onConflict((oc) => oc.column('name').doUpdateSet({ holder, expires_at: now + seconds }).where('leases.expires_at', '<=', now))
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** Lets go, if `holder` still has it. */
  async release(name: string, holder: string): Promise<void> {
    await this.db.deleteFrom('leases').where('name', '=', name).where('holder', '=', holder).execute();
  }
}
