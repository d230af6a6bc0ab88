import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export class GifRecentsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** `used_at` is in milliseconds: two GIFs picked within one second must still come back in order. */
  async remember(userId: number, gifId: string, gif: object, now: number = Date.now()): Promise<void> {
    await this.db
      .insertInto('gif_recents')
      .values({ user_id: userId, gif_id: gifId, gif: JSON.stringify(gif), used_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'gif_id']).doUpdateSet({ used_at: now }))
      .execute();
  }

  async list(userId: number, offset: number, limit: number): Promise<unknown[]> {
    const rows = await this.db
      .selectFrom('gif_recents')
      .select('gif')
      .where('user_id', '=', userId)
      .orderBy('used_at', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
    return rows.map((r) => JSON.parse(r.gif) as unknown);
  }
}
