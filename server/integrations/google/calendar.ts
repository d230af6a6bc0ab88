// Free/busy and event creation in an agent's Google Calendar (Calendar v3: freeBusy, events.insert), in UTC.
import { iso, JSON_HEADERS, secondsOf, type CalendarClient } from '../calendars/calendarClient';

export const googleCalendarClient: CalendarClient = (call) => {
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
};
