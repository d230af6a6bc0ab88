// Six weeks of demo history, replayed through the services the live product uses (visitor API paths and the bot
// runtime, the agents' client-app-message path, inbox actions, the attachment service, meeting bookings) with the
// clock set to past times, so every rule (routing, bot steps, counters, events, analytics facts) applies as it would
// have. Deterministic: small PRNGs from fixed seeds pick everything.
// Meetings: the demo admin had her calendar connected through the history, so "Book meeting" sent her Parley
// booking page and most visitors booked a slot on it (Meetings.book: the free-slot check, the meetings row, the
// event, the "Meeting booked" row in the thread), against an in-memory calendar (HistoryDeps.replay) since the
// history has no provider to call. Her connection stays: the live demo's booking page uses the Google fake.
// Presence: the demo agents were connected during their shift (replayPresence.ts), so handoffs then reach them.
import { Readable } from 'node:stream';
import type { CalendarSource } from '../../server/services/meetings/meetings';
import type { ClientEvent } from '../../server/realtime/types';
import type { Caller } from '../../server/plugins/auth';
import type { VisitorRow } from '../../server/db/schema';
import { nowSeconds, useClock } from '../../server/lib/clock';
import { senderSignature } from '../../server/services/inbox/senderSignature';
import { agentChannel, visitorChannel } from '../../src/domain/channels';
import { CLIENT_APP_MESSAGE } from '../../src/domain/inbox/events';
import { bookingSchema } from '../../src/domain/meetings/booking';
import type { Message } from '../../src/domain/inbox/types';
import { flattenPermissions } from '../../src/domain/permissions';
import { DEMO } from './project';
import { PEOPLE, TOPICS, REPLIES, TAGS } from './people';
import { seededRandom, type Random } from './random';
import { ReplayPresence } from './replayPresence';
import type { SeedServices } from '../../server/db/seeding';

/** The running services the history goes through (the seed's services, server/db/seeding.ts) and the realtime
 *  secret its agents sign with. */
export type HistoryDeps = Pick<SeedServices, 'repos' | 'visitors' | 'inbox' | 'attachments' | 'meetings' | 'agentMessages' | 'replay'> & {
  realtimeSecret: string;
};

/** Project setting the history leaves for the demo's CRM: { state: 'offered' }; the demo entry (demo/crmGrant.ts)
 *  turns it into { state: 'connected', connectedAt } when it connects the fake Salesforce. */
export const DEMO_CRM_KEY = 'demo.crm';

export const HISTORY_SEED = 0x5eed2026;
/** The visitors' booking choices draw from their own sequence, so the rest of the history stays as it was. */
export const BOOKING_SEED = 0xb00c2026;
const DAY = 86_400;

/** A weekday-heavy, office-hours-shaped start time within `days` days before `end`. */
function startTime(r: Random, end: number, days: number): number {
  for (;;) {
    const day = 1 + Math.floor((days - 1) * r.next() ** 1.5); // busier lately: the default Last 7 days looks alive
    const midnight = Math.floor((end - day * DAY) / DAY) * DAY;
    const weekday = new Date(midnight * 1000).getUTCDay();
    if ((weekday === 0 || weekday === 6) && !r.chance(0.25)) continue;
    const hour = r.chance(0.8) ? r.int(8, 17) : r.int(0, 23);
    return midnight + hour * 3600 + r.int(0, 3599);
  }
}

export interface HistoryOptions {
  /** The end of the history (seconds); default the real now. */
  now?: number;
  days?: number;
  conversations?: number;
  log?: { info(msg: string): void };
}

/** Seeds the demo project's history; returns how many conversations it made. */
export async function seedDemoHistory(deps: HistoryDeps, opts: HistoryOptions = {}): Promise<number> {
  const { repos, visitors, inbox, attachments } = deps;
  const end = opts.now ?? Math.round(Date.now() / 1000);
  const days = opts.days ?? 42;
  const total = opts.conversations ?? 64;
  const project = (await repos.projects.findByWidgetKey(DEMO.widgetKey))!;
  const { rows: users } = await repos.users.list(project.id, { offset: 0, limit: 50, field: 'name', order: 'asc' });
  const agents = users.filter((u) => u.is_cs_user !== 1);
  const flow = (await repos.botState.activeFlows(project.id))[0];
  const flats = new Map<number, Caller['flat']>();
  for (const u of users) flats.set(u.id, flattenPermissions((await repos.roles.findInProject(project.id, u.role_id))?.permissions));
  const callerOf = (userId: number): Caller => ({ userId, projectId: project.id, isCSUser: false, sessionKind: 'web', tokenHash: 'demo-seed', flat: flats.get(userId)! });
  const r = seededRandom(HISTORY_SEED);
  const rb = seededRandom(BOOKING_SEED);
  const began = Date.now();
  let t = 0;
  useClock(() => t);
  // Nobody is connected while the history replays: routing hears who was, then (the agents on their shift).
  deps.replay.availability = new ReplayPresence(project.id, new Set(agents.map((a) => a.id)), () => t * 1000);
  deps.replay.calendars = demoCalendar();
  const calendarHosts = agents.filter((a) => a.meeting_link);
  // Time passes as it would live: the bot's Live Chat waits see each moment (an unanswered handoff with nobody
  // connected gets its offline message at its own past time; an answered one, or one agents on shift had, none).
  const advance = async (seconds: number) => {
    t += seconds;
    await visitors.bot.waits.settleNow();
  };
  try {
    const tagIds: number[] = [];
    t = end - days * DAY - DAY;
    for (const name of TAGS) tagIds.push((await repos.tags.create(project.id, name, t)).id);
    for (const host of calendarHosts) await repos.calendars.upsert(demoCalendarConnection(project.id, host.id, host.email, t));
    let booked = 0;
    const starts = Array.from({ length: total }, () => startTime(r, end, days)).sort((a, b) => a - b);
    let n = 0;
    for (const start of starts) {
      t = start;
      const person = PEOPLE[n % PEOPLE.length]!;
      const session = await visitors.start(DEMO.widgetKey, { name: person.name, email: null, company: person.company, domain: person.domain, location: person.location });
      const visitor = (await visitors.byToken(session.token))!;
      const recent = end - start < 7 * DAY;
      const agent = r.pick(agents);
      const caller = callerOf(agent.id);
      let conversationId: number;
      const viaBot = flow && r.chance(0.6);
      if (viaBot) {
        conversationId = await botConversation(deps, visitor, flow.id, person, r, () => advance(r.int(8, 40)));
      } else {
        const topic = r.pick(TOPICS);
        const started = await visitors.startConversation(visitor, { text: topic.question, bot: false, clientId: `seed-${n}-0` });
        conversationId = started.conversationId;
      }
      const fresh = await repos.conversations.findInProject(project.id, conversationId);
      const handedOver = fresh?.bot === 0;
      // Some bot conversations end with the bot (the visitor left before the handoff): they stay in the Bot tab.
      const answered = handedOver && (!recent || r.chance(0.6));
      if (answered) {
        await advance(viaBot ? r.int(10, 50) : r.int(30, 900)); // first response (within the bot's 60 s Live Chat wait)
        await inbox.accept(caller, conversationId, true);
        await inbox.read(caller, conversationId);
        await agentSays(deps, project.id, agent.id, session.visitorId, conversationId, r.pick(REPLIES), `seed-${n}-a1`);
        await advance(r.int(20, 300));
        const v = (await visitors.byToken(session.token))!;
        await visitors.send(v, conversationId, r.pick(TOPICS).followUp, `seed-${n}-v2`);
        if (r.chance(0.15)) {
          await advance(r.int(10, 60));
          await attachments.upload((await repos.conversations.findInProject(project.id, conversationId))!, v, { senderType: 'visitor', senderName: v.name, userId: null }, csvFile(person.company, n));
        }
        await advance(r.int(30, 600));
        await agentSays(deps, project.id, agent.id, session.visitorId, conversationId, 'Done — anything else I can help with?', `seed-${n}-a2`);
        if (r.chance(0.12) && agent.meeting_link) {
          await advance(r.int(10, 60));
          const offered = await inbox.bookMeeting(caller, conversationId, session.visitorId);
          // Most visitors open the booking page and book a slot in the next days.
          if (rb.chance(0.8)) {
            await advance(rb.int(30, 300));
            if (await visitorBooks(deps, offered.message, person, rb)) booked++;
          }
        }
        if (r.chance(recent ? 0.35 : 0.85)) {
          // Closed with a CSAT request; most visitors answer it.
          await advance(r.int(60, 1800));
          const feedbackId = `seed-csat-${n}`;
          await deps.agentMessages(event(deps, project.id, agent.id, session.visitorId, conversationId, '', `seed-${n}-f`, { id: feedbackId }));
          if (r.chance(0.7)) {
            await advance(r.int(5, 120));
            const rating = r.pick([5, 5, 5, 4, 4, 4, 3, 2, 1]);
            await visitors.feedback((await visitors.byToken(session.token))!, conversationId, { feedbackId, rating, cancel: false });
          }
          await advance(r.int(5, 60));
          await inbox.setStatus(caller, conversationId, 'close');
        } else if (r.chance(0.5)) {
          await advance(r.int(5, 60));
          await inbox.setStatus(caller, conversationId, 'pending');
        } else {
          await inbox.read(caller, conversationId);
        }
      } else if (handedOver && recent) {
        await advance(120); // missed: nobody answered in time (outside the shift the visitor got the away message); still open, unread
      } else if (handedOver) {
        await advance(r.int(3600, 6 * 3600));
        await inbox.setStatus(caller, conversationId, 'close');
      } else if (!recent) {
        await advance(r.int(600, 3600));
        await inbox.setStatus(caller, conversationId, 'close');
      }
      if (r.chance(0.35)) await repos.tags.tagConversation(conversationId, r.pick(tagIds));
      if (r.chance(0.1)) await inbox.setStarred(caller, conversationId, true);
      if (!recent && r.chance(0.12)) await inbox.setArchived(caller, conversationId, true);
      n++;
    }
    // The hosts' calendars stay connected, without tokens: in demo mode the server gives each a grant of the bundled
    // Google fake on every start, and drops them when it talks to the real Google (demo/calendarGrant.ts).
    // Salesforce knows these visitors (the bundled fake's data/demo-visitors.json): a demo started with the fakes
    // connects it on its first start, so Highlights shows their records (demo/crmGrant.ts).
    await repos.settings.put(project.id, DEMO_CRM_KEY, { state: 'offered' }, end);
    opts.log?.info(`Seeded ${n} demo conversations (${booked} meetings booked) over ${days} days in ${Date.now() - began} ms`);
    return n;
  } finally {
    useClock(null);
    deps.replay.availability = null; // live presence: the sockets again, nobody left connected
    deps.replay.calendars = null;
  }
}

/** The calendar the demo admin's bookings land in: free whenever her availability says so; events get local ids. */
function demoCalendar(): CalendarSource {
  let events = 0;
  return () => ({
    busy: async () => [],
    createEvent: async () => ({ id: `demo-event-${++events}`, url: null }),
  });
}

function demoCalendarConnection(projectId: number, userId: number, email: string, now: number) {
  return {
    project_id: projectId,
    user_id: userId,
    kind: 'googleCalendar',
    state: 'connected',
    account: email,
    error: null,
    access_token: null,
    refresh_token: null,
    expires_at: null,
    meta: '{}',
    connected_at: now,
    updated_at: now,
  };
}

/**
 * The visitor opens the booking link the agent sent (Parley's booking page, GET /app/meet/:key) and books one of the
 * free slots of the next days (POST /app/meet/:key, with the signed conversation the link carries). False when the
 * link is not a booking page.
 */
async function visitorBooks(deps: HistoryDeps, offered: Message, person: (typeof PEOPLE)[number], rb: Random): Promise<boolean> {
  const url = offered.calendar?.url;
  const link = url ? /\/meet\/([^/?#]+)(?:\?c=([^&#]+))?/.exec(url) : null;
  if (!link) return false;
  const key = decodeURIComponent(link[1]!);
  const page = await deps.meetings.page(key);
  // A slot from the next day on (the page offers two weeks): the latest conversations' meetings are still ahead.
  const from = page.slots.find((slot) => slot >= nowSeconds() + DAY);
  const later = from === undefined ? [] : page.slots.slice(page.slots.indexOf(from));
  if (later.length === 0) return false;
  const start = later[rb.int(0, Math.min(later.length, 24) - 1)]!;
  const input = await bookingSchema.validate({ name: person.name, email: person.email, start, conversation: link[2] ? decodeURIComponent(link[2]) : null, timezone: null });
  await deps.meetings.book(key, input);
  return true;
}

/** The demo flow as a visitor goes through it: a greeting button, a question or two, maybe an email, the handoff. */
async function botConversation(
  deps: HistoryDeps,
  visitor: VisitorRow,
  flowId: number,
  person: (typeof PEOPLE)[number],
  r: Random,
  later: () => Promise<void>,
): Promise<number> {
  const sales = r.chance(0.55);
  const started = await deps.visitors.startConversation(visitor, {
    text: sales ? 'Talk to sales' : 'I need help',
    bot: true,
    clientId: null,
    optionId: sales ? 'demo-sales' : 'demo-support',
    flowId,
    variantId: 'demo-greeting',
  });
  const id = started.conversationId;
  const leaves = r.chance(0.2); // drops out of the funnel
  if (leaves) return id;
  await later();
  let v = (await deps.repos.visitors.findById(visitor.id))!;
  if (!sales) {
    await deps.visitors.send(v, id, r.pick(TOPICS).question, null);
    await later();
    if (r.chance(0.15)) return id;
  }
  v = (await deps.repos.visitors.findById(visitor.id))!;
  await deps.visitors.send(v, id, person.email, null);
  return id;
}

function event(deps: HistoryDeps, projectId: number, userId: number, visitorId: string, conversationId: number, text: string, clientId: string, feedback?: { id: string }): ClientEvent {
  return {
    context: {},
    socketId: 'demo-seed',
    channel: agentChannel(projectId, userId),
    event: CLIENT_APP_MESSAGE,
    data: {
      senderId: userId,
      channelName: visitorChannel(projectId, visitorId),
      visitorId,
      conversationId,
      clientId,
      message: { text, mentions: [] },
      projectId,
      senderSignature: senderSignature(deps.realtimeSecret, projectId, userId),
      ...(feedback ? { feedback } : {}),
    },
  };
}

async function agentSays(deps: HistoryDeps, projectId: number, userId: number, visitorId: string, conversationId: number, text: string, clientId: string) {
  await deps.agentMessages(event(deps, projectId, userId, visitorId, conversationId, text, clientId));
}

function csvFile(company: string, n: number) {
  const body = `seat,plan,monthly\n${company} team,Growth,${400 + n * 7}\n${company} support,Growth,${200 + n * 3}\n`;
  return { filename: `${company.toLowerCase().replace(/\W+/g, '-')}-seats.csv`, file: Readable.from([Buffer.from(body)]) };
}
