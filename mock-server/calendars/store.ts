// The calendars behind the Google Calendar and Microsoft Graph fakes: events per signed-in account, in memory.
// Every account starts with a busy hour each weekday (a recurring "Pipeline review", 14:00–15:00 UTC) over the next
// three weeks, so free/busy answers have something real to subtract.
import crypto from 'node:crypto';

export interface FakeEvent {
  id: string;
  subject: string;
  description: string;
  start: number; // epoch ms
  end: number;
  attendees: Array<{ email: string; name: string }>;
  showAs: 'busy' | 'free';
  createdAt: number;
}

const calendars = new Map<string, FakeEvent[]>();
const DAY = 86_400_000;

function seeded(now: number): FakeEvent[] {
  const events: FakeEvent[] = [];
  const today = Math.floor(now / DAY) * DAY;
  for (let d = -1; d < 21; d++) {
    const day = today + d * DAY;
    const weekday = new Date(day).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const start = day + 14 * 3_600_000;
    events.push({ id: crypto.randomUUID(), subject: 'Pipeline review', description: '', start, end: start + 3_600_000, attendees: [], showAs: 'busy', createdAt: now });
  }
  return events;
}

export function eventsOf(account: string): FakeEvent[] {
  const key = account.toLowerCase();
  let list = calendars.get(key);
  if (!list) {
    list = seeded(Date.now());
    calendars.set(key, list);
  }
  return list;
}

export const busyBetween = (account: string, from: number, to: number) =>
  eventsOf(account).filter((e) => e.showAs === 'busy' && e.start < to && e.end > from).sort((a, b) => a.start - b.start);

export function addEvent(account: string, e: Omit<FakeEvent, 'id' | 'createdAt'>): FakeEvent {
  const event = { ...e, id: crypto.randomBytes(12).toString('hex'), createdAt: Date.now() };
  eventsOf(account).push(event);
  return event;
}
