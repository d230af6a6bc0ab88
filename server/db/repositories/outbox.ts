import type { Kysely } from 'kysely';
import type { Database, OutboxRow } from '../schema';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Follow-up emails (server/services/email): a sender name, reply address and threading headers of their own. */
  from?: string;
  replyTo?: string;
  messageId?: string;
  inReplyTo?: string;
  references?: string[];
  headers?: Record<string, string>;
  /** The envelope sender (Return-Path): where bounces go (a follow-up's reply address, so the receiver sees them). */
  envelopeFrom?: string;
  /** The composed message (set by the mailer when it keeps mail in the outbox). */
  raw?: string;
}

export class OutboxRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async add(mail: OutgoingMail, now: number): Promise<void> {
    await this.db
      .insertInto('outbox')
      .values({ to_address: mail.to, subject: mail.subject, text: mail.text, html: mail.html, created_at: now, raw: mail.raw ?? null, reply_to: mail.replyTo ?? null })
      .execute();
  }

  async find(id: number): Promise<OutboxRow | undefined> {
    return this.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async latest(limit = 100, to?: string): Promise<OutboxRow[]> {
    let q = this.db.selectFrom('outbox').selectAll();
    if (to) q = q.where('to_address', '=', to.toLowerCase());
    return q.orderBy('id', 'desc').limit(limit).execute();
  }
}
