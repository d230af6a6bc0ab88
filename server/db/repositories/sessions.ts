import type { Kysely } from 'kysely';
import type { Database, SessionRow } from '../schema';

export class SessionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(s: { tokenHash: string; userId: number; projectId: number; kind: string; now: number; expiresAt: number }) {
    await this.db
      .insertInto('sessions')
      .values({
        token_hash: s.tokenHash,
        user_id: s.userId,
        project_id: s.projectId,
        kind: s.kind,
        created_at: s.now,
        expires_at: s.expiresAt,
      })
      .execute();
  }

  async findActive(tokenHash: string, now: number): Promise<SessionRow | undefined> {
    return this.db
      .selectFrom('sessions')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
  }

  async revoke(tokenHash: string, now: number): Promise<void> {
    await this.db.updateTable('sessions').set({ revoked_at: now }).where('token_hash', '=', tokenHash).execute();
  }

  /** After a password reset or change every other device signs in again. */
  async revokeAllForUser(userId: number, now: number): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
  }
}
