// Agent email's waiting notices (migration 038): a mention or assignment for an agent who is away, until the email
// that carries it goes out. Own table types, so the shared schema file stays as it was.
import type { Kysely } from 'kysely';

export interface AgentEmailTables {
  agent_email_notices: {
    id: number;
    project_id: number;
    user_id: number;
    conversation_id: number;
    title: string;
    body: string;
    link: string;
    created_at: number;
    sent_at: number | null;
  };
}

export type AgentEmailNoticeRow = AgentEmailTables['agent_email_notices'];
type NewNotice = Omit<AgentEmailNoticeRow, 'id' | 'sent_at'>;

export class AgentEmailRepository {
  private readonly db: Kysely<AgentEmailTables>;

  constructor(db: Kysely<never>) {
    this.db = db as unknown as Kysely<AgentEmailTables>;
  }

  async add(notice: NewNotice): Promise<void> {
    await this.db.insertInto('agent_email_notices').values(notice as AgentEmailNoticeRow).execute();
  }

  /** When the agent's last email went out (null: never). */
  async lastSent(projectId: number, userId: number): Promise<number | null> {
    const row = await this.db
      .selectFrom('agent_email_notices')
      .select((eb) => eb.fn.max('sent_at').as('at'))
      .where('project_id', '=', projectId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.at == null ? null : Number(row.at);
  }

  /** Claims the agent's waiting notices for one email (sent_at = now): each is claimed by one run only. */
  async claim(projectId: number, userId: number, now: number): Promise<AgentEmailNoticeRow[]> {
    const rows = await this.db
      .updateTable('agent_email_notices')
      .set({ sent_at: now })
      .where('project_id', '=', projectId)
      .where('user_id', '=', userId)
      .where('sent_at', 'is', null)
      .returningAll()
      .execute();
    return rows.sort((a, b) => a.id - b.id);
  }

  /** Gives claimed notices back (their email failed; the job's retry sends them). */
  async release(projectId: number, ids: number[]): Promise<void> {
    if (ids.length) await this.db.updateTable('agent_email_notices').set({ sent_at: null }).where('project_id', '=', projectId).where('id', 'in', ids).execute();
  }
}
