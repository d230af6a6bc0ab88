// Meetings booked through Parley: an agent with a connected calendar gets a booking page (/meet/<key>) whose slots
// are their meeting availability minus their calendar's busy times; a visitor's booking creates the event in that
// calendar (with the visitor invited), is kept in `meetings`, and notes the conversation it came from. Agents
// without a calendar keep their own meeting link (Calendly and the like), as before.
import type { FastifyBaseLogger } from 'fastify';
import { BOOKING_MSG, type BookedMeeting, type BookingInput, type BookingPage } from '../../../src/domain/meetings/booking';
import { freeSlots, HORIZON_DAYS, isFreeSlot, MEETING_MINUTES, type Interval } from '../../../src/domain/meetings/slots';
import { effectiveAvailability, MEETING_AVAILABILITY_KEY, type MeetingAvailability } from '../../../src/domain/settings/meetingAvailability';
import type { Repositories } from '../../db/repositories/index';
import type { TokenCipher } from '../../integrations/crypto';
import { calendarApi, type CalendarApi, type CalendarKind } from '../../integrations/calendars/providers';
import type { Integrations } from '../../integrations/registry';
import { ApiError, notFound } from '../../lib/apiError';
import { appendMessage } from '../inbox/messages';
import type { Publisher } from '../inbox/publisher';
import { nowSeconds } from '../../lib/clock';
import { sameSignature } from '../../lib/keys';

const TIMEZONES = new Set(Intl.supportedValuesOf('timeZone'));
const isTimezone = (tz: string) => tz === 'UTC' || TIMEZONES.has(tz);

interface Host {
  projectId: number;
  userId: number;
  name: string;
  avatar: string | null;
  project: string;
  availability: MeetingAvailability;
  calendar: { kind: CalendarKind; account: string };
}

/** The agent's calendar as the booking sees it: free/busy and event creation. */
export type CalendarSource = (projectId: number, userId: number, kind: CalendarKind, account: string) => CalendarApi;

export class Meetings {
  constructor(
    private readonly repos: Repositories,
    private readonly publisher: Publisher,
    private readonly integrations: Integrations,
    private readonly cipher: TokenCipher,
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
    /**
     * Asked at each booking: a calendar to use instead of the agent's real one (through the integrations), or null.
     * A getter because the demo history replays weeks of bookings against an in-memory calendar while it runs, then
     * hands back to the real ones (server/app.ts); everywhere else it answers null.
     */
    private readonly calendarOverride: () => CalendarSource | null = () => null,
  ) {}

  // ---- links ------------------------------------------------------------------------------------------------------

  /** The agent's public booking key: unguessable, and stable so a link sent yesterday still works. */
  bookingKey(projectId: number, userId: number): string {
    return `${projectId}-${userId}-${this.mac(`meet.${projectId}.${userId}`)}`;
  }

  /**
   * The link a visitor gets to book with this agent: Parley's booking page when the agent has connected a calendar
   * (carrying the conversation, signed, so the booking shows there), else the agent's own meeting link.
   * `tx` is the caller's transaction when there is one.
   */
  async linkFor(tx: Repositories, projectId: number, agent: { id: number; meetingLink: string | null }, conversationId: number | null): Promise<string | null> {
    const calendar = await tx.calendars.find(projectId, agent.id);
    if (!calendar || calendar.state !== 'connected') return agent.meetingLink;
    const url = `${this.publicUrl}/meet/${this.bookingKey(projectId, agent.id)}`;
    return conversationId === null ? url : `${url}?c=${conversationId}.${this.mac(`meetc.${projectId}.${conversationId}`)}`;
  }

  // ---- the booking page ----------------------------------------------------------------------------------------

  /** `conversation`: the signed `c` of a link offered in a conversation; its visitor's name and email prefill the form. */
  async page(key: string, conversation: string | null = null): Promise<BookingPage> {
    const host = await this.host(key, { linkWithoutCalendar: true });
    if ('slots' in host) return host; // no calendar any more: the host's own meeting link
    const [slots, visitor] = await Promise.all([this.slots(host.projectId, host.userId, host.availability, host.calendar), this.visitorOf(host.projectId, conversation)]);
    const known = visitor && (visitor.name.trim() || visitor.email) ? { visitor: { name: visitor.name.trim(), email: visitor.email ?? '' } } : {};
    return { host: { name: host.name, avatar: host.avatar }, project: host.project, minutes: MEETING_MINUTES, timezone: host.availability.timezone, slots, ...known };
  }

  async book(key: string, input: BookingInput): Promise<BookedMeeting> {
    const host = await this.host(key);
    // Re-checked against the calendar now: the page may be minutes old.
    const slots = await this.slots(host.projectId, host.userId, host.availability, host.calendar);
    if (!isFreeSlot(slots, input.start)) throw new ApiError(409, BOOKING_MSG.slotTaken);
    const conversationId = this.conversationOf(host.projectId, input.conversation);
    const start = input.start;
    const end = start + MEETING_MINUTES * 60;
    const now = nowSeconds();
    // The row first: its unique (host, start) index settles two visitors racing for one slot.
    const row = await this.repos.calendars.addMeeting({
      project_id: host.projectId,
      user_id: host.userId,
      conversation_id: conversationId,
      name: input.name,
      email: input.email.toLowerCase(),
      starts_at: start,
      ends_at: end,
      calendar: host.calendar.kind,
      event_id: '',
      event_url: null,
      created_at: now,
    });
    if (!row) throw new ApiError(409, BOOKING_MSG.slotTaken);
    let event: { id: string; url: string | null };
    try {
      event = await this.calendarOf(host.projectId, host.userId, host.calendar.kind, host.calendar.account).createEvent({
        start,
        end,
        subject: `${input.name} and ${host.name} (${host.project})`,
        description: `Booked through Parley${conversationId ? ` from conversation ${this.publicUrl}/inbox/${conversationId}` : ''}.`,
        attendee: { name: input.name, email: input.email },
      });
    } catch (err) {
      await this.repos.calendars.deleteMeeting(row.id);
      this.log.warn({ projectId: host.projectId, userId: host.userId, err: (err as Error).message }, 'calendar event creation failed');
      throw new ApiError(502, 'Something went wrong. Please try again');
    }
    await this.repos.calendars.setMeetingEvent(row.id, event.id, event.url);
    if (conversationId !== null) await this.noteInConversation(host.projectId, conversationId, host.name, start, input.timezone, input);
    return { id: row.id, start, end, host: host.name, calendar: host.calendar.kind };
  }

  // ---- internals -------------------------------------------------------------------------------------------------

  private calendarOf(projectId: number, userId: number, kind: CalendarKind, account: string): CalendarApi {
    const override = this.calendarOverride();
    return override ? override(projectId, userId, kind, account) : calendarApi(this.integrations, projectId, userId, kind, account);
  }

  /** A link's signature: the meeting-links key (server/lib/keys.ts), shortened to 128 bits for the address. */
  private mac(data: string): string {
    return this.cipher.linkSignatures(data)[0].slice(0, 22);
  }

  /** Whether `given` signs `data` under any known key: links sent before a key rotation, or before key ids, still open. */
  private signedBy(data: string, given: string): boolean {
    return this.cipher.linkSignatures(data).some((sig) => sameSignature(sig.slice(0, 22), given));
  }

  private async host(key: string): Promise<Host>;
  private async host(key: string, opts: { linkWithoutCalendar: true }): Promise<Host | BookingPage>;
  private async host(key: string, opts: { linkWithoutCalendar?: boolean } = {}): Promise<Host | BookingPage> {
    const m = /^(\d+)-(\d+)-([A-Za-z0-9_-]+)$/.exec(key);
    if (!m) throw notFound(BOOKING_MSG.noCalendar);
    const projectId = Number(m[1]);
    const userId = Number(m[2]);
    if (!this.signedBy(`meet.${projectId}.${userId}`, m[3]!)) throw notFound(BOOKING_MSG.noCalendar);
    const [user, project, calendar] = await Promise.all([
      this.repos.users.findInProject(projectId, userId),
      this.repos.projects.findById(projectId),
      this.integrations.calendarOf(projectId, userId),
    ]);
    if (!user || !project) throw notFound(BOOKING_MSG.noCalendar);
    const saved = (await this.repos.userSettings.get(userId, MEETING_AVAILABILITY_KEY)) as MeetingAvailability | undefined;
    if (!calendar || calendar.state !== 'connected') {
      const link = user.meeting_link?.trim();
      if (!opts.linkWithoutCalendar || !link || !/^https?:\/\//i.test(link)) throw notFound(BOOKING_MSG.noCalendar);
      const { timezone } = effectiveAvailability(saved, user.timezone, isTimezone);
      return { host: { name: user.name, avatar: user.img ?? null }, project: project.name, minutes: MEETING_MINUTES, timezone, slots: [], meetingLink: link };
    }
    return {
      projectId,
      userId,
      name: user.name,
      avatar: user.img ?? null,
      project: project.name,
      availability: effectiveAvailability(saved, user.timezone, isTimezone),
      calendar: { kind: calendar.kind as CalendarKind, account: calendar.account ?? user.email },
    };
  }

  private async slots(projectId: number, userId: number, availability: MeetingAvailability, calendar: { kind: CalendarKind; account: string }): Promise<number[]> {
    const now = nowSeconds();
    const to = now + HORIZON_DAYS * 86400;
    let busy: Interval[];
    try {
      busy = await this.calendarOf(projectId, userId, calendar.kind, calendar.account).busy(now, to);
    } catch (err) {
      // No free/busy, no booking: offering times the calendar may already hold would double-book the agent.
      this.log.warn({ projectId, userId, err: (err as Error).message }, 'calendar free/busy failed');
      throw new ApiError(502, 'Something went wrong. Please try again');
    }
    const booked = (await this.repos.calendars.meetingsBetween(projectId, userId, now, to)).map((m) => ({ start: m.starts_at, end: m.ends_at }));
    return freeSlots(availability, [...busy, ...booked], now);
  }

  /** The visitor of the conversation a signed `c` names (only the link's holder: that conversation's visitor). */
  private async visitorOf(projectId: number, token: string | null) {
    const conversationId = this.conversationOf(projectId, token);
    const conv = conversationId === null ? undefined : await this.repos.conversations.findInProject(projectId, conversationId);
    const visitor = conv ? await this.repos.visitors.findById(conv.visitor_id) : undefined;
    return visitor && visitor.project_id === projectId ? visitor : null;
  }

  /** The conversation a signed `c` value names (a forged one is ignored: the booking still stands). */
  private conversationOf(projectId: number, token: string | null | undefined): number | null {
    const m = token ? /^(\d+)\.([A-Za-z0-9_-]+)$/.exec(token) : null;
    if (!m) return null;
    return this.signedBy(`meetc.${projectId}.${m[1]}`, m[2]!) ? Number(m[1]) : null;
  }

  private async noteInConversation(projectId: number, conversationId: number, hostName: string, start: number, timezone: string | null, booker: { name: string; email: string }) {
    const conv = await this.repos.conversations.findInProject(projectId, conversationId);
    const found = conv ? await this.repos.visitors.findById(conv.visitor_id) : undefined;
    if (!conv || !found) return;
    // What the visitor told the booking form completes what we knew (tickets, Highlights, the inbox name them);
    // it never overwrites a name or email they gave before.
    const learned = { ...(found.name.trim() ? {} : { name: booker.name.trim() }), ...(found.email ? {} : { email: booker.email.trim().toLowerCase() }) };
    if (Object.keys(learned).length) await this.repos.visitors.update(found.id, learned);
    const visitor = { ...found, ...learned };
    const tz = timezone && isTimezone(timezone) ? timezone : 'UTC';
    const when = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: tz, timeZoneName: 'short' }).format(new Date(start * 1000));
    await this.publisher.commit(projectId, async (tx) => {
      const appended = await appendMessage(tx, conv, visitor, {
        type: 'info',
        senderType: 'system',
        senderName: 'Parley',
        userId: null,
        text: `Meeting booked with ${hostName} for ${when}`,
        now: nowSeconds(),
      });
      return { result: undefined, events: appended.events };
    });
  }
}
