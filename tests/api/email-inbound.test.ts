// Email follow-up (issue 28), incoming: the real SMTP receiver (smtp-server + mailparser) driven by nodemailer as the
// visitor's mail client. A reply to a conversation's address lands in its thread once (even when sent twice), with the
// quoted history stripped and attachments stored; forged addresses, other senders, oversized and spam-flagged mail
// are refused without storing anything; a closed conversation reopens. The Mailgun-style webhook checks its signature.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import { startSmtpTestServer, type SmtpTestServer } from './support/smtp';
import { newVisitor, startConversation } from './support/visitor';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const WEBHOOK_KEY = 'key-inbound-test';

let app: FastifyInstance;
let projectId: number;
let widgetKey: string;
let smtpPort: number;
let client: SmtpTestServer['client'];

async function conversationWithEmail(name: string) {
  const email = `${name.toLowerCase()}-${crypto.randomBytes(3).toString('hex')}@visitor.test`;
  const v = await newVisitor(app, widgetKey, { name, email });
  const id = await startConversation(app, v, 'Hello from the widget');
  return { v, id, email, address: app.email.tokens.address({ projectId, conversationId: id }, 'reply.parley.test') };
}

const thread = async (id: number) => app.repos.messages.after(id, 0, 100);

beforeAll(async () => {
  ({ app, smtpPort, client } = await startSmtpTestServer(WEBHOOK_KEY));
  const p = await buildProject(app.repos);
  projectId = p.project.id;
  widgetKey = p.project.widget_key;
  await buildUser(app.repos, { projectId, roleId: p.admin.id });
});
afterAll(async () => app?.close());

describe('replies through the SMTP receiver', () => {
  it('land in the thread once, quoted history stripped, even when the client sends twice', async () => {
    const c = await conversationWithEmail('Rita');
    expect(app.email.receiver?.port).toBe(smtpPort);
    const mail = {
      from: `Rita <${c.email}>`,
      to: c.address,
      subject: 'Re: New message from Acme',
      messageId: `<${crypto.randomUUID()}@mail.visitor.test>`,
      text: 'Yes, Tuesday works for me.\n\nOn Fri, 27 Nov 2026 at 10:00, Acme wrote:\n> Would Tuesday suit you?\n> Thanks\n',
    };
    await client().sendMail(mail);
    await client().sendMail(mail); // the sender's retry
    const rows = (await thread(c.id)).filter((m) => m.sender_type === 'visitor');
    expect(rows.map((m) => m.text)).toEqual(['Hello from the widget', 'Yes, Tuesday works for me.']);
    const conv = await app.repos.conversations.findInProject(projectId, c.id);
    expect(conv!.last_message_text).toBe('Yes, Tuesday works for me.');
  });

  it('store attachments through the storage service', async () => {
    const c = await conversationWithEmail('Ann');
    await client().sendMail({ from: c.email, to: c.address, subject: 'Screenshot', text: 'Here it is.', attachments: [{ filename: 'screen.png', content: PNG }] });
    const rows = await thread(c.id);
    const files = rows.filter((m) => m.type === 'attachments');
    expect(files).toHaveLength(1);
    const attachment = JSON.parse(files[0].payload!).attachment as { name: string; publicUrl: string; type: string };
    expect(attachment).toMatchObject({ name: 'screen.png', type: 'image/png' });
    const download = await app.inject({ method: 'GET', url: attachment.publicUrl });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG)).toBe(true);
    expect(rows.some((m) => m.text === 'Here it is.')).toBe(true);
  });

  it('refuse a forged or unknown address and another sender at RCPT time, storing nothing', async () => {
    const c = await conversationWithEmail('Fay');
    const before = (await thread(c.id)).length;
    const forged = `reply+${projectId}.${c.id}.${'a'.repeat(26)}@reply.parley.test`;
    await expect(client().sendMail({ from: c.email, to: forged, subject: 'x', text: 'forged' })).rejects.toMatchObject({ responseCode: 550 });
    const otherConversation = c.address.replace(`.${c.id}.`, `.${c.id + 1}.`);
    await expect(client().sendMail({ from: c.email, to: otherConversation, subject: 'x', text: 'guessed' })).rejects.toMatchObject({ responseCode: 550 });
    await expect(client().sendMail({ from: 'mallory@evil.test', to: c.address, subject: 'x', text: 'not the visitor' })).rejects.toMatchObject({ responseCode: 550 });
    expect(await thread(c.id)).toHaveLength(before);
  });

  it('refuse oversized and spam-flagged mail', async () => {
    const c = await conversationWithEmail('Sam');
    const before = (await thread(c.id)).length;
    await expect(client().sendMail({ from: c.email, to: c.address, subject: 'big', text: 'x'.repeat(100 * 1024) })).rejects.toMatchObject({ responseCode: 552 });
    await expect(client().sendMail({ from: c.email, to: c.address, subject: 'spam', text: 'Buy now', headers: { 'X-Spam-Flag': 'YES' } })).rejects.toMatchObject({ responseCode: 554 });
    expect(await thread(c.id)).toHaveLength(before);
  });

  it('reopen a closed conversation', async () => {
    const c = await conversationWithEmail('Olga');
    await app.repos.conversations.update(c.id, { status: 'close' });
    await client().sendMail({ from: c.email, to: c.address, subject: 'Re: hi', text: 'One more question.' });
    expect((await app.repos.conversations.findInProject(projectId, c.id))!.status).toBe('open');
  });
});

describe('the inbound webhook (Mailgun form)', () => {
  const signed = (fields: Record<string, string>, key = WEBHOOK_KEY) => {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const token = crypto.randomBytes(16).toString('hex');
    const signature = crypto.createHmac('sha256', key).update(timestamp + token).digest('hex');
    return new URLSearchParams({ ...fields, timestamp, token, signature }).toString();
  };
  const post = (payload: string) => app.inject({ method: 'POST', url: '/email/inbound', payload, headers: { 'content-type': 'application/x-www-form-urlencoded' } });

  it('stores a signed reply once and refuses a wrong signature', async () => {
    const c = await conversationWithEmail('Wes');
    const fields = { recipient: c.address, sender: c.email, 'body-plain': 'Sounds good.\n\nOn Thu, Nov 26, 2026 at 9:00 AM Acme <team@acme.test> wrote:\n> earlier text\n', 'Message-Id': `<${crypto.randomUUID()}@mg.test>` };
    expect((await post(signed(fields, 'wrong-key'))).statusCode).toBe(403);
    const ok = await post(signed(fields));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ stored: true, duplicate: false });
    expect((await post(signed(fields))).json()).toEqual({ stored: false, duplicate: true });
    const texts = (await thread(c.id)).filter((m) => m.sender_type === 'visitor').map((m) => m.text);
    expect(texts).toEqual(['Hello from the widget', 'Sounds good.']);
  });

  /** The signed form as multipart/form-data with attachment-N files, as Mailgun posts mail that has attachments. */
  async function multipart(fields: Record<string, string>, files: Array<{ name: string; content: Buffer; type: string }>, key = WEBHOOK_KEY) {
    const form = new FormData();
    for (const [k, v] of new URLSearchParams(signed(fields, key))) form.append(k, v);
    form.append('attachment-count', String(files.length));
    files.forEach((f, i) => form.append(`attachment-${i + 1}`, new Blob([new Uint8Array(f.content)], { type: f.type }), f.name));
    const req = new Request('http://parley.test/email/inbound', { method: 'POST', body: form });
    return app.inject({ method: 'POST', url: '/email/inbound', payload: Buffer.from(await req.arrayBuffer()), headers: { 'content-type': req.headers.get('content-type')! } });
  }

  it('stores a signed reply’s attachments through the storage service, and nothing when the signature is wrong', async () => {
    const c = await conversationWithEmail('Uma');
    const fields = { recipient: c.address, sender: c.email, 'body-plain': 'The invoice is attached.', 'Message-Id': `<${crypto.randomUUID()}@mg.test>`, subject: 'Re: invoice' };
    const files = [{ name: 'invoice.png', content: PNG, type: 'image/png' }];
    expect((await multipart(fields, files, 'wrong-key')).statusCode).toBe(403);
    expect((await thread(c.id)).filter((m) => m.type === 'attachments')).toHaveLength(0);
    const ok = await multipart(fields, files);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ stored: true, duplicate: false });
    const rows = await thread(c.id);
    const stored = rows.filter((m) => m.type === 'attachments');
    expect(stored).toHaveLength(1);
    const attachment = JSON.parse(stored[0]!.payload!).attachment as { name: string; publicUrl: string; type: string };
    expect(attachment).toMatchObject({ name: 'invoice.png', type: 'image/png' });
    const download = await app.inject({ method: 'GET', url: attachment.publicUrl });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG)).toBe(true);
    expect(rows.some((m) => m.text === 'The invoice is attached.')).toBe(true);
    // The provider's retry stores nothing twice.
    expect((await multipart(fields, files)).json()).toEqual({ stored: false, duplicate: true });
    expect((await thread(c.id)).filter((m) => m.type === 'attachments')).toHaveLength(1);
  });
});
