// Tags from the thread (issue 22 point 8): POST / DELETE app/inbox/conversations/{id}/tags put one of the project's
// tags on a conversation or take it off; every agent hears conversation-tags (the list row and the tag's name, so a
// tag just created through POST app/tags shows at once); the thread answers its tags; another project's tag or
// conversation is not found; the Blocked tag follows the visitor's block only; read-only agents cannot tag.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Pusher from 'pusher-js';
import type { Channel } from 'pusher-js';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import type { ConversationDetail, ConversationListItem, InboxDetails, Tag } from '../../src/domain/inbox/types';
import { inboxOnlyPermissionTree } from '../../src/domain/permissions';
import { nowSeconds } from '../../server/lib/clock';
import { call, login, startTestServer } from './support/server';
import { newVisitor, startConversation, type TestVisitor } from './support/visitor';
import { listen, nextEvent, pusherClient, subscribed } from './support/pusher';

let app: FastifyInstance;
let port: number;
const clients: Pusher[] = [];
let widgetKey: string;
let tokenA: string;
let other: { token: string; project: Channel };
let readOnlyToken: string;
let foreignTagId: number;
let foreignConversation: number;

type TagsEvent = { conversationId: number; tags: Tag[]; conversation: ConversationListItem; seq: number };

beforeAll(async () => {
  app = await startTestServer();
  port = await listen(app);
  const p = await buildProject(app.repos);
  widgetKey = p.project.widget_key;
  const a = await buildUser(app.repos, { projectId: p.project.id, roleId: p.agent.id, name: 'Agent A' });
  const b = await buildUser(app.repos, { projectId: p.project.id, roleId: p.agent.id, name: 'Agent B' });
  const readerRole = await app.repos.roles.create(p.project.id, 'Reader', { ...inboxOnlyPermissionTree(), inbox: { permissions: ['read'] } }, nowSeconds());
  tokenA = await login(app, a.email, a.password);
  const tokenB = await login(app, b.email, b.password);
  const details = (await call(app, 'GET', '/app/inbox/details', undefined, tokenB)).json() as InboxDetails;
  const client = pusherClient(port, tokenB);
  clients.push(client);
  other = { token: tokenB, project: await subscribed(client, details.pusherChannels[0]!.name) };
  const r = await buildUser(app.repos, { projectId: p.project.id, roleId: readerRole.id, name: 'Reader' });
  readOnlyToken = await login(app, r.email, r.password);
  const q = await buildProject(app.repos);
  const qa = await buildUser(app.repos, { projectId: q.project.id, roleId: q.admin.id, name: 'Elsewhere' });
  const qToken = await login(app, qa.email, qa.password);
  foreignTagId = (await call(app, 'POST', '/app/tags', { name: 'Theirs' }, qToken)).json().id;
  foreignConversation = await startConversation(app, await newVisitor(app, q.project.widget_key), 'elsewhere');
});
afterAll(async () => {
  for (const c of clients) c.disconnect();
  await app.close();
});

async function conversation(): Promise<{ v: TestVisitor; id: number }> {
  const v = await newVisitor(app, widgetKey, { name: 'Tina' });
  return { v, id: await startConversation(app, v, 'Tag me') };
}

describe('tags from the thread', () => {
  it('a new tag put on a conversation reaches other agents live, named, and the thread answers it', async () => {
    const { v, id } = await conversation();
    const created = await call(app, 'POST', '/app/tags', { name: 'Churn risk' }, tokenA);
    expect(created.statusCode).toBe(201);
    const tagId = created.json().id as number;

    const heard = nextEvent<TagsEvent>(other.project, 'conversation-tags', (d) => d.conversationId === id);
    const res = await call(app, 'POST', `/app/inbox/conversations/${id}/tags`, { tagId }, tokenA);
    expect(res.statusCode).toBe(200);
    expect(res.json().tags).toEqual([{ id: tagId, name: 'Churn risk' }]);
    const e = await heard;
    expect(e.tags).toEqual([{ id: tagId, name: 'Churn risk' }]);
    expect(e.conversation.tags).toEqual([tagId]);
    expect(e.seq).toBeGreaterThan(0);

    const thread = (await call(app, 'GET', `/app/inbox/conversations/${id}/${v.visitorId}`, undefined, other.token)).json() as ConversationDetail;
    expect(thread.details.tags).toEqual([tagId]);
    const list = (await call(app, 'GET', `/app/inbox/conversations?participant=nonBot&tags=${tagId}`, undefined, other.token)).json();
    expect(list.conversations.map((c: ConversationListItem) => c.id)).toEqual([id]);

    const removed = nextEvent<TagsEvent>(other.project, 'conversation-tags', (d) => d.conversationId === id && d.tags.length === 0);
    const del = await call(app, 'DELETE', `/app/inbox/conversations/${id}/tags`, { tagId }, tokenA);
    expect(del.statusCode).toBe(200);
    expect((await removed).conversation.tags).toEqual([]);
  });

  it('putting on a tag the conversation has already changes nothing and tells no one', async () => {
    const { id } = await conversation();
    const tagId = (await call(app, 'POST', '/app/tags', { name: 'Twice' }, tokenA)).json().id as number;
    await call(app, 'POST', `/app/inbox/conversations/${id}/tags`, { tagId }, tokenA);
    const seqBefore = (await call(app, 'GET', '/app/inbox/details', undefined, tokenA)).json().seq as number;
    const again = await call(app, 'POST', `/app/inbox/conversations/${id}/tags`, { tagId }, tokenA);
    expect(again.json().tags).toEqual([{ id: tagId, name: 'Twice' }]);
    expect((await call(app, 'GET', '/app/inbox/details', undefined, tokenA)).json().seq).toBe(seqBefore);
  });

  it("another project's tag or conversation is not found", async () => {
    const { id } = await conversation();
    expect((await call(app, 'POST', `/app/inbox/conversations/${id}/tags`, { tagId: foreignTagId }, tokenA)).statusCode).toBe(404);
    const own = (await call(app, 'POST', '/app/tags', { name: 'Ours' }, tokenA)).json().id as number;
    expect((await call(app, 'POST', `/app/inbox/conversations/${foreignConversation}/tags`, { tagId: own }, tokenA)).statusCode).toBe(404);
  });

  it('the Blocked tag is not set by hand, and a body without a tag is refused', async () => {
    const { id } = await conversation();
    const tags = (await call(app, 'GET', '/app/tags?all=true', undefined, tokenA)).json().tags as Array<{ id: number; key: string | null }>;
    const blocked = tags.find((t) => t.key === 'blocked');
    expect(blocked).toBeDefined();
    const res = await call(app, 'POST', `/app/inbox/conversations/${id}/tags`, { tagId: blocked!.id }, tokenA);
    expect(res.statusCode).toBe(403);
    expect((await call(app, 'POST', `/app/inbox/conversations/${id}/tags`, {}, tokenA)).statusCode).toBe(400);
  });

  it('an agent without inbox write cannot tag', async () => {
    const { id } = await conversation();
    const tagId = (await call(app, 'POST', '/app/tags', { name: 'Nope' }, tokenA)).json().id as number;
    expect((await call(app, 'POST', `/app/inbox/conversations/${id}/tags`, { tagId }, readOnlyToken)).statusCode).toBe(403);
  });
});
