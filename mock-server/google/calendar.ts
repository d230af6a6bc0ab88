// Google Calendar API v3 fake (under the /google prefix, like www.googleapis.com): freeBusy, events insert and list,
// with Google's JSON and its 400/403 error shapes. The token's scope must include a calendar scope, as at Google.
import { requireBearer, type FakeRequest, type FakeResponse, type Route } from '../oauth/index';
import { addEvent, busyBetween, eventsOf, type FakeEvent } from '../calendars/store';

const error = (res: FakeResponse, code: number, reason: string, message: string) =>
  res.json(code, { error: { code, message, errors: [{ domain: 'global', reason, message }], status: code === 403 ? 'PERMISSION_DENIED' : 'INVALID_ARGUMENT' } });

const iso = (ms: number) => new Date(ms).toISOString();
const parse = (v: unknown): number | null => (typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? Date.parse(v) : null);

function asGoogle(e: FakeEvent, req: FakeRequest, account: string) {
  return {
    kind: 'calendar#event',
    etag: `"${e.createdAt}"`,
    id: e.id,
    status: 'confirmed',
    htmlLink: `${req.base}/calendar/event?eid=${e.id}`,
    created: iso(e.createdAt),
    updated: iso(e.createdAt),
    summary: e.subject,
    description: e.description || undefined,
    creator: { email: account, self: true },
    organizer: { email: account, self: true },
    start: { dateTime: iso(e.start), timeZone: 'UTC' },
    end: { dateTime: iso(e.end), timeZone: 'UTC' },
    attendees: e.attendees.map((a) => ({ email: a.email, displayName: a.name || undefined, responseStatus: 'needsAction' })),
    transparency: e.showAs === 'free' ? 'transparent' : undefined,
  };
}

/** Calls that read or write calendars need a calendar scope, as Google's API does. */
function calendarScoped(handle: (req: FakeRequest, res: FakeResponse, account: string) => void) {
  return requireBearer('google', (req, res, token) => {
    if (!/auth\/calendar/.test(token.scope)) return error(res, 403, 'insufficientPermissions', 'Request had insufficient authentication scopes.');
    handle(req, res, token.account);
  });
}

export const googleCalendarApi: Route[] = [
  {
    method: 'POST',
    path: '/calendar/v3/freeBusy',
    handle: calendarScoped((req, res, account) => {
      const from = parse(req.body.timeMin);
      const to = parse(req.body.timeMax);
      if (from === null) return error(res, 400, 'required', 'Missing timeMin parameter.');
      if (to === null) return error(res, 400, 'required', 'Missing timeMax parameter.');
      if (to <= from) return error(res, 400, 'timeRangeEmpty', 'The specified time range is empty.');
      const items = Array.isArray(req.body.items) ? (req.body.items as Array<{ id?: string }>) : [];
      const calendars = Object.fromEntries(
        items.map((i) => {
          const id = i.id ?? '';
          if (id !== 'primary' && id.toLowerCase() !== account.toLowerCase()) return [id, { errors: [{ domain: 'global', reason: 'notFound' }], busy: [] }];
          return [id, { busy: busyBetween(account, from, to).map((e) => ({ start: iso(Math.max(e.start, from)), end: iso(Math.min(e.end, to)) })) }];
        }),
      );
      res.json(200, { kind: 'calendar#freeBusy', timeMin: iso(from), timeMax: iso(to), calendars });
    }),
  },
  {
    method: 'POST',
    path: '/calendar/v3/calendars/primary/events',
    handle: calendarScoped((req, res, account) => {
      const b = req.body as { summary?: string; description?: string; start?: { dateTime?: string }; end?: { dateTime?: string }; attendees?: Array<{ email?: string; displayName?: string }> };
      const start = parse(b.start?.dateTime);
      const end = parse(b.end?.dateTime);
      if (start === null) return error(res, 400, 'required', 'Missing start time.');
      if (end === null) return error(res, 400, 'required', 'Missing end time.');
      if (end <= start) return error(res, 400, 'timeRangeEmpty', 'The specified time range is empty.');
      const attendees = (b.attendees ?? []).map((a) => ({ email: String(a.email ?? ''), name: String(a.displayName ?? '') }));
      if (attendees.some((a) => !/^[^@\s]+@[^@\s]+$/.test(a.email))) return error(res, 400, 'invalid', 'Invalid attendee email.');
      const event = addEvent(account, { subject: String(b.summary ?? '(No title)'), description: String(b.description ?? ''), start, end, attendees, showAs: 'busy' });
      res.json(200, asGoogle(event, req, account));
    }),
  },
  {
    method: 'GET',
    path: '/calendar/v3/calendars/primary/events',
    handle: calendarScoped((req, res, account) => {
      const from = parse(req.query.get('timeMin')) ?? 0;
      const to = parse(req.query.get('timeMax')) ?? Number.MAX_SAFE_INTEGER;
      const items = eventsOf(account).filter((e) => e.start < to && e.end > from).sort((a, b) => a.start - b.start);
      res.json(200, { kind: 'calendar#events', summary: account, timeZone: 'UTC', items: items.map((e) => asGoogle(e, req, account)) });
    }),
  },
];
