// Free/busy and event creation in an agent's own calendar, in each provider's wire shapes: Google Calendar v3
// (freeBusy, events.insert) and Microsoft Graph (calendar/getSchedule, POST me/events). Times go out and come back in
// UTC; the booking page converts for people.
import type { Interval } from '../../../src/domain/meetings/slots';
import type { Integrations } from '../registry';

export type CalendarKind = 'googleCalendar' | 'office365Calendar';

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

const iso = (s: number) => new Date(s * 1000).toISOString();
const secondsOf = (v: string) => Math.floor(Date.parse(v) / 1000);
/** Graph answers "2026-11-26T14:00:00.0000000" with timeZone beside it; with Prefer UTC that is UTC. */
const graphSeconds = (t: { dateTime: string; timeZone?: string }) => secondsOf(/[zZ]|[+-]\d\d:\d\d$/.test(t.dateTime) ? t.dateTime : `${t.dateTime}Z`);
const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

export function calendarApi(integrations: Integrations, projectId: number, userId: number, kind: CalendarKind, account: string): CalendarApi {
  const call = <T>(path: string, init: RequestInit) => integrations.calendarJson<T>(projectId, userId, kind, path, init);
  if (kind === 'googleCalendar') {
    return {
      async busy(from, to) {
        const body = { timeMin: iso(from), timeMax: iso(to), timeZone: 'UTC', items: [{ id: 'primary' }] };
        const res = await call<{ calendars: Record<string, { busy?: Array<{ start: string; end: string }> }> }>('/calendar/v3/freeBusy', { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) });
        return (res.calendars.primary?.busy ?? []).map((b) => ({ start: secondsOf(b.start), end: secondsOf(b.end) }));
      },
      async createEvent(e) {
        const body = {
          summary: e.subject,
          description: e.description,
          start: { dateTime: iso(e.start), timeZone: 'UTC' },
          end: { dateTime: iso(e.end), timeZone: 'UTC' },
          attendees: [{ email: e.attendee.email, displayName: e.attendee.name }],
        };
        // sendUpdates=all: Google mails the invitation to the visitor.
        const ev = await call<{ id: string; htmlLink?: string }>('/calendar/v3/calendars/primary/events?sendUpdates=all', { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) });
        return { id: ev.id, url: ev.htmlLink ?? null };
      },
    };
  }
  return {
    async busy(from, to) {
      const body = { schedules: [account], startTime: { dateTime: iso(from).replace('Z', ''), timeZone: 'UTC' }, endTime: { dateTime: iso(to).replace('Z', ''), timeZone: 'UTC' }, availabilityViewInterval: 30 };
      const res = await call<{ value: Array<{ scheduleItems?: Array<{ status: string; start: { dateTime: string; timeZone?: string }; end: { dateTime: string; timeZone?: string } }> }> }>('/v1.0/me/calendar/getSchedule', {
        method: 'POST',
        headers: { ...JSON_HEADERS, prefer: 'outlook.timezone="UTC"' },
        body: JSON.stringify(body),
      });
      return (res.value[0]?.scheduleItems ?? []).filter((i) => i.status !== 'free').map((i) => ({ start: graphSeconds(i.start), end: graphSeconds(i.end) }));
    },
    async createEvent(e) {
      const body = {
        subject: e.subject,
        body: { contentType: 'text', content: e.description },
        start: { dateTime: iso(e.start).replace('Z', ''), timeZone: 'UTC' },
        end: { dateTime: iso(e.end).replace('Z', ''), timeZone: 'UTC' },
        attendees: [{ emailAddress: { address: e.attendee.email, name: e.attendee.name }, type: 'required' }],
      };
      const ev = await call<{ id: string; webLink?: string }>('/v1.0/me/events', { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) });
      return { id: ev.id, url: ev.webLink ?? null };
    },
  };
}
