import type { Kysely, Insertable } from 'kysely';
import type { ActionTokenRow, ActionTokensTable, Database } from '../schema';

export type TokenPurpose = 'verify' | 'reset' | 'invite';

export class ActionTokensRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(values: Insertable<ActionTokensTable> & { purpose: TokenPurpose }): Promise<void> {
    await this.db.insertInto('action_tokens').values(values).execute();
  }

  async findUsable(tokenHash: string, purpose: TokenPurpose, now: number): Promise<ActionTokenRow | undefined> {
    return this.db
      .selectFrom('action_tokens')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
  }

  /** Marks the token used; false when another request used it first (a link works once). */
  async consume(id: number, now: number): Promise<boolean> {
    const res = await this.db
      .updateTable('action_tokens')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** A new reset or verification link replaces the older ones. */
  async retireOpen(email: string, purpose: TokenPurpose, now: number): Promise<void> {
    await this.db
      .updateTable('action_tokens')
      .set({ used_at: now })
      .where('email', '=', email)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
  }
}
