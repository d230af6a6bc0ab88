// Inbox search (issue 25): GET app/inbox/search finds conversations by message text, visitor name, email, company
// and tag, in every status and both tabs, ranked by relevance then recency, by prefix; the index follows messages,
// tags and edits in the same transaction; the caller's project only, `mine` only their own conversations; bad
// queries answer §8-shaped errors. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import { nowSeconds } from '../../server/lib/clock';
import type { SearchHit, SearchResults } from '../../src/domain/search/types';
import { SEARCH_MSG, SEARCH_MAX_CHARS } from '../../src/domain/search/query';
import { MSG } from '../../src/domain/messages';
import { call, errorOf, login, startTestServer } from './support/server';
import { newVisitor, startConversation, visitorSays } from './support/visitor';

let app: FastifyInstance;
let widgetKey: string;
let admin: string;
let agent: string;
let agentId: number;
let noInbox: string;
let other: { token: string; widgetKey: string };

beforeAll(async () => {
  app = await startTestServer();
  const p = await buildProject(app.repos);
  widgetKey = p.project.widget_key;
  const a = await buildUser(app.repos, { projectId: p.project.id, roleId: p.admin.id, name: 'Admin' });
  const b = await buildUser(app.repos, { projectId: p.project.id, roleId: p.agent.id, name: 'Agent B' });
  agentId = b.id;
  const analyst = await app.repos.roles.create(p.project.id, 'Analyst', { analytics: { permissions: ['read'] } }, nowSeconds());
  const c = await buildUser(app.repos, { projectId: p.project.id, roleId: analyst.id, name: 'Analyst' });
  admin = await login(app, a.email, a.password);
  agent = await login(app, b.email, b.password);
  noInbox = await login(app, c.email, c.password);
  const q = await buildProject(app.repos);
  const qa = await buildUser(app.repos, { projectId: q.project.id, roleId: q.admin.id, name: 'Elsewhere' });
  other = { token: await login(app, qa.email, qa.password), widgetKey: q.project.widget_key };
});
afterAll(async () => {
  await app.close();
});

async function search(q: string, token = admin, extra = ''): Promise<SearchHit[]> {
  const res = await call(app, 'GET', `/app/inbox/search?q=${encodeURIComponent(q)}${extra}`, undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as SearchResults).hits;
}
const ids = (hits: SearchHit[]) => hits.map((h) => h.conversation.id);
const hitWords = (h: SearchHit) => h.snippet.filter((s) => s.hit).map((s) => s.text);

async function conversation(text: string, visitor: Record<string, unknown> = {}, key = widgetKey, bot = false) {
  const v = await newVisitor(app, key, { name: 'Pat', ...visitor });
  return { v, id: await startConversation(app, v, text, bot) };
}

describe('inbox search', () => {
  it('finds message text, marks the matching words and points at the message', async () => {
    await conversation('Hello there');
    const visitor = await newVisitor(app, widgetKey, { name: 'Quinn' });
    const second = await startConversation(app, visitor, 'First line');
    await visitorSays(app, visitor, second, 'The <b>Kumquat</b> order never arrived, kumquats are late');
    const hits = await search('kumquat');
    expect(ids(hits)).toEqual([second]);
    const hit = hits[0]!;
    expect(hit.field).toBe('message');
    expect(hit.messagePos).toBe(2);
    expect(hit.messageId).toEqual(expect.any(Number));
    expect(hitWords(hit)).toEqual(['Kumquat', 'kumquats']);
    // Segments are plain text around the marked words (the page renders them as text, never as HTML).
    expect(hit.snippet.map((s) => s.text).join('')).toContain('order never arrived');
  });

  it('matches prefixes as the agent types, and needs every word', async () => {
    const { id } = await conversation('Our xylophone warranty expired');
    expect(ids(await search('xyl'))).toEqual([id]);
    expect(ids(await search('xylophone warr'))).toEqual([id]);
    expect(await search('xylophone refund')).toEqual([]);
  });

  it('finds by visitor name, email, company and tag', async () => {
    const { id } = await conversation('Hi', { name: 'Zebulon Fairweather', email: 'zeb@quokkacorp.io', company: 'Marmoset Labs' });
    const byName = await search('fairweather');
    expect(ids(byName)).toEqual([id]);
    expect(byName[0]!.field).toBe('name');
    expect(hitWords(byName[0]!)).toEqual(['Fairweather']);
    expect(byName[0]!.messageId).toBeNull();
    expect((await search('zeb@quokkacorp.io'))[0]?.field).toBe('email');
    expect(ids(await search('quokkacorp'))).toEqual([id]);
    const byCompany = await search('marmoset');
    expect(ids(byCompany)).toEqual([id]);
    expect(byCompany[0]!.field).toBe('company');

    const tagId = (await call(app, 'POST', '/app/tags', { name: 'Wombatlead' }, admin)).json().id as number;
    expect(await search('wombatlead')).toEqual([]);
    await call(app, 'POST', `/app/inbox/conversations/${id}/tags`, { tagId }, admin);
    const byTag = await search('wombatlead');
    expect(ids(byTag)).toEqual([id]);
    expect(byTag[0]!.field).toBe('tag');
    // A renamed tag is found by its new name only; a removed one no longer finds the conversation.
    await call(app, 'PUT', `/app/tags/${tagId}`, { name: 'Platypuslead' }, admin);
    expect(await search('wombatlead')).toEqual([]);
    expect(ids(await search('platypuslead'))).toEqual([id]);
    await call(app, 'DELETE', `/app/inbox/conversations/${id}/tags`, { tagId }, admin);
    expect(await search('platypuslead')).toEqual([]);
  });

  it('ranks by relevance, then the newest first', async () => {
    const passing = await conversation('I would like to know more about your pricing, and also about a gnocchi discount for teams');
    const focused = await conversation('gnocchi gnocchi gnocchi');
    expect(ids(await search('gnocchi'))).toEqual([focused.id, passing.id]);
    const older = await conversation('same words about tamarind');
    const newer = await conversation('same words about tamarind');
    expect(ids(await search('tamarind'))).toEqual([newer.id, older.id]);
  });

  it('searches every status and both tabs', async () => {
    const closed = await conversation('closing the persimmon case');
    expect((await call(app, 'POST', `/app/inbox/conversations/${closed.id}/status`, { status: 'close' }, admin)).statusCode).toBe(200);
    const pending = await conversation('pending persimmon case');
    await call(app, 'POST', `/app/inbox/conversations/${pending.id}/status`, { status: 'pending' }, admin);
    const archived = await conversation('archived persimmon case');
    await call(app, 'POST', `/app/inbox/conversations/${archived.id}/archive`, { archived: true }, admin);
    const bot = await conversation('persimmon question for the bot', {}, widgetKey, true);
    expect(ids(await search('persimmon')).sort()).toEqual([closed.id, pending.id, archived.id, bot.id].sort());
  });

  it('finds a message the moment it is stored, and follows edits and deletions', async () => {
    const { v, id } = await conversation('Nothing special');
    expect(await search('rambutan')).toEqual([]);
    await visitorSays(app, v, id, 'where is my rambutan');
    const [hit] = await search('rambutan');
    expect(hit?.conversation.id).toBe(id);
    const messageId = hit!.messageId!;
    // The product never edits or deletes a message; a data fix or a retention job would, at the table itself.
    await app.db.kysely.updateTable('messages').set({ text: 'where is my durian' }).where('id', '=', messageId).execute();
    expect(await search('rambutan')).toEqual([]);
    expect((await search('durian'))[0]?.messageId).toBe(messageId);
    await app.db.kysely.deleteFrom('messages').where('id', '=', messageId).execute();
    expect(await search('durian')).toEqual([]);
  });

  it('keeps to the caller’s project and, with mine, to their own conversations', async () => {
    const ours = await conversation('the loquat shipment');
    const theirs = await conversation('the loquat shipment', {}, other.widgetKey);
    expect(ids(await search('loquat'))).toEqual([ours.id]);
    expect(ids(await search('loquat', other.token))).toEqual([theirs.id]);
    const joined = await conversation('another loquat shipment');
    expect((await call(app, 'POST', `/app/inbox/conversations/${joined.id}/members`, { appUserIds: [agentId] }, admin)).statusCode).toBe(200);
    expect(ids(await search('loquat', agent)).sort()).toEqual([ours.id, joined.id].sort());
    expect(ids(await search('loquat', agent, '&mine=true'))).toEqual([joined.id]);
    const denied = await call(app, 'GET', '/app/inbox/search?q=loquat', undefined, noInbox);
    expect(denied.statusCode).toBe(403);
    expect((await call(app, 'GET', '/app/inbox/search?q=loquat')).statusCode).toBe(401);
  });

  it('answers bad queries with the form’s wording', async () => {
    const bad = async (query: string) => {
      const res = await call(app, 'GET', `/app/inbox/search?${query}`, undefined, admin);
      expect(res.statusCode).toBe(400);
      return errorOf(res);
    };
    expect(await bad('q=')).toBe(MSG.fieldEmpty);
    expect(await bad('q=%20%20')).toBe(MSG.fieldEmpty);
    expect(await bad('q=%22*()%3A')).toBe(SEARCH_MSG.noWords);
    expect(await bad(`q=${'a'.repeat(SEARCH_MAX_CHARS + 1)}`)).toBe(SEARCH_MSG.tooLong);
    expect(await bad('q=x&limit=0')).toBe(MSG.fieldEmpty);
    // Query syntax of either engine is only words here: quotes, stars and NEAR are not operators.
    expect(await search('"NEAR(a b)" OR * -x:')).toEqual([]);
  });
});
