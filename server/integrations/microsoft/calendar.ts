// Free/busy and event creation in an agent's Office 365 calendar (Microsoft Graph: calendar/getSchedule, POST
// me/events), in UTC.
import { iso, JSON_HEADERS, secondsOf, type CalendarClient } from '../calendars/calendarClient';

/** Graph answers "2026-11-26T14:00:00.0000000" with timeZone beside it; with Prefer UTC that is UTC. */
const graphSeconds = (t: { dateTime: string; timeZone?: string }) => secondsOf(/[zZ]|[+-]\d\d:\d\d$/.test(t.dateTime) ? t.dateTime : `${t.dateTime}Z`);

export const office365CalendarClient: CalendarClient = (call, account) => {
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
};
