// Inbox search's common-word path (issue 25, bench/search.ts): a word in more messages than the candidate window
// is ranked among the project's newest matches only, by relevance then recency, and the hit points at its matching
// message. The window is 2,000 in production; here 6, so a dozen messages reach the path. On SQLite, and on
// PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject } from '../../server/db/builders';
import { SearchRepository, type SearchRow } from '../../server/db/repositories/search';
import { startTestServer } from './support/server';
import { newVisitor, startConversation, visitorSays } from './support/visitor';

const WINDOW = 6;
let app: FastifyInstance;
let index: SearchRepository;
let projectId: number;
let otherProjectId: number;
const ours: Record<string, number> = {};

const PLAIN = 'the walrus swam past our harbour';
const STRONG = 'walrus walrus';

async function conversation(key: string, name: string, first: string, then?: string): Promise<number> {
  const v = await newVisitor(app, key, { name });
  const id = await startConversation(app, v, first);
  if (then) await visitorSays(app, v, id, then);
  return id;
}

beforeAll(async () => {
  app = await startTestServer();
  index = new SearchRepository(app.db.kysely, app.db.dialect, { candidates: WINDOW });
  const p = await buildProject(app.repos);
  const q = await buildProject(app.repos);
  projectId = p.project.id;
  otherProjectId = q.project.id;
  const key = p.project.widget_key;
  // Oldest first: a strong match that has fallen out of the window, four plain ones, a strong one in the window
  // (its match is the second message), four newer plain ones.
  ours.oldStrong = await conversation(key, 'Olga', STRONG);
  for (const n of [1, 2, 3, 4]) ours[`plain${n}`] = await conversation(key, `Pat ${n}`, PLAIN);
  ours.strong = await conversation(key, 'Nina', 'Hello there', STRONG);
  for (const n of [5, 6, 7, 8]) ours[`plain${n}`] = await conversation(key, `Pat ${n}`, PLAIN);
  // Another project's newer matches take no place in ours.
  for (const n of [1, 2, 3, 4, 5, 6, 7]) await conversation(q.project.widget_key, `Other ${n}`, PLAIN);
});
afterAll(async () => {
  await app.close();
});

const find = (limit: number, project = projectId): Promise<SearchRow[]> => index.search({ projectId: project, memberId: null, words: ['walrus'], limit });

describe('inbox search, a word in more messages than the window', () => {
  it('ranks the newest matches of the project by relevance, then the newest conversation first', async () => {
    const rows = await find(20);
    // The window holds the six newest matches: plain8..plain5, strong, plain4; the strong one leads.
    expect(rows.map((r) => r.conversationId)).toEqual([ours.strong, ours.plain8, ours.plain7, ours.plain6, ours.plain5, ours.plain4]);
    expect(rows.map((r) => r.conversationId)).not.toContain(ours.oldStrong);
  });

  it('cuts at the limit after ranking, and points each hit at its matching message', async () => {
    const rows = await find(3);
    expect(rows.map((r) => r.conversationId)).toEqual([ours.strong, ours.plain8, ours.plain7]);
    for (const r of rows) {
      const m = await app.db.kysely.selectFrom('messages').select(['conversation_id', 'pos', 'text']).where('id', '=', r.messageId!).executeTakeFirstOrThrow();
      expect(m.conversation_id).toBe(r.conversationId);
      expect(m.pos).toBe(r.messagePos);
      expect(m.text).toBe(r.conversationId === ours.strong ? STRONG : PLAIN);
      expect(r.field).toBe('message');
      expect(r.marked).toContain('walrus');
    }
    // The strong match is the conversation's second message, after the greeting.
    expect(rows[0]!.messagePos).toBeGreaterThan(1);
  });

  it('fills the other project from its own newest matches only', async () => {
    const rows = await find(20, otherProjectId);
    expect(rows).toHaveLength(WINDOW);
    const projects = await app.db.kysely.selectFrom('conversations').select('project_id').where('id', 'in', rows.map((r) => r.conversationId)).execute();
    expect(projects.every((c) => c.project_id === otherProjectId)).toBe(true);
  });
});
