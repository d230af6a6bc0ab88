// GET app/user/calendar: the signed-in agent's calendar connection and booking page (server/routes/meetings.ts).
import type { IntegrationKind } from '../../domain/integrations/kinds';
import { httpClient } from '../httpClient';

export interface CalendarStatus {
  calendar: { kind: IntegrationKind; account: string | null; state: 'connected' | 'needsReconnect' | 'error'; error: string | null } | null;
  bookingUrl: string | null;
  meetingLink: string | null;
}

export const CALENDAR_KEY = ['settings', 'calendar'] as const;

export const calendarApi = {
  status: async () => (await httpClient<CalendarStatus>('app/user/calendar')).json,
};
