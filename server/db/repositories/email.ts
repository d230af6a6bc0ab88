// Email follow-up state (migration 033): threads (what was emailed, the Message-ID chain), recipients (unsubscribes,
// bounces) and the Message-IDs of received mail. Own table types, so the shared schema file stays as it was.
import type { Kysely } from 'kysely';

export interface EmailTables {
  email_threads: { conversation_id: number; project_id: number; sent_pos: number; message_ids: string; updated_at: number };
  email_recipients: { project_id: number; address: string; unsubscribed_at: number | null; bounced_at: number | null };
  email_inbound: { project_id: number; message_id: string; conversation_id: number; created_at: number };
}

export type EmailThreadRow = EmailTables['email_threads'];
/** Message-IDs kept per thread (the References header grows no further). */
const CHAIN = 20;

export class EmailRepository {
  private readonly db: Kysely<EmailTables>;

  constructor(db: Kysely<never>) {
    this.db = db as unknown as Kysely<EmailTables>;
  }

  async thread(conversationId: number): Promise<EmailThreadRow | undefined> {
    return this.db.selectFrom('email_threads').selectAll().where('conversation_id', '=', conversationId).executeTakeFirst();
  }

  /** Records an email or a reply of the thread: its Message-ID joins the chain; `sentPos` moves forward only. */
  async addToThread(p: { projectId: number; conversationId: number; messageId: string | null; sentPos?: number; now: number }): Promise<void> {
    const current = await this.thread(p.conversationId);
    const ids = [...(current?.message_ids.split(' ').filter(Boolean) ?? []), ...(p.messageId ? [p.messageId] : [])].slice(-CHAIN).join(' ');
    const sentPos = Math.max(current?.sent_pos ?? 0, p.sentPos ?? 0);
    if (current) {
      await this.db.updateTable('email_threads').set({ message_ids: ids, sent_pos: sentPos, updated_at: p.now }).where('conversation_id', '=', p.conversationId).execute();
    } else {
      await this.db
        .insertInto('email_threads')
        .values({ conversation_id: p.conversationId, project_id: p.projectId, sent_pos: sentPos, message_ids: ids, updated_at: p.now })
        .execute();
    }
  }

  async recipient(projectId: number, address: string) {
    return this.db.selectFrom('email_recipients').selectAll().where('project_id', '=', projectId).where('address', '=', address.toLowerCase()).executeTakeFirst();
  }

  async mark(projectId: number, address: string, what: 'unsubscribed_at' | 'bounced_at', now: number): Promise<void> {
    const addr = address.toLowerCase();
    const existing = await this.recipient(projectId, addr);
    if (existing) await this.db.updateTable('email_recipients').set({ [what]: now }).where('project_id', '=', projectId).where('address', '=', addr).execute();
    else await this.db.insertInto('email_recipients').values({ project_id: projectId, address: addr, unsubscribed_at: null, bounced_at: null, [what]: now }).execute();
  }

  /** Claims a received Message-ID; false when it was claimed before (a retry). */
  async claimInbound(p: { projectId: number; messageId: string; conversationId: number; now: number }): Promise<boolean> {
    const res = await this.db
      .insertInto('email_inbound')
      .values({ project_id: p.projectId, message_id: p.messageId, conversation_id: p.conversationId, created_at: p.now })
      .onConflict((oc) => oc.columns(['project_id', 'message_id']).doNothing())
      .executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** Gives a claim back when storing the message failed, so the sender's retry can store it. */
  async releaseInbound(projectId: number, messageId: string): Promise<void> {
    await this.db.deleteFrom('email_inbound').where('project_id', '=', projectId).where('message_id', '=', messageId).execute();
  }
}
