// MS Teams as a destination and the Teams login, end to end against the Teams fake (Bot Connector, OpenID keys,
// Graph): a conversation routed to Teams opens a thread in the chosen channel and the visitor's messages follow; a
// Teams user's reply (an activity with a Bot Framework token the fake signs) reaches the visitor's widget and lists
// the Teams user among the participants; forged, expired, foreign-audience or missing tokens are refused and store
// nothing. POST app/login/msteams needs the tab's SSO token naming the same tenant and user as the body.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type Pusher from 'pusher-js';
import { buildProject, buildUser } from '../../server/db/builders';
import type { MockServer } from '../../mock-server/index';
import { MSG } from '../../src/domain/messages';
import { call } from './support/server';
import { connectIntegration, startDestinationServer, until } from './support/integrations';
import { nextEvent, pusherClient, subscribed } from './support/pusher';
import { newVisitor } from './support/visitor';

const CHANNEL = '19:support@thread.tacv2';
const TEAM = 'b7e0c3f4-5a6b-4c7d-8e9f-acmesales001';
const TENANT = 'a1b2c3d4-demo-tenant'; // what the fake's admin consent answers
const APP_ID = 'parley-demo-msteams'; // the demo bot's app id (MSTEAMS_CLIENT_ID)
const JO = '6f1c2a9e-jo00-4000-8000-000000000001';
const KAI = '6f1c2a9e-kai0-4000-8000-000000000002';

let app: FastifyInstance;
let mocks: MockServer;
let port: number;
let widgetKey: string;
let flowId: number;
let adminToken: string;
let connectedProject: { id: number; agentRole: number };
const clients: Pusher[] = [];

type Activity = { conversationId: string; id: string; text: string; replyToId?: string; by: 'bot' | 'user' };
const activities = async (): Promise<Activity[]> =>
  ((await (await fetch(`${mocks.url}/msteams/__activities?channel=${encodeURIComponent(CHANNEL)}`)).json()) as { activities: Activity[] }).activities;
const fake = async <T>(path: string, body: Record<string, unknown>): Promise<T> =>
  (await (await fetch(`${mocks.url}/msteams${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as T;
const reply = (body: Record<string, unknown>) =>
  fake<{ status: number; body: string }>('/__reply', { botUrl: `http://127.0.0.1:${port}/app/msteams/messages`, appId: APP_ID, user: JO, ...body });

beforeAll(async () => {
  const started = await startDestinationServer('msteams', CHANNEL, 'To Teams');
  ({ app, mocks, port, widgetKey, adminToken, flowId } = started);
  connectedProject = { id: started.p.project.id, agentRole: started.p.agent.id };
});
afterAll(async () => {
  for (const c of clients) c.disconnect();
  await app.close();
  await mocks.close();
});

describe('MS Teams as a destination', () => {
  it('without Teams connected, the conversation stays in the inbox and routing says why', async () => {
    const v = await newVisitor(app, widgetKey);
    const id = (await call(app, 'POST', '/app/visitor/conversations', { flowId }, v.token)).json().conversationId as number;
    await call(app, 'POST', `/app/visitor/conversations/${id}/messages`, { text: 'nobody@acme.example' }, v.token);
    const d = (await call(app, 'GET', `/app/inbox/conversations/${id}/${v.visitorId}`, undefined, adminToken)).json();
    expect(d.details.routingExplanation).toMatch(/^Microsoft Teams is not connected, routed in the inbox/);
    expect(await app.repos.msTeams.find(id)).toBeUndefined();
  });

  let conversationId: number;
  let threadId: string;
  let visitorChannel: ReturnType<Pusher['subscribe']>;

  it('visitor message → a thread in the Teams channel; Teams reply → the visitor, with the Teams user as a participant', async () => {
    await connectIntegration(app, adminToken, 'msteams');
    const v = await newVisitor(app, widgetKey);
    const client = pusherClient(port, v.token, '/app/visitor/realtime/auth');
    clients.push(client);
    visitorChannel = await subscribed(client, v.channel);
    conversationId = (await call(app, 'POST', '/app/visitor/conversations', { flowId }, v.token)).json().conversationId as number;
    await call(app, 'POST', `/app/visitor/conversations/${conversationId}/messages`, { text: 'jane@acme.example' }, v.token);

    const opening = await until(async () => (await activities()).find((a) => a.by === 'bot' && !a.replyToId && a.text.includes('jane@acme.example')), 'the thread opening');
    threadId = opening.conversationId;
    expect(threadId).toBe(`${CHANNEL};messageid=${opening.id}`);
    expect(opening.text).toContain(`/inbox/${conversationId}`);
    await call(app, 'POST', `/app/visitor/conversations/${conversationId}/messages`, { text: 'Do you integrate with Okta?' }, v.token);
    await until(async () => (await activities()).find((a) => a.conversationId === threadId && a.replyToId === opening.id && a.text === '**Visitor:** Do you integrate with Okta?'), 'the visitor message in the thread');

    const heard = nextEvent<{ message: { text: string; senderName?: string } }>(visitorChannel, 'new-message', (d) => d.message.text === 'Yes, SAML and SCIM both.', 5000);
    const answer = await reply({ conversationId: threadId, text: '<at>Parley</at> Yes, SAML and SCIM both.' });
    expect(answer.status).toBe(200);
    const got = await heard;
    expect(got.message.text).toBe('Yes, SAML and SCIM both.');
    expect(got.message.senderName).toBe('Jo Rivera');

    const members = (await call(app, 'GET', `/app/inbox/conversations/${conversationId}/members`, undefined, adminToken)).json();
    expect(members.teamsUsers).toEqual([{ threadId, userId: JO, name: 'Jo Rivera' }]);
    // The reply is not echoed back into the thread it came from.
    await new Promise((r) => setTimeout(r, 150));
    expect((await activities()).filter((a) => a.text.includes('SAML and SCIM')).map((a) => a.by)).toEqual(['user']);
  });

  it('refuses forged, expired, foreign-audience, other-service, unsigned and missing tokens and stores nothing', async () => {
    const before = (await app.repos.conversations.findInProject((await app.repos.msTeams.find(conversationId))!.project_id, conversationId))!.message_count;
    for (const token of ['forged', 'expired', 'wrongAudience', 'otherServiceUrl', 'none']) {
      const answer = await reply({ conversationId: threadId, text: `sneaky ${token}`, token });
      expect({ token, status: answer.status }).toEqual({ token, status: 401 });
    }
    // An unsigned ("alg": "none") token with claims that would otherwise pass.
    const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ iss: 'https://api.botframework.com', aud: APP_ID, exp: now + 600, serviceurl: `${mocks.url}/msteams` })}.`;
    const activity = { type: 'message', id: 'x1', serviceUrl: `${mocks.url}/msteams`, channelId: 'msteams', text: 'unsigned', from: { id: '29:x', name: 'X' }, conversation: { id: threadId, tenantId: TENANT } };
    const res = await app.inject({ method: 'POST', url: '/app/msteams/messages', headers: { authorization: `Bearer ${unsigned}` }, payload: activity });
    expect(res.statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/app/msteams/messages', payload: activity })).statusCode).toBe(401);
    const after = (await app.repos.conversations.findInProject((await app.repos.msTeams.find(conversationId))!.project_id, conversationId))!.message_count;
    expect(after).toBe(before);
  });

  it('lists the tenant teams channels through Graph for the routing choice', async () => {
    const res = await call(app, 'GET', `/app/msteams/channels?teamId=${TEAM}`, undefined, adminToken);
    expect(res.json()).toEqual({ channels: [{ id: '19:support@thread.tacv2', name: 'Support' }, { id: '19:sales@thread.tacv2', name: 'Sales' }] });
    const all = (await call(app, 'GET', '/app/msteams/channels', undefined, adminToken)).json();
    expect(all.channels[0]).toEqual({ id: '19:support@thread.tacv2', name: 'Acme Sales › Support', teamId: TEAM, teamName: 'Acme Sales' });
  });
});

describe('Teams login (POST app/login/msteams)', () => {
  const body = { tenantId: TENANT, teamId: TEAM, channelId: CHANNEL, userObjectId: JO };
  const sso = async (claims: Record<string, unknown>) => (await fake<{ token: string }>('/__sso', { tid: TENANT, oid: JO, aud: APP_ID, ...claims })).token;
  const teamsLogin = (token: string | null, b: Record<string, unknown> = body) =>
    app.inject({ method: 'POST', url: '/app/login/msteams', headers: token ? { authorization: `Bearer ${token}` } : {}, payload: b });

  beforeAll(async () => {
    const { project, agent } = await buildProject(app.repos, { msTenantId: TENANT });
    await buildUser(app.repos, { projectId: project.id, roleId: agent.id, msObjectId: JO });
  });

  it('a valid SSO token naming the same tenant and user opens a session flagged inside Teams', async () => {
    const res = await teamsLogin(await sso({}));
    expect(res.statusCode).toBe(200);
    const details = (await call(app, 'GET', '/app/details', undefined, res.json().token)).json();
    expect(details.isInsideMSTeams).toBe(true);
    // The Application ID URI form of the audience is ours too.
    expect((await teamsLogin(await sso({ aud: `api://parley.test/${APP_ID}` }))).statusCode).toBe(200);
  });

  it('refuses the ids alone, another user token, a forged signature, an expired token and another app', async () => {
    const cases: Record<string, string | null> = {
      none: null,
      otherUser: await sso({ oid: KAI }),
      otherTenant: await sso({ tid: 'ffffffff-other-tenant' }),
      forged: await sso({ token: 'forged' }),
      expired: await sso({ token: 'expired' }),
      otherApp: await sso({ aud: 'someone-elses-app' }),
    };
    for (const [name, token] of Object.entries(cases)) {
      const res = await teamsLogin(token);
      expect({ name, status: res.statusCode, error: res.json().errMessage?.errorMsg }).toEqual({ name, status: 401, error: MSG.somethingWrong });
    }
  });

  it('a genuine token of a user Parley does not know asks them to create an account', async () => {
    const res = await teamsLogin(await sso({ oid: KAI }), { ...body, userObjectId: KAI });
    expect(res.statusCode).toBe(401);
    expect(res.json().errMessage.errorMsg).toBe(MSG.createAccountToContinue);
  });

  it("a Parley user of the project that connected the tenant is linked on first sign-in by the token's account", async () => {
    // The destination tests' project connected MS Teams (admin consent for TENANT); Kai is a user there.
    expect(await app.repos.msTeams.projectsOfTenant(TENANT)).toEqual([connectedProject.id]);
    const kai = await buildUser(app.repos, { projectId: connectedProject.id, roleId: connectedProject.agentRole, email: 'kai@acme-demo.onmicrosoft.com' });
    const token = await sso({ oid: KAI, upn: 'Kai@acme-demo.onmicrosoft.com' });
    const res = await teamsLogin(token, { ...body, userObjectId: KAI });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe('kai@acme-demo.onmicrosoft.com');
    expect((await app.repos.users.findById(kai.id))!.ms_object_id).toBe(KAI);
    // Another tenant's token for the same account name links nobody.
    const elsewhere = await teamsLogin(await sso({ tid: 'ffffffff-other-tenant', oid: 'x-1', upn: 'kai@acme-demo.onmicrosoft.com' }), { ...body, tenantId: 'ffffffff-other-tenant', userObjectId: 'x-1' });
    expect(elsewhere.statusCode).toBe(401);
  });
});
