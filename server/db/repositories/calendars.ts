// Agents' own calendar connections (one per agent, of any calendar provider) and the meetings booked through Parley.
// Token columns hold encrypted envelopes (server/integrations/crypto.ts), like integration_connections.
import type { Generated, Kysely, Selectable } from 'kysely';
import type { Database } from '../schema';

export interface CalendarConnectionsTable {
  project_id: number;
  user_id: number;
  kind: string;
  state: string;
  account: string | null;
  error: string | null;
  access_token: string | null;
  refresh_token: string | null;
  expires_at: number | null;
  meta: string;
  connected_at: number | null;
  updated_at: number;
}

export interface MeetingsTable {
  id: Generated<number>;
  project_id: number;
  user_id: number;
  conversation_id: number | null;
  name: string;
  email: string;
  starts_at: number;
  ends_at: number;
  calendar: string;
  event_id: string;
  event_url: string | null;
  created_at: number;
}

declare module '../schema' {
  interface Database {
    calendar_connections: CalendarConnectionsTable;
    meetings: MeetingsTable;
  }
}

export type CalendarConnectionRow = Selectable<CalendarConnectionsTable>;
export type MeetingRow = Selectable<MeetingsTable>;
export type NewMeeting = Omit<MeetingRow, 'id'>;

export class CalendarsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  find(projectId: number, userId: number): Promise<CalendarConnectionRow | undefined> {
    return this.db.selectFrom('calendar_connections').selectAll().where('project_id', '=', projectId).where('user_id', '=', userId).executeTakeFirst();
  }

  async upsert(row: CalendarConnectionRow): Promise<void> {
    const { project_id, user_id, ...rest } = row;
    await this.db
      .insertInto('calendar_connections')
      .values(row)
      .onConflict((oc) => oc.columns(['project_id', 'user_id']).doUpdateSet(rest))
      .execute();
  }

  async update(projectId: number, userId: number, patch: Partial<Omit<CalendarConnectionRow, 'project_id' | 'user_id'>>): Promise<void> {
    await this.db.updateTable('calendar_connections').set(patch).where('project_id', '=', projectId).where('user_id', '=', userId).execute();
  }

  async delete(projectId: number, userId: number): Promise<boolean> {
    const r = await this.db.deleteFrom('calendar_connections').where('project_id', '=', projectId).where('user_id', '=', userId).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  /** Inserts a booking; false when the host already has a meeting starting then (the unique index decides races). */
  async addMeeting(m: NewMeeting): Promise<MeetingRow | null> {
    try {
      return await this.db.insertInto('meetings').values(m).returningAll().executeTakeFirstOrThrow();
    } catch (err) {
      if (/unique|duplicate/i.test((err as Error).message)) return null;
      throw err;
    }
  }

  /** The host's meetings overlapping [from, to): what Parley booked counts as busy even before the calendar says so. */
  meetingsBetween(projectId: number, userId: number, from: number, to: number): Promise<MeetingRow[]> {
    return this.db
      .selectFrom('meetings')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('user_id', '=', userId)
      .where('starts_at', '<', to)
      .where('ends_at', '>', from)
      .execute();
  }

  listMeetings(projectId: number, from: number, to: number, userId?: number): Promise<MeetingRow[]> {
    let q = this.db.selectFrom('meetings').selectAll().where('project_id', '=', projectId).where('starts_at', '>=', from).where('starts_at', '<', to);
    if (userId !== undefined) q = q.where('user_id', '=', userId);
    return q.orderBy('starts_at', 'desc').limit(500).execute();
  }

  async setMeetingEvent(id: number, eventId: string, eventUrl: string | null): Promise<void> {
    await this.db.updateTable('meetings').set({ event_id: eventId, event_url: eventUrl }).where('id', '=', id).execute();
  }

  async deleteMeeting(id: number): Promise<void> {
    await this.db.deleteFrom('meetings').where('id', '=', id).execute();
  }

  /** Booked meetings starting from `from` on, soonest first, with the host's name (the /meetings page). */
  listBooked(projectId: number, from: number, limit = 200) {
    return this.db
      .selectFrom('meetings')
      .innerJoin('users', 'users.id', 'meetings.user_id')
      .selectAll('meetings')
      .select('users.name as host_name')
      .where('meetings.project_id', '=', projectId)
      .where('meetings.starts_at', '>=', from)
      .where('meetings.event_id', '!=', '')
      .orderBy('meetings.starts_at', 'asc')
      .limit(limit)
      .execute();
  }
}
