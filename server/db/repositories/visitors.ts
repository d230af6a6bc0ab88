import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database, VisitorRow, VisitorsTable } from '../schema';
import { prepared } from '../prepared';

// The visitor message path's statements, compiled once (prepared.ts).
const byTokenHash = prepared((db, tokenHash: string) => db.selectFrom('visitors').selectAll().where('token_hash', '=', tokenHash));
const updateVisitor = prepared((db, id: number, values: Partial<Insertable<VisitorsTable>>) => db.updateTable('visitors').set(values).where('id', '=', id));

export class VisitorsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(values: Insertable<VisitorsTable>): Promise<VisitorRow> {
    return this.db.insertInto('visitors').values(values).returningAll().executeTakeFirstOrThrow();
  }

  async findByTokenHash(tokenHash: string): Promise<VisitorRow | undefined> {
    return byTokenHash.first(this.db, tokenHash);
  }

  /** A visitor of this project only, by public id. */
  async findByPublicId(projectId: number, publicId: string): Promise<VisitorRow | undefined> {
    return this.db
      .selectFrom('visitors')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('public_id', '=', publicId)
      .executeTakeFirst();
  }

  /** The project's most recently seen visitor: where and when the widget last ran (the install check). */
  async lastSeen(projectId: number): Promise<Pick<VisitorRow, 'visited_urls' | 'last_seen_at'> | undefined> {
    return this.db
      .selectFrom('visitors')
      .select(['visited_urls', 'last_seen_at'])
      .where('project_id', '=', projectId)
      .orderBy('last_seen_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  async findById(id: number): Promise<VisitorRow | undefined> {
    return this.db.selectFrom('visitors').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** One query for a page of conversations' visitors. */
  async findMany(ids: number[]): Promise<VisitorRow[]> {
    if (!ids.length) return [];
    return this.db.selectFrom('visitors').selectAll().where('id', 'in', ids).execute();
  }

  async update(id: number, values: Partial<Insertable<VisitorsTable>>): Promise<void> {
    await updateVisitor.run(this.db, id, values);
  }

  /** Online visitors with a conversation, per kind of conversation (the 'online' statistic). */
  async onlineCounts(projectId: number): Promise<{ bot: number; nonBot: number }> {
    // Driven by the few online visitors (index visitors_project); the unary + keeps the project check on the
    // conversation without SQLite walking all of the project's conversations instead (~1 s at 100k, bench/README.md).
    const rows = await this.db
      .selectFrom('visitors as v')
      .innerJoin('conversations as c', 'c.visitor_id', 'v.id')
      .select(['c.bot', (eb) => eb.fn.count<number>('v.id').distinct().as('n')])
      .where('v.project_id', '=', projectId)
      .where('v.online', '=', 1)
      .where(sql<number>`+${sql.ref('c.project_id')}`, '=', projectId)
      .where('c.archived', '=', 0)
      .groupBy('c.bot')
      .execute();
    const out = { bot: 0, nonBot: 0 };
    for (const r of rows) out[r.bot ? 'bot' : 'nonBot'] = Number(r.n);
    return out;
  }

  /** Visitors marked online in every project, for presence's check that each still has a socket (services/presence);
   *  project by project through the (project_id, online) index. */
  async online(limit: number): Promise<Array<Pick<VisitorRow, 'id' | 'project_id' | 'public_id' | 'last_seen_at'>>> {
    return this.db
      .selectFrom('visitors')
      .select(['id', 'project_id', 'public_id', 'last_seen_at'])
      .where('project_id', 'in', this.db.selectFrom('projects').select('id'))
      .where('online', '=', 1)
      .limit(limit)
      .execute();
  }

  /** Everyone offline: a single node's boot, before any socket can exist (a crash left no one to say goodbye). */
  async clearOnline(): Promise<number> {
    const res = await this.db
      .updateTable('visitors')
      .set({ online: 0 })
      .where('project_id', 'in', this.db.selectFrom('projects').select('id'))
      .where('online', '=', 1)
      .executeTakeFirst();
    return Number(res.numUpdatedRows);
  }
}
