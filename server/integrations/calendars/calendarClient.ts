// What a calendar provider's folder implements (its calendar.ts): free/busy and event creation over the agent's
// calendar connection, and the small wire helpers they share. Apart from calendarApi so provider folders can import
// it without importing the provider list back.
import type { Interval } from '../../../src/domain/meetings/slots';

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
