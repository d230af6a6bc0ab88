// Email follow-up (issue 28), outgoing: an agent's reply to a visitor who left goes out by email (in the outbox here,
// composed whole), threaded with Message-ID/In-Reply-To/References (parsed back with mailparser), with a reply address
// unique to the conversation, a plain-text part, rich text cleaned, List-Unsubscribe one-click; batched per
// conversation; an unsubscribed address gets nothing more.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { simpleParser, type ParsedMail } from 'mailparser';
import { buildProject, buildUser } from '../../server/db/builders';
import { loadConfig } from '../../server/config';
import { call, login, startTestServer } from './support/server';
import { newVisitor, startConversation } from './support/visitor';
import { replyingAgent, type ReplyingAgent } from './support/agentSays';

let app: FastifyInstance;
let agent: ReplyingAgent;
let projectId: number;
let widgetKey: string;
let adminToken: string;

async function mailsTo(address: string): Promise<ParsedMail[]> {
  const rows = await app.repos.outbox.latest(100, address);
  return Promise.all(rows.filter((r) => r.raw).reverse().map((r) => simpleParser(r.raw!)));
}

async function waitForMails(address: string, n: number): Promise<ParsedMail[]> {
  for (let i = 0; i < 150; i++) {
    const mails = await mailsTo(address);
    if (mails.length >= n) return mails;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`expected ${n} mails to ${address}`);
}

/** A header as written (mailparser folds List-* headers into its own `list` object). */
const header = (m: ParsedMail, name: string) => m.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/, '') ?? '';
const unsubscribeLink = (m: ParsedMail) => new URL(/<([^>]+)>/.exec(header(m, 'list-unsubscribe'))![1]);

beforeAll(async () => {
  const base = loadConfig({});
  app = await startTestServer({ email: { ...base.email, replyDomain: 'reply.parley.test' } });
  const p = await buildProject(app.repos, { name: 'Acme' });
  projectId = p.project.id;
  widgetKey = p.project.widget_key;
  const admin = await buildUser(app.repos, { projectId, roleId: p.admin.id, name: 'Ada Admin' });
  adminToken = await login(app, admin.email, admin.password);
  agent = await replyingAgent(app, admin);
});
afterAll(async () => {
  agent?.close();
  await app?.close();
});

async function settings(body: Record<string, unknown>) {
  const res = await call(app, 'PUT', '/app/settings/email', body, adminToken);
  expect(res.statusCode).toBe(200);
}

describe('outgoing follow-up emails', () => {
  it('email an agent reply to a visitor who left, threaded, with a reply address, plain text and one-click unsubscribe', async () => {
    await settings({ enabled: true, senderName: 'Acme Support', graceMinutes: 0, colour: '#00695c', logoUrl: '', replyDomain: '' });
    const v = await newVisitor(app, widgetKey, { name: 'Vera', email: 'vera@visitor.test' });
    const id = await startConversation(app, v, 'Do you ship to Canada?');
    await agent.say(id, v.visitorId, '<p>Yes, <b>we do</b>!<img src=x onerror="alert(1)"></p>');
    const [first] = await waitForMails('vera@visitor.test', 1);
    expect(first.messageId).toMatch(/^<[^@]+@reply\.parley\.test>$/);
    const replyTo = first.replyTo!.value[0].address!;
    expect(replyTo).toMatch(/^reply\+\d+\.\d+\.[0-9a-f]{26}@reply\.parley\.test$/);
    expect(app.email.tokens.parseAddress(replyTo)?.ref).toEqual({ projectId, conversationId: id });
    expect(first.from!.value[0].name).toBe('Ada Admin from Acme Support');
    expect(first.subject).toBe('New message from Acme Support');
    expect(first.text).toContain('Yes, we do!');
    expect(first.html).toContain('<strong>we do</strong>');
    expect(first.html).not.toContain('onerror');
    expect(first.html).toContain('#00695c');
    expect(header(first, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(unsubscribeLink(first).pathname).toBe('/email/unsubscribe');

    await agent.say(id, v.visitorId, 'And delivery takes 3 days.');
    const mails = await waitForMails('vera@visitor.test', 2);
    const second = mails[1];
    expect(second.inReplyTo).toBe(first.messageId);
    expect([second.references].flat()).toContain(first.messageId);
    expect(second.text).toContain('delivery takes 3 days');
    expect(second.text).not.toContain('we do'); // only what is new
    expect(second.replyTo!.value[0].address).toBe(replyTo);
  });

  it('batch what the team wrote during the grace period into one email', async () => {
    await settings({ enabled: true, senderName: '', graceMinutes: 5, colour: '#3f51b5', logoUrl: '', replyDomain: '' });
    const v = await newVisitor(app, widgetKey, { name: 'Bo', email: 'bo@visitor.test' });
    const id = await startConversation(app, v, 'Pricing?');
    await agent.say(id, v.visitorId, 'Our plans start at 10 EUR.');
    await agent.say(id, v.visitorId, 'Here is the pricing page.');
    expect(await mailsTo('bo@visitor.test')).toHaveLength(0); // waiting for the grace period
    // The job that the grace period would start, run now:
    expect(await app.email.followUps.send(projectId, id)).toBe(true);
    const [mail] = await waitForMails('bo@visitor.test', 1);
    expect(mail.text).toContain('Our plans start at 10 EUR.');
    expect(mail.text).toContain('Here is the pricing page.');
    expect(mail.from!.value[0].name).toBe(`Ada Admin from Acme`);
    expect(await app.email.followUps.send(projectId, id)).toBe(false); // nothing new: no second email
  });

  it('send nothing to a visitor who is connected, has no email, or when email is off', async () => {
    await settings({ enabled: true, senderName: '', graceMinutes: 5, colour: '#3f51b5', logoUrl: '', replyDomain: '' });
    const here = await newVisitor(app, widgetKey, { name: 'Here', email: 'here@visitor.test' });
    const hereId = await startConversation(app, here, 'Hi');
    await agent.say(hereId, here.visitorId, 'Hello!');
    const row = (await app.repos.visitors.findByPublicId(projectId, here.visitorId))!;
    await app.repos.visitors.update(row.id, { online: 1 });
    expect(await app.email.followUps.send(projectId, hereId)).toBe(false);
    const anon = await newVisitor(app, widgetKey, { name: 'Anon' });
    const anonId = await startConversation(app, anon, 'Hi');
    await agent.say(anonId, anon.visitorId, 'Hello!');
    expect(await app.email.followUps.send(projectId, anonId)).toBe(false);
    await settings({ enabled: false, senderName: '', graceMinutes: 5, colour: '#3f51b5', logoUrl: '', replyDomain: '' });
    const off = await newVisitor(app, widgetKey, { name: 'Off', email: 'off@visitor.test' });
    const offId = await startConversation(app, off, 'Hi');
    await agent.say(offId, off.visitorId, 'Hello!');
    expect(await app.email.followUps.send(projectId, offId)).toBe(false);
    expect(await mailsTo('off@visitor.test')).toHaveLength(0);
  });

  it('unsubscribe with one click (RFC 8058): no more emails to that address', async () => {
    await settings({ enabled: true, senderName: '', graceMinutes: 0, colour: '#3f51b5', logoUrl: '', replyDomain: '' });
    const v = await newVisitor(app, widgetKey, { name: 'Una', email: 'una@visitor.test' });
    const id = await startConversation(app, v, 'Hi');
    await agent.say(id, v.visitorId, 'Welcome!');
    const [mail] = await waitForMails('una@visitor.test', 1);
    const link = unsubscribeLink(mail);
    const page = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('una@visitor.test');
    const forged = await app.inject({ method: 'POST', url: `/email/unsubscribe?t=${projectId}.${id}.${'0'.repeat(26)}`, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(forged.statusCode).toBe(404);
    const res = await app.inject({ method: 'POST', url: `${link.pathname}${link.search}`, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.statusCode).toBe(200);
    await agent.say(id, v.visitorId, 'Anything else?');
    expect(await app.email.followUps.send(projectId, id)).toBe(false);
    expect(await mailsTo('una@visitor.test')).toHaveLength(1);
  });

  it('send a transcript: an agent from the thread, the visitor for their own conversation only', async () => {
    const v = await newVisitor(app, widgetKey, { name: 'Tia', email: 'tia@visitor.test' });
    const id = await startConversation(app, v, 'Can I have this in writing?');
    await agent.say(id, v.visitorId, 'Of course, here it is.');
    const byAgent = await call(app, 'POST', `/app/inbox/conversations/${id}/transcript`, undefined, adminToken);
    expect(byAgent.statusCode).toBe(200);
    const byVisitor = await call(app, 'POST', `/app/visitor/conversations/${id}/transcript`, undefined, v.token);
    expect(byVisitor.statusCode).toBe(200);
    const rows = (await app.repos.outbox.latest(10, 'tia@visitor.test')).filter((r) => r.subject === 'Your conversation with Acme');
    expect(rows).toHaveLength(2);
    expect(rows[0].text).toContain('Can I have this in writing?');
    expect(rows[0].text).toContain('Of course, here it is.');
    const stranger = await newVisitor(app, widgetKey, { name: 'Sly', email: 'sly@visitor.test' });
    expect((await call(app, 'POST', `/app/visitor/conversations/${id}/transcript`, undefined, stranger.token)).statusCode).toBe(404);
    const anon = await newVisitor(app, widgetKey, { name: 'Anon' });
    const anonId = await startConversation(app, anon, 'Hi');
    const noEmail = await call(app, 'POST', `/app/inbox/conversations/${anonId}/transcript`, undefined, adminToken);
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().errMessage.errorMsg).toBe('This visitor has no email address.');
  });

  it('validate the settings with the page schema', async () => {
    const res = await call(app, 'PUT', '/app/settings/email', { enabled: true, colour: 'teal', replyDomain: 'not a domain', graceMinutes: 500 }, adminToken);
    expect(res.statusCode).toBe(400);
    expect(res.json().errMessage.errorMsg).toBeTruthy();
  });
});
