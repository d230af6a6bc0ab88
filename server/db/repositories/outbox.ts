import type { Kysely } from 'kysely';
import type { Database, OutboxRow } from '../schema';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export class OutboxRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async add(mail: OutgoingMail, now: number): Promise<void> {
    await this.db
      .insertInto('outbox')
      .values({ to_address: mail.to, subject: mail.subject, text: mail.text, html: mail.html, created_at: now })
      .execute();
  }

  async latest(limit = 100, to?: string): Promise<OutboxRow[]> {
    let q = this.db.selectFrom('outbox').selectAll();
    if (to) q = q.where('to_address', '=', to.toLowerCase());
    return q.orderBy('id', 'desc').limit(limit).execute();
  }
}
