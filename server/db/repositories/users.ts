import type { Kysely } from 'kysely';
import type { Database, NewUser, UserRow, UserUpdate } from '../schema';
import { containsText } from './like';

export class UsersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(values: NewUser): Promise<UserRow> {
    return this.db
      .insertInto('users')
      .values({ ...values, email: values.email.toLowerCase() })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
  }

  async findById(id: number): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** A user of this project only: another project's ids read as absent. */
  async findInProject(projectId: number, id: number): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async findByMsObject(projectId: number, objectId: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('ms_object_id', '=', objectId)
      .executeTakeFirst();
  }

  async update(id: number, values: UserUpdate): Promise<void> {
    await this.db.updateTable('users').set(values).where('id', '=', id).execute();
  }

  /** Team members matching a name or email fragment, in this project. */
  async search(projectId: number, q: string, limit = 50): Promise<UserRow[]> {
    let query = this.db.selectFrom('users').selectAll().where('project_id', '=', projectId);
    const term = q.trim().toLowerCase();
    if (term) {
      query = query.where((eb) => eb.or([containsText(eb.ref('name'), term), containsText(eb.ref('email'), term)]));
    }
    return query.orderBy('name').limit(limit).execute();
  }

  async countInProject(projectId: number): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('project_id', '=', projectId)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** The team-users list of the admin console. */
  async list(projectId: number, p: { offset: number; limit: number; field: 'name' | 'email' | 'created_at'; order: 'asc' | 'desc'; q?: string }) {
    let q = this.db.selectFrom('users').where('project_id', '=', projectId);
    const term = p.q?.trim().toLowerCase();
    if (term) {
      q = q.where((eb) => eb.or([containsText(eb.ref('name'), term), containsText(eb.ref('email'), term)]));
    }
    const [rows, total] = await Promise.all([
      q.selectAll().orderBy(p.field, p.order).orderBy('id').offset(p.offset).limit(p.limit).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  }

  async delete(projectId: number, id: number): Promise<boolean> {
    const res = await this.db.deleteFrom('users').where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) === 1;
  }
}
