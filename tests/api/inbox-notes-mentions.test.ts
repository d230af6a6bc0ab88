// @mentions in an internal note notify the mentioned agent through their profile's notification channel (here a
// Slack incoming webhook), with a link to the conversation, or by email when they have no team-chat target; the
// note's author is never notified of their own note.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Pusher from 'pusher-js';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import type { MockServer } from '../../mock-server/index';
import type { Message } from '../../src/domain/inbox/types';
import type { ClientAppMessage } from '../../src/domain/inbox/events';
import { call, login } from './support/server';
import { startIntegrationServer } from './support/integrations';
import { newVisitor, startConversation } from './support/visitor';
import { agentChannels, listen, nextEvent, tick } from './support/pusher';

let app: FastifyInstance;
let mocks: MockServer;
const clients: Pusher[] = [];
let port: number;

const hook = (name: string) => `https://hooks.slack.com/services/T0ACMEDEMO/B0MENTION/${name}`;
const slackHooks = async () => ((await (await fetch(`${mocks.url}/slack/__webhooks`)).json()) as { posts: Array<{ path: string; body: { text: string } }> }).posts;

beforeAll(async () => {
  ({ app, mocks } = await startIntegrationServer());
  port = await listen(app);
});
afterAll(async () => {
  for (const c of clients) c.disconnect();
  await app.close();
  await mocks.close();
});

describe('mentions in notes', () => {
  it('notify the mentioned agent per their profile channel, and not the author', async () => {
    const p = await buildProject(app.repos);
    const nora = await buildUser(app.repos, { projectId: p.project.id, roleId: p.agent.id, name: 'Nora' });
    const sam = await buildUser(app.repos, { projectId: p.project.id, roleId: p.agent.id, name: 'Sam' });
    const noraToken = await login(app, nora.email, nora.password);
    const samToken = await login(app, sam.email, sam.password);
    for (const [token, name] of [[noraToken, 'nora'], [samToken, 'sam']] as const) {
      const saved = await call(app, 'PUT', '/app/user/profile/channels', { teamChat: { service: 'slack', target: hook(name) }, push: { desktop: true, sound: true } }, token);
      expect(saved.statusCode).toBe(200);
    }
    const { details, project, own } = await agentChannels(app, port, clients, noraToken);
    const v = await newVisitor(app, p.project.widget_key, { name: 'Jane Doe' });
    const id = await startConversation(app, v, 'Is there a discount for nonprofits?');

    const stored = nextEvent<{ message: Message }>(project!, 'new-message', (d) => d.message.clientId === 'm-1');
    const body: ClientAppMessage = {
      senderId: nora.id,
      channelName: own!.name,
      visitorId: v.visitorId,
      conversationId: id,
      clientId: 'm-1',
      message: { text: 'Looping in @Sam, can we do 20%?', mentions: [{ id: sam.id, name: 'Sam' }, { id: nora.id, name: 'Nora' }] },
      projectId: p.project.id,
      senderSignature: details.sender.signature,
      note: true,
    };
    own!.trigger('client-app-message', body);
    await stored;
    await app.notifier.idle();
    let posts: Awaited<ReturnType<typeof slackHooks>> = [];
    for (let i = 0; i < 50 && !posts.some((x) => x.path.endsWith('/sam')); i++) {
      await tick(30);
      posts = await slackHooks();
    }
    const toSam = posts.filter((x) => x.path.endsWith('/B0MENTION/sam'));
    expect(toSam).toHaveLength(1);
    expect(toSam[0]!.body.text).toContain('Nora mentioned you in a note on the conversation with Jane Doe');
    expect(toSam[0]!.body.text).toContain('can we do 20%?');
    expect(toSam[0]!.body.text).toContain(`/inbox/${id}`);
    expect(posts.some((x) => x.path.endsWith('/B0MENTION/nora'))).toBe(false);
  });

  it('email an agent who has no team-chat target', async () => {
    const p = await buildProject(app.repos);
    const nora = await buildUser(app.repos, { projectId: p.project.id, roleId: p.agent.id, name: 'Nora' });
    const kim = await buildUser(app.repos, { projectId: p.project.id, roleId: p.agent.id, name: 'Kim' });
    const noraToken = await login(app, nora.email, nora.password);
    const { details, project, own } = await agentChannels(app, port, clients, noraToken);
    const v = await newVisitor(app, p.project.widget_key, { name: 'Omar' });
    const id = await startConversation(app, v, 'Do you integrate with HubSpot?');
    const stored = nextEvent<{ message: Message }>(project!, 'new-message', (d) => d.message.clientId === 'm-2');
    own!.trigger('client-app-message', {
      senderId: nora.id,
      channelName: own!.name,
      visitorId: v.visitorId,
      conversationId: id,
      clientId: 'm-2',
      message: { text: '@Kim you built that one', mentions: [{ id: kim.id, name: 'Kim' }] },
      projectId: p.project.id,
      senderSignature: details.sender.signature,
      note: true,
    } satisfies ClientAppMessage);
    await stored;
    await app.notifier.idle();
    // The email goes out from the agent-email job (services/email/agentNotices.ts), just after the notice.
    let mails = await app.repos.outbox.latest(10, kim.email);
    for (let i = 0; i < 200 && !mails.length; i++) mails = (await tick(25), await app.repos.outbox.latest(10, kim.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Nora mentioned you in a note on the conversation with Omar');
    expect(mails[0]!.text).toContain('@Kim you built that one');
    expect(mails[0]!.text).toContain(`/inbox/${id}`);
    // The visitor is never written to, and the author gets nothing.
    expect(await app.repos.outbox.latest(10, nora.email)).toHaveLength(0);
  });
});
