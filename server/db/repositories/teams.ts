import type { Kysely } from 'kysely';
import type { Database, TeamRow } from '../schema';

export interface Team {
  id: number;
  name: string;
  memberIds: number[];
  createdAt: number;
}

export class TeamsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private async withMembers(rows: TeamRow[]): Promise<Team[]> {
    if (!rows.length) return [];
    const members = await this.db
      .selectFrom('team_members')
      .select(['team_id', 'user_id'])
      .where('team_id', 'in', rows.map((r) => r.id))
      .orderBy('user_id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      createdAt: r.created_at,
      memberIds: members.filter((m) => m.team_id === r.id).map((m) => m.user_id),
    }));
  }

  async list(projectId: number, p: { offset: number; limit: number; order: 'asc' | 'desc' }): Promise<{ rows: Team[]; total: number }> {
    const q = this.db.selectFrom('teams').where('project_id', '=', projectId);
    const [rows, total] = await Promise.all([
      q.selectAll().orderBy('name', p.order).offset(p.offset).limit(p.limit).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { rows: await this.withMembers(rows), total: Number(total?.n ?? 0) };
  }

  async findInProject(projectId: number, id: number): Promise<Team | undefined> {
    const row = await this.db.selectFrom('teams').selectAll().where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst();
    return row ? (await this.withMembers([row]))[0] : undefined;
  }

  async create(projectId: number, name: string, now: number): Promise<number> {
    const row = await this.db.insertInto('teams').values({ project_id: projectId, name, created_at: now }).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  async rename(id: number, name: string): Promise<void> {
    await this.db.updateTable('teams').set({ name }).where('id', '=', id).execute();
  }

  async setMembers(id: number, userIds: number[]): Promise<void> {
    await this.db.deleteFrom('team_members').where('team_id', '=', id).execute();
    if (userIds.length) await this.db.insertInto('team_members').values(userIds.map((u) => ({ team_id: id, user_id: u }))).execute();
  }

  async delete(projectId: number, id: number): Promise<boolean> {
    const res = await this.db.deleteFrom('teams').where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) === 1;
  }

  async teamsOfUser(userId: number): Promise<number[]> {
    const rows = await this.db.selectFrom('team_members').select('team_id').where('user_id', '=', userId).execute();
    return rows.map((r) => r.team_id);
  }

  async setTeamsOfUser(projectId: number, userId: number, teamIds: number[]): Promise<void> {
    const own = teamIds.length
      ? await this.db.selectFrom('teams').select('id').where('project_id', '=', projectId).where('id', 'in', teamIds).execute()
      : [];
    await this.db.deleteFrom('team_members').where('user_id', '=', userId).execute();
    if (own.length) await this.db.insertInto('team_members').values(own.map((t) => ({ team_id: t.id, user_id: userId }))).execute();
  }
}
