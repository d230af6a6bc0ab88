import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** A user's own settings documents (JSON), keyed per user. */
export class UserSettingsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async get(userId: number, key: string): Promise<unknown | undefined> {
    const row = await this.db.selectFrom('user_settings').select('value').where('user_id', '=', userId).where('key', '=', key).executeTakeFirst();
    return row ? (JSON.parse(row.value) as unknown) : undefined;
  }

  async put(userId: number, key: string, value: unknown, now: number): Promise<void> {
    const json = JSON.stringify(value);
    await this.db
      .insertInto('user_settings')
      .values({ user_id: userId, key, value: json, updated_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'key']).doUpdateSet({ value: json, updated_at: now }))
      .execute();
  }
}
