// Free/busy and event creation in an agent's own calendar, through the calendar provider's `calendar` capability
// (its folder's calendar.ts, in that provider's wire shapes). Times go out and come back in UTC; the booking page
// converts for people.
import type { Interval } from '../../../src/domain/meetings/slots';
import type { BookedMeeting } from '../../../src/domain/meetings/booking';
import { providerOf } from '../providers/index';
import type { Integrations } from '../registry';

/** A kind with a calendar capability (the agent's own calendar), as the domain's booked meeting names it. */
export type CalendarKind = BookedMeeting['calendar'];

export interface NewEvent {
  start: number;
  end: number;
  subject: string;
  description: string;
  attendee: { name: string; email: string };
}

export interface CalendarApi {
  busy(from: number, to: number): Promise<Interval[]>;
  createEvent(e: NewEvent): Promise<{ id: string; url: string | null }>;
}

/** Provider JSON at a path of the agent's calendar connection. */
export type CalendarCall = <T>(path: string, init: RequestInit) => Promise<T>;
/** A provider's calendar capability: its API for the connection of `account`. */
export type CalendarClient = (call: CalendarCall, account: string) => CalendarApi;

export const iso = (s: number) => new Date(s * 1000).toISOString();
export const secondsOf = (v: string) => Math.floor(Date.parse(v) / 1000);
export const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

export function calendarApi(integrations: Integrations, projectId: number, userId: number, kind: CalendarKind, account: string): CalendarApi {
  const call: CalendarCall = (path, init) => integrations.calendarJson(projectId, userId, kind, path, init);
  const client = providerOf(kind).calendar;
  if (!client) throw new Error(`${kind} is not a calendar`);
  return client(call, account);
}
