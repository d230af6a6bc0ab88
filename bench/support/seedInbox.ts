// A large inbox for the endpoint benchmark: one project with N conversations (default 100,000) and a realistic mix
// of kinds and flags, written with Kysely batch inserts in one transaction. Bench-only code: it writes rows
// directly (ids assigned here, on an empty database) instead of going through the services, for speed.
import crypto from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import { openDatabase } from '../../server/db/database';
import { createRepositories } from '../../server/db/repositories/index';
import { buildProject, buildUser } from '../../server/db/builders';
import { indexPendingMessages } from '../../server/db/repositories/search';
import type { ConversationsTable, Database, MessagesTable, VisitorsTable } from '../../server/db/schema';
import { seededRandom, type Random } from '../../demo/seed/random';

export interface SeedOptions {
  conversations: number;
  /** Conversations with ~10 messages (the rest get 1–3). */
  richSample: number;
  agents: number;
  seed: number;
}

export interface SeededInbox {
  me: { email: string; password: string; userId: number };
  /** The project's widget key: visitors of the project start their sessions with it. */
  widgetKey: string;
  /** Index i: conversation id i + 1 and its visitor's public id. */
  visitorOfConversation: string[];
  richConversationIds: number[];
  counts: { visitors: number; conversations: number; messages: number; members: number; tags: number };
  seedMs: number;
}

const DAY = 86_400;
const STATUSES = ['open', 'open', 'open', 'open', 'pending', 'pending', 'close', 'close', 'close', 'close'] as const;
const LOCATIONS = ['Berlin, DE', 'Paris, FR', 'London, GB', 'Austin, US', 'Toronto, CA', 'Madrid, ES', 'Pune, IN', ''];
const WORDS = 'pricing invoice demo trial seats upgrade export login error refund contract onboarding api webhook sso report'.split(' ');

function sentence(rnd: Random, words: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) out.push(rnd.pick(WORDS));
  return `${out.join(' ')}?`;
}

/** Inserts rows in batches that stay under SQLite's bound-parameter limit. */
async function insertBatched<T extends keyof Database>(db: Kysely<Database>, table: T, rows: Array<Insertable<Database[T]>>): Promise<void> {
  if (!rows.length) return;
  const perBatch = Math.max(1, Math.floor(30_000 / Object.keys(rows[0]!).length));
  for (let i = 0; i < rows.length; i += perBatch) {
    await db.insertInto(table).values(rows.slice(i, i + perBatch) as never).execute();
  }
}

export async function seedInbox(dataDir: string, opts: SeedOptions): Promise<SeededInbox> {
  const t0 = performance.now();
  const rnd = seededRandom(opts.seed);
  const db = await openDatabase({ dataDir, databaseUrl: null });
  try {
    const repos = createRepositories(db);
    const now = Math.round(Date.now() / 1000);
    const { project, agent } = await buildProject(repos, { name: 'Endpoint bench' });
    const agents = [];
    for (let i = 0; i < opts.agents; i++) {
      agents.push(await buildUser(repos, { projectId: project.id, roleId: agent.id, name: `Agent ${i + 1}`, email: `agent${i + 1}@bench.test` }));
    }
    const tagIds: number[] = [];
    for (const name of ['billing', 'bug', 'sales', 'vip', 'churn-risk']) tagIds.push((await repos.tags.create(project.id, name, now)).id);

    // ~15% of conversations come from a returning visitor.
    const visitorCount = Math.ceil(opts.conversations * 0.85);
    const visitors: Array<Insertable<VisitorsTable>> = [];
    for (let id = 1; id <= visitorCount; id++) {
      const company = rnd.chance(0.4) ? `Company ${rnd.int(1, 500)}` : null;
      visitors.push({
        id,
        project_id: project.id,
        public_id: crypto.randomBytes(12).toString('base64url'),
        token_hash: crypto.randomBytes(32).toString('hex'),
        name: `Visitor ${id}`,
        email: rnd.chance(0.6) ? `visitor${id}@example.test` : null,
        company,
        domain: company ? `${company.toLowerCase().replace(/\s+/g, '')}.test` : null,
        location: rnd.pick(LOCATIONS),
        // ~170 of 85,000 online: a busy site's live visitors, not a share of its whole history.
        online: rnd.chance(0.002) ? 1 : 0,
        blocked: rnd.chance(0.002) ? 1 : 0,
        last_seen_at: now - rnd.int(0, 30 * DAY),
        created_at: now - rnd.int(30 * DAY, 400 * DAY),
      });
    }

    const rich = new Set<number>();
    while (rich.size < Math.min(opts.richSample, opts.conversations)) rich.add(rnd.int(1, opts.conversations));

    const conversations: Array<Insertable<ConversationsTable>> = [];
    const messages: Array<Insertable<MessagesTable>> = [];
    const members: Array<{ conversation_id: number; user_id: number; joined_at: number }> = [];
    const tags: Array<{ conversation_id: number; tag_id: number }> = [];
    const visitorOfConversation: string[] = [];
    for (let id = 1; id <= opts.conversations; id++) {
      const visitorId = id <= visitorCount ? id : rnd.int(1, visitorCount);
      const visitor = visitors[visitorId - 1]!;
      visitorOfConversation.push(visitor.public_id);
      const bot = rnd.chance(0.2) ? 1 : 0;
      const createdAt = now - rnd.int(60, 365 * DAY);
      const lastEventTime = Math.min(now, createdAt + rnd.int(0, 2 * DAY));
      const count = rich.has(id) ? rnd.int(8, 12) : rnd.int(1, 3);
      let lastText = '';
      for (let pos = 1; pos <= count; pos++) {
        const fromVisitor = pos % 2 === 1 || bot === 1;
        const agentUser = rnd.pick(agents);
        lastText = sentence(rnd, rnd.int(4, 16));
        messages.push({
          conversation_id: id,
          pos,
          type: 'message',
          sender_type: fromVisitor ? 'visitor' : bot ? 'bot' : 'agent',
          sender_name: fromVisitor ? visitor.name : agentUser.name,
          user_id: fromVisitor || bot ? null : agentUser.id,
          text: lastText,
          payload: null,
          client_id: null,
          time: createdAt + Math.floor(((lastEventTime - createdAt) * pos) / count),
        });
      }
      conversations.push({
        id,
        project_id: project.id,
        visitor_id: visitorId,
        status: rnd.pick(STATUSES),
        bot,
        archived: rnd.chance(0.1) ? 1 : 0,
        starred: rnd.chance(0.05) ? 1 : 0,
        unread: rnd.chance(0.15) ? rnd.int(1, 3) : 0,
        message_count: count,
        last_message_text: lastText,
        last_message_time: lastEventTime,
        last_event_time: lastEventTime,
        visitor_last_read_time: rnd.chance(0.5) ? lastEventTime : null,
        visitor_last_delivered_time: lastEventTime,
        created_at: createdAt,
      });
      if (!bot && rnd.chance(0.3)) {
        const first = rnd.int(0, agents.length - 1);
        members.push({ conversation_id: id, user_id: agents[first]!.id, joined_at: createdAt });
        if (rnd.chance(0.3)) members.push({ conversation_id: id, user_id: agents[(first + 1) % agents.length]!.id, joined_at: createdAt + 60 });
      }
      if (rnd.chance(0.1)) tags.push({ conversation_id: id, tag_id: rnd.pick(tagIds) });
    }

    await db.kysely.transaction().execute(async (trx) => {
      await insertBatched(trx, 'visitors', visitors);
      await insertBatched(trx, 'conversations', conversations);
      await insertBatched(trx, 'messages', messages);
      await insertBatched(trx, 'conversation_members', members);
      await insertBatched(trx, 'conversation_tags', tags);
    });
    // The messages' search index, as a server that has been running has it (migration 041 leaves it to a batch).
    await indexPendingMessages(db.kysely);
    const me = agents[0]!;
    return {
      me: { email: me.email, password: me.password, userId: me.id },
      widgetKey: project.widget_key,
      visitorOfConversation,
      richConversationIds: [...rich],
      counts: { visitors: visitors.length, conversations: conversations.length, messages: messages.length, members: members.length, tags: tags.length },
      seedMs: performance.now() - t0,
    };
  } finally {
    await db.close();
  }
}
