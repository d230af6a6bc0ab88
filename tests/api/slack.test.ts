// Slack as a destination, end to end against the Slack fake: a conversation routed to Slack opens a thread in the
// chosen channel and the visitor's messages follow; a Slack user's reply in the thread (a signed Events API
// callback) reaches the visitor's widget channel and lists the Slack user among the participants. Bad signatures
// and stale timestamps are refused.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type Pusher from 'pusher-js';
import type { MockServer } from '../../mock-server/index';
import { call } from './support/server';
import { connectIntegration, startDestinationServer, until } from './support/integrations';
import { nextEvent, pusherClient, subscribed } from './support/pusher';
import { newVisitor } from './support/visitor';

const SECRET = 'test-signing-secret';
let app: FastifyInstance;
let mocks: MockServer;
let port: number;
let widgetKey: string;
let flowId: number;
let adminToken: string;
const clients: Pusher[] = [];

type Post = { channel: string; ts: string; thread_ts?: string; text: string };
const posts = async (): Promise<Post[]> => ((await (await fetch(`${mocks.url}/slack/__messages?channel=C0SUPPORT`)).json()) as { messages: Post[] }).messages;

beforeAll(async () => {
  ({ app, mocks, port, widgetKey, adminToken, flowId } = await startDestinationServer('slack', 'C0SUPPORT', 'To Slack', { SLACK_SIGNING_SECRET: SECRET }));
});
afterAll(async () => {
  for (const c of clients) c.disconnect();
  await app.close();
  await mocks.close();
});

async function reply(body: Record<string, unknown>) {
  const res = await fetch(`${mocks.url}/slack/__reply`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ eventsUrl: `http://127.0.0.1:${port}/app/slack/events`, signingSecret: SECRET, channel: 'C0SUPPORT', user: 'U0AGENTJO', ...body }),
  });
  return (await res.json()) as { status: number; body: string };
}

describe('Slack as a destination', () => {
  it('without Slack connected, the conversation stays in the inbox and routing says why', async () => {
    const v = await newVisitor(app, widgetKey);
    const id = (await call(app, 'POST', '/app/visitor/conversations', { flowId }, v.token)).json().conversationId as number;
    await call(app, 'POST', `/app/visitor/conversations/${id}/messages`, { text: 'nobody@acme.example' }, v.token);
    const d = (await call(app, 'GET', `/app/inbox/conversations/${id}/${v.visitorId}`, undefined, adminToken)).json();
    expect(d.details.routingExplanation).toMatch(/^Slack is not connected, routed in the inbox/);
    expect((await posts()).some((p) => p.text.includes('nobody@acme.example'))).toBe(false);
    // Nor can the builder list its channels.
    const channels = await call(app, 'GET', '/app/slack/channels', undefined, adminToken);
    expect(channels.statusCode).toBe(409);
    expect(channels.json()).toEqual({ errMessage: { errorMsg: expect.stringContaining('Slack') } });
  });

  it("lists the workspace's channels for the routing choice once Slack is connected", async () => {
    await connectIntegration(app, adminToken, 'slack');
    const res = await call(app, 'GET', '/app/slack/channels', undefined, adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ channels: [{ id: 'C0SALES', name: '#sales' }, { id: 'C0SUPPORT', name: '#support' }] });
  });

  it('visitor message → Slack thread; Slack thread reply → the visitor, with the Slack user as a participant', async () => {
    await connectIntegration(app, adminToken, 'slack');
    const v = await newVisitor(app, widgetKey);
    const client = pusherClient(port, v.token, '/app/visitor/realtime/auth');
    clients.push(client);
    const channel = await subscribed(client, v.channel);
    const id = (await call(app, 'POST', '/app/visitor/conversations', { flowId }, v.token)).json().conversationId as number;
    await call(app, 'POST', `/app/visitor/conversations/${id}/messages`, { text: 'jane@acme.example' }, v.token);

    const opening = await until(async () => (await posts()).find((p) => !p.thread_ts && p.text.includes('jane@acme.example')), 'the thread opening');
    expect(opening.text).toContain(`/inbox/${id}`);
    await call(app, 'POST', `/app/visitor/conversations/${id}/messages`, { text: 'Do you integrate with Okta?' }, v.token);
    await until(async () => (await posts()).find((p) => p.thread_ts === opening.ts && p.text === '*Visitor:* Do you integrate with Okta?'), 'the visitor message in the thread');

    const heard = nextEvent<{ message: { text: string; senderName?: string } }>(channel, 'new-message', (d) => d.message.text === 'Yes, SAML and SCIM both.', 5000);
    const answer = await reply({ thread_ts: opening.ts, text: 'Yes, SAML and SCIM both.' });
    expect(answer.status).toBe(200);
    expect((await heard).message.text).toBe('Yes, SAML and SCIM both.');

    const members = (await call(app, 'GET', `/app/inbox/conversations/${id}/members`, undefined, adminToken)).json();
    expect(members.slackUsers).toEqual([{ threadId: opening.ts, name: 'Jo Rivera' }]);
    // The reply is not echoed back into the thread it came from.
    await new Promise((r) => setTimeout(r, 150));
    expect((await posts()).filter((p) => p.text.includes('SAML and SCIM'))).toHaveLength(1);

    const removed = await call(app, 'DELETE', `/app/inbox/conversations/${id}/members`, { slackThreadId: opening.ts }, adminToken);
    expect(removed.json().slackUsers).toEqual([]);
  });

  it('refuses a bad signature and a stale timestamp, and answers url_verification', async () => {
    expect((await reply({ thread_ts: '1.1', text: 'x', signingSecret: 'wrong' })).status).toBe(401);
    expect((await reply({ thread_ts: '1.1', text: 'x', ageSeconds: 600 })).status).toBe(401);
    const body = JSON.stringify({ type: 'url_verification', challenge: 'abc123' });
    const ts = String(Math.floor(Date.now() / 1000));
    const sig = `v0=${crypto.createHmac('sha256', SECRET).update(`v0:${ts}:${body}`).digest('hex')}`;
    const res = await app.inject({ method: 'POST', url: '/app/slack/events', headers: { 'content-type': 'application/json', 'x-slack-request-timestamp': ts, 'x-slack-signature': sig }, payload: body });
    expect(res.json()).toEqual({ challenge: 'abc123' });
  });
});
