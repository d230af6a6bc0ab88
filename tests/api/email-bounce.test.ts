// Bounces (issue 28), end to end through the real SMTP receiver: a delivery status notification (RFC 3464,
// multipart/report; report-type=delivery-status) sent as a mail server sends it — null envelope sender, to the
// conversation's reply address, the follow-up's envelope sender — marks the visitor's address bounced for the
// project, stores nothing in the thread, and no further follow-up email goes to that address. The follow-up's
// envelope sender is that reply address, so the DSN comes back to Parley and not to MAIL_FROM's mailbox.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import { startSmtpTestServer, type SmtpTestServer } from './support/smtp';
import { newVisitor, startConversation } from './support/visitor';
import { replyingAgent, type ReplyingAgent } from './support/agentSays';

let app: FastifyInstance;
let agent: ReplyingAgent;
let projectId: number;
let widgetKey: string;
let client: SmtpTestServer['client'];

/** A mail server's DSN for `failed` (the visitor's address), sent to `to` (our reply address). */
const dsn = (to: string, failed: string) =>
  [
    'From: Mail Delivery System <MAILER-DAEMON@mx.visitor.test>',
    `To: ${to}`,
    'Subject: Undelivered Mail Returned to Sender',
    `Message-ID: <${crypto.randomUUID()}@mx.visitor.test>`,
    'Auto-Submitted: auto-replied',
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=delivery-status; boundary="dsn-b1"',
    '',
    '--dsn-b1',
    'Content-Type: text/plain; charset=utf-8',
    '',
    `Your message to <${failed}> could not be delivered: the mailbox does not exist.`,
    '--dsn-b1',
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.visitor.test',
    '',
    `Final-Recipient: rfc822; ${failed}`,
    'Action: failed',
    'Status: 5.1.1',
    '--dsn-b1--',
    '',
  ].join('\r\n');

/** As a mail server sends a bounce: the null envelope sender (MAIL FROM:<>). */
const bounce = (to: string, failed: string) => client().sendMail({ envelope: { from: '', to: [to] }, raw: dsn(to, failed) });

beforeAll(async () => {
  ({ app, client } = await startSmtpTestServer());
  const p = await buildProject(app.repos);
  projectId = p.project.id;
  widgetKey = p.project.widget_key;
  agent = await replyingAgent(app, await buildUser(app.repos, { projectId, roleId: p.agent.id, name: 'Maya' }));
});
afterAll(async () => {
  agent?.close();
  await app?.close();
});

describe('bounces', () => {
  it('a DSN through the SMTP receiver marks the address and stops further follow-ups to it', async () => {
    const email = `gone-${crypto.randomBytes(3).toString('hex')}@visitor.test`;
    const v = await newVisitor(app, widgetKey, { name: 'Gus', email });
    const id = await startConversation(app, v, 'Hello from the widget');
    const address = app.email.tokens.address({ projectId, conversationId: id }, 'reply.parley.test');
    await agent.say(id, v.visitorId, 'Here is the price list.');
    expect(await app.email.followUps.send(projectId, id)).toBe(true);
    expect(await app.repos.outbox.latest(10, email)).toHaveLength(1);
    const before = (await app.repos.messages.after(id, 0, 100)).length;

    await bounce(address, email);
    expect((await app.email.repo.recipient(projectId, email))?.bounced_at).toBeGreaterThan(0);
    expect(await app.repos.messages.after(id, 0, 100)).toHaveLength(before);

    await agent.say(id, v.visitorId, 'Did you get it?');
    expect(await app.email.followUps.send(projectId, id)).toBe(false);
    expect(await app.repos.outbox.latest(10, email)).toHaveLength(1);
  });

  it('a DSN to a forged reply address is refused and marks nothing', async () => {
    const email = `kept-${crypto.randomBytes(3).toString('hex')}@visitor.test`;
    const v = await newVisitor(app, widgetKey, { name: 'Hal', email });
    const id = await startConversation(app, v, 'Hello');
    const real = app.email.tokens.address({ projectId, conversationId: id }, 'reply.parley.test');
    const forged = real.replace(/^([^@]*)[0-9a-z]@/i, (_m, head: string) => `${head}${real.split('@')[0]!.endsWith('a') ? 'b' : 'a'}@`);
    await expect(bounce(forged, email)).rejects.toThrow(/550/);
    expect((await app.email.repo.recipient(projectId, email))?.bounced_at ?? null).toBeNull();
  });

  it('the follow-up’s envelope sender is the reply address, where the receiver takes the bounce', async () => {
    const email = `env-${crypto.randomBytes(3).toString('hex')}@visitor.test`;
    const v = await newVisitor(app, widgetKey, { name: 'Ivy', email });
    const id = await startConversation(app, v, 'Hello');
    await agent.say(id, v.visitorId, 'Hi Ivy!');
    const sent: Array<{ envelopeFrom?: string; replyTo?: string }> = [];
    const mailer = app.email.followUps['deps'].mailer;
    const original = mailer.send.bind(mailer);
    mailer.send = async (m) => void sent.push(m);
    try {
      expect(await app.email.followUps.send(projectId, id)).toBe(true);
    } finally {
      mailer.send = original;
    }
    expect(sent).toHaveLength(1);
    expect(sent[0]!.envelopeFrom).toBe(app.email.tokens.address({ projectId, conversationId: id }, 'reply.parley.test'));
    expect(sent[0]!.envelopeFrom).toBe(sent[0]!.replyTo);
  });
});
