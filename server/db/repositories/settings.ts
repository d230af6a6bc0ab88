import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export class SettingsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async get(projectId: number, key: string): Promise<unknown | undefined> {
    const row = await this.db.selectFrom('project_settings').select('value').where('project_id', '=', projectId).where('key', '=', key).executeTakeFirst();
    return row ? (JSON.parse(row.value) as unknown) : undefined;
  }

  async put(projectId: number, key: string, value: unknown, now: number): Promise<void> {
    await this.db
      .insertInto('project_settings')
      .values({ project_id: projectId, key, value: JSON.stringify(value), updated_at: now })
      .onConflict((oc) => oc.columns(['project_id', 'key']).doUpdateSet({ value: JSON.stringify(value), updated_at: now }))
      .execute();
  }
}
