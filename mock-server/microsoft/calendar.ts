// Microsoft Graph calendar fake (under the /microsoft prefix, like graph.microsoft.com): getSchedule, create event
// and calendarView, with Graph's JSON ("dateTime" without offset plus "timeZone") and its error envelope.
import { requireBearer, type FakeRequest, type FakeResponse, type Route } from '../oauth/index';
import { addEvent, busyBetween, eventsOf, type FakeEvent } from '../calendars/store';

const error = (res: FakeResponse, status: number, code: string, message: string) =>
  res.json(status, { error: { code, message, innerError: { date: new Date().toISOString(), 'request-id': crypto.randomUUID() } } });

/** Graph's dateTime: ISO without offset, seven fractional digits; we always answer in UTC. */
const graphTime = (ms: number) => ({ dateTime: new Date(ms).toISOString().replace('Z', '').replace(/\.(\d{3})$/, '.$10000'), timeZone: 'UTC' });

/** Graph accepts { dateTime, timeZone }; this fake understands UTC (and an explicit offset). */
function parseGraph(v: unknown): number | null {
  if (!v || typeof v !== 'object') return null;
  const { dateTime, timeZone } = v as { dateTime?: string; timeZone?: string };
  if (typeof dateTime !== 'string') return null;
  if (timeZone && !/^(UTC|Etc\/UTC|GMT)$/i.test(timeZone) && !/[zZ]|[+-]\d\d:\d\d$/.test(dateTime)) return null;
  const ms = Date.parse(/[zZ]|[+-]\d\d:\d\d$/.test(dateTime) ? dateTime : `${dateTime}Z`);
  return Number.isNaN(ms) ? null : ms;
}

function asGraph(e: FakeEvent, req: FakeRequest, account: string) {
  return {
    '@odata.etag': `W/"${e.createdAt}"`,
    id: e.id,
    createdDateTime: new Date(e.createdAt).toISOString(),
    subject: e.subject,
    bodyPreview: e.description.slice(0, 255),
    body: { contentType: 'text', content: e.description },
    start: graphTime(e.start),
    end: graphTime(e.end),
    showAs: e.showAs,
    webLink: `${req.base}/owa/?itemid=${e.id}&exvsurl=1&path=/calendar/item`,
    organizer: { emailAddress: { name: account, address: account } },
    attendees: e.attendees.map((a) => ({ type: 'required', status: { response: 'none', time: '0001-01-01T00:00:00Z' }, emailAddress: { name: a.name, address: a.email } })),
  };
}

function calendarScoped(handle: (req: FakeRequest, res: FakeResponse, account: string) => void) {
  return requireBearer('office365', (req, res, token) => {
    if (!/Calendars\.Read/i.test(token.scope)) return error(res, 403, 'ErrorAccessDenied', 'Access is denied. Check credentials and try again.');
    handle(req, res, token.account);
  });
}

export const graphCalendarApi: Route[] = [
  {
    method: 'POST',
    path: '/v1.0/me/calendar/getSchedule',
    handle: calendarScoped((req, res, account) => {
      const from = parseGraph(req.body.startTime);
      const to = parseGraph(req.body.endTime);
      const schedules = Array.isArray(req.body.schedules) ? (req.body.schedules as string[]) : [];
      if (from === null || to === null || !schedules.length) return error(res, 400, 'ErrorInvalidParameter', 'The request is invalid: schedules, startTime and endTime are required.');
      if (to - from > 62 * 86_400_000) return error(res, 400, 'ErrorInvalidTimeInterval', 'The requested time duration exceeds 62 days.');
      const interval = Number(req.body.availabilityViewInterval ?? 30);
      const value = schedules.map((id) => {
        if (id.toLowerCase() !== account.toLowerCase()) {
          return { scheduleId: id, error: { message: 'The specified mailbox was not found or access is denied.', responseCode: 'ErrorMailboxNotFound' } };
        }
        const busy = busyBetween(account, from, to);
        const slots = Math.ceil((to - from) / (interval * 60_000));
        const view = Array.from({ length: slots }, (_, i) => {
          const s = from + i * interval * 60_000;
          return busy.some((e) => e.start < s + interval * 60_000 && e.end > s) ? '2' : '0';
        }).join('');
        return {
          scheduleId: id,
          availabilityView: view,
          scheduleItems: busy.map((e) => ({ isPrivate: false, status: 'busy', subject: e.subject, location: '', start: graphTime(e.start), end: graphTime(e.end) })),
          workingHours: { daysOfWeek: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'], startTime: '08:00:00.0000000', endTime: '17:00:00.0000000', timeZone: { name: 'UTC' } },
        };
      });
      res.json(200, { '@odata.context': 'https://graph.microsoft.com/v1.0/$metadata#Collection(microsoft.graph.scheduleInformation)', value });
    }),
  },
  {
    method: 'POST',
    path: '/v1.0/me/events',
    handle: calendarScoped((req, res, account) => {
      const b = req.body as { subject?: string; body?: { content?: string }; start?: unknown; end?: unknown; attendees?: Array<{ emailAddress?: { address?: string; name?: string } }> };
      const start = parseGraph(b.start);
      const end = parseGraph(b.end);
      if (start === null || end === null) return error(res, 400, 'ErrorInvalidRequest', 'Your request can\'t be completed. Start and End are required.');
      if (end <= start) return error(res, 400, 'ErrorInvalidRequest', 'Your request can\'t be completed. The end time must be after the start time.');
      const attendees = (b.attendees ?? []).map((a) => ({ email: String(a.emailAddress?.address ?? ''), name: String(a.emailAddress?.name ?? '') }));
      if (attendees.some((a) => !/^[^@\s]+@[^@\s]+$/.test(a.email))) return error(res, 400, 'ErrorInvalidRecipients', 'At least one recipient isn\'t valid.');
      const event = addEvent(account, { subject: String(b.subject ?? ''), description: String(b.body?.content ?? ''), start, end, attendees, showAs: 'busy' });
      res.json(201, asGraph(event, req, account));
    }),
  },
  {
    method: 'GET',
    path: '/v1.0/me/calendarView',
    handle: calendarScoped((req, res, account) => {
      const from = Date.parse(req.query.get('startDateTime') ?? '');
      const to = Date.parse(req.query.get('endDateTime') ?? '');
      if (Number.isNaN(from) || Number.isNaN(to)) return error(res, 400, 'ErrorInvalidParameter', 'This request requires a time window specified by the query string parameters StartDateTime and EndDateTime.');
      const items = eventsOf(account).filter((e) => e.start < to && e.end > from).sort((a, b) => a.start - b.start);
      res.json(200, { '@odata.context': 'https://graph.microsoft.com/v1.0/$metadata#users(\'me\')/calendarView', value: items.map((e) => asGraph(e, req, account)) });
    }),
  },
];
