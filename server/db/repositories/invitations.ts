// Pending invitations as the Team page manages them: the open 'invite' action tokens of a project (not used, not
// expired). Revoking retires every open link of that address (used_at set), which is what makes a link stop working.
import type { Kysely } from 'kysely';
import type { ActionTokenRow, Database } from '../schema';

export type InvitationRow = Pick<ActionTokenRow, 'id' | 'email' | 'role_id' | 'invited_by' | 'created_at' | 'expires_at' | 'used_at'>;

const COLUMNS = ['id', 'email', 'role_id', 'invited_by', 'created_at', 'expires_at', 'used_at'] as const;

export class InvitationsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The project's usable invitation links, newest first (an address invited twice has two). */
  async listOpen(projectId: number, now: number): Promise<InvitationRow[]> {
    return this.db
      .selectFrom('action_tokens')
      .select(COLUMNS)
      .where('project_id', '=', projectId)
      .where('purpose', '=', 'invite')
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** One invitation of the project, whatever its state (the audit reads it before and after a change). */
  async find(projectId: number, id: number): Promise<InvitationRow | undefined> {
    return this.db
      .selectFrom('action_tokens')
      .select(COLUMNS)
      .where('project_id', '=', projectId)
      .where('purpose', '=', 'invite')
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Retires every open link of this address in the project; how many there were. */
  async retire(projectId: number, email: string, now: number): Promise<number> {
    const res = await this.db
      .updateTable('action_tokens')
      .set({ used_at: now })
      .where('project_id', '=', projectId)
      .where('purpose', '=', 'invite')
      .where('email', '=', email)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows);
  }
}
