// Two nodes mirroring one conversation to its Slack thread at once (cluster mode: each commit's listener runs on the
// node that committed, and a chatty visitor's messages reach both through the balancer): the lease in the database
// lets one post at a time, a node that finds it taken has the holder look again, and the thread gets every message
// once, in order. Two bridges with leases over the same database stand for the two nodes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import type { MockServer } from '../../mock-server/index';
import { SlackBridge } from '../../server/integrations/slack/bridge';
import { MIRROR_LEASE_SECONDS, ThreadMirror } from '../../server/integrations/threadMirror';
import { appendMessage } from '../../server/services/inbox/messages';
import type { Publisher } from '../../server/services/inbox/publisher';
import { nowSeconds } from '../../server/lib/clock';
import { login } from './support/server';
import { connectIntegration, startIntegrationServer, TEST_PUBLIC_URL } from './support/integrations';
import { newVisitor, startConversation } from './support/visitor';

let app: FastifyInstance;
let mocks: MockServer;

type Post = { channel: string; ts: string; thread_ts?: string; text: string };
const posts = async (): Promise<Post[]> => ((await (await fetch(`${mocks.url}/slack/__messages?channel=C0SALES`)).json()) as { messages: Post[] }).messages;

beforeAll(async () => {
  ({ app, mocks } = await startIntegrationServer());
});
afterAll(async () => {
  await app.close();
  await mocks.close();
});

describe('a Slack thread mirrored from two nodes', () => {
  it('gets every message once and in order while both nodes sync it at once', async () => {
    const p = await buildProject(app.repos, { plan: 'enterprise' });
    const projectId = p.project.id;
    const admin = await buildUser(app.repos, { projectId, roleId: p.admin.id });
    await connectIntegration(app, await login(app, admin.email, admin.password), 'slack');
    const v = await newVisitor(app, p.project.widget_key, { name: 'Wendy' });
    const id = await startConversation(app, v, 'First question');
    // Routed to Slack behind the app's own (single-node) bridge, once it is done with the first message (no thread
    // then): only the two "nodes" below post this thread.
    await app.teamChats.get('slack')!.sync(projectId, id);
    await app.repos.slack.claim(projectId, id, 'C0SALES', nowSeconds());
    const leases = (nodeId: string) => ({ repo: app.repos.leases, nodeId });
    const nodes = ['a', 'b'].map((n) => new SlackBridge(app.repos, {} as Publisher, app.integrations, TEST_PUBLIC_URL, app.log, leases(n)));

    const syncs: Array<Promise<void>> = [];
    const expected = ['*Visitor:* First question'];
    for (let i = 1; i <= 8; i++) {
      await app.repos.transaction(async (tx) => {
        const conv = (await tx.conversations.findInProject(projectId, id))!;
        const visitor = (await tx.visitors.findById(conv.visitor_id))!;
        await appendMessage(tx, conv, visitor, { type: 'message', senderType: 'visitor', senderName: 'Wendy', userId: null, text: `Follow-up ${i}`, now: nowSeconds() });
      });
      expected.push(`*Visitor:* Follow-up ${i}`);
      // Each commit's listener on one node, the next on the other, without waiting: their posts overlap.
      syncs.push(nodes[i % 2]!.sync(projectId, id), nodes[(i + 1) % 2]!.sync(projectId, id));
    }
    await Promise.all(syncs);

    const all = await posts();
    const root = all.find((m) => !m.thread_ts && m.text.includes(`/inbox/${id}?`));
    expect(root).toBeDefined();
    expect(all.filter((m) => !m.thread_ts && m.text.includes(`/inbox/${id}?`))).toHaveLength(1); // one thread opened
    expect(all.filter((m) => m.thread_ts === root!.ts).map((m) => m.text)).toEqual(expected);
    expect((await app.repos.slack.find(id))!.posted_pos).toBe(9);
    // Nobody holds the thread afterwards: the next message is posted by whichever node sees it.
    expect(await app.repos.leases.acquire(`slack:${id}`, 'probe', nowSeconds(), 1)).toBe(true);
  });

  it('lets go of a thread whose post failed, and takes over one whose holder died', async () => {
    const p = await buildProject(app.repos, { plan: 'enterprise' });
    const v = await newVisitor(app, p.project.widget_key);
    const id = await startConversation(app, v, 'Hello');
    const repo = app.repos.leases;
    const failing = new ThreadMirror('slack', async () => undefined, app.log, { repo, nodeId: 'a' });
    await expect(failing.exclusive(id, async () => Promise.reject(new Error('Slack is down')))).rejects.toThrow('Slack is down');
    const posted: string[] = [];
    const other = new ThreadMirror('slack', async () => undefined, app.log, { repo, nodeId: 'b' });
    await other.exclusive(id, async () => void posted.push('b'));
    expect(posted).toEqual(['b']);
    // A holder that died mid-post: its lease runs out, then the next node posts.
    expect(await repo.acquire(`slack:${id}`, 'dead-node', nowSeconds() - MIRROR_LEASE_SECONDS - 1, MIRROR_LEASE_SECONDS)).toBe(true);
    await other.exclusive(id, async () => void posted.push('b again'));
    expect(posted).toEqual(['b', 'b again']);
  });
});
