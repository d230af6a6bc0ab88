// Issue 29, webhooks: deliveries signed per Standard Webhooks (verified with its reference library), retried on the
// backoff schedule and stopped by a success, resent with the same id, signed with both secrets during a rotation's
// overlap, disabled with a mail after repeated failures, never sent to a private or loopback address, and neither
// lost nor sent twice across a restart. A local receiver (allow-listed as the tests allow the fakes) records calls.
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { WEBHOOK_DISABLE_AFTER, WEBHOOK_DISABLE_AFTER_SECONDS, WEBHOOK_RETRY_SECONDS } from '../../src/domain/webhooks/events';
import { WEBHOOK_MSG } from '../../src/domain/webhooks/schemas';
import { addEndpoint, deliveriesOf, restartSettings, webhookProject, webhookSuite, type Received } from './support/webhookReceiver';
import { call, errorOf, startTestServer } from './support/server';
import { newVisitor, startConversation } from './support/visitor';

let receiverUrl: string;
let app: FastifyInstance;
let received: Received[] = [];
let answers: number[] = [];
webhookSuite((suite) => ({ app, receiverUrl, received, answers } = suite));

const project = webhookProject;
const endpoint = (server: FastifyInstance, token: string, events: string[], url = receiverUrl) => addEndpoint(server, token, events, url);

describe('webhooks', () => {
  it('refuses private, loopback, link-local and plain-http addresses', async () => {
    const { token } = await project(app);
    for (const url of ['http://127.0.0.1:9/x', 'https://127.0.0.1/x', 'https://localhost/x', 'https://10.1.2.3/x', 'https://192.168.1.1/x', 'https://169.254.169.254/latest', 'https://[::1]/x', 'http://example.com/x']) {
      const res = await call(app, 'POST', '/app/webhooks', { url, events: ['message.created'] }, token);
      expect(res.statusCode, url).toBe(400);
      expect(errorOf(res)).toBe(WEBHOOK_MSG.unreachable);
    }
  });

  it('refuses a private address at delivery time too (an address that changed since it was saved)', async () => {
    const { p, token } = await project(app);
    const hook = await endpoint(app, token, ['conversation.created']);
    await app.repos.webhooks.updateEndpoint(p.project.id, hook.id, { url: 'https://169.254.169.254/latest/meta-data' });
    await startConversation(app, await newVisitor(app, p.project.widget_key));
    await app.webhooks.idle();
    const [d] = await deliveriesOf(app, token, hook.id);
    expect(d.attempts).toEqual([expect.objectContaining({ statusCode: null, ok: false, response: 'The address could not be reached' })]);
    expect(received).toHaveLength(0);
  });

  it('delivers subscribed events signed per Standard Webhooks, each with its own idempotency id', async () => {
    const { p, token } = await project(app);
    const hook = await endpoint(app, token, ['conversation.created', 'message.created']);
    const v = await newVisitor(app, p.project.widget_key);
    const conversation = await startConversation(app, v, 'Hello webhooks');
    await app.webhooks.idle();
    expect(received).toHaveLength(2);
    const verifier = new Webhook(hook.secret);
    const payloads = received.map((r) => verifier.verify(r.body, r.headers) as { type: string; data: { conversationId: number; message?: { text: string } } });
    expect(payloads.map((x) => x.type).sort()).toEqual(['conversation.created', 'message.created']);
    expect(payloads.every((x) => x.data.conversationId === conversation)).toBe(true);
    expect(payloads.find((x) => x.type === 'message.created')!.data.message!.text).toBe('Hello webhooks');
    expect(new Set(received.map((r) => r.headers['webhook-id'])).size).toBe(2);
    expect(() => new Webhook(`whsec_${Buffer.from('another secret of 32 bytes......').toString('base64')}`).verify(received[0]!.body, received[0]!.headers)).toThrow();
    const log = await deliveriesOf(app, token, hook.id);
    expect(log).toHaveLength(2);
    expect(log[0]).toMatchObject({ status: 'succeeded', attempts: [{ statusCode: 200, ok: true, response: 'thanks' }] });
  });

  it('retries on the backoff schedule, stops on success, and Resend sends the same id again', async () => {
    const { p, token } = await project(app);
    const hook = await endpoint(app, token, ['conversation.created']);
    answers.push(500, 503);
    await startConversation(app, await newVisitor(app, p.project.widget_key));
    await app.webhooks.idle();
    let [d] = await deliveriesOf(app, token, hook.id);
    const first = d.attempts[0].at;
    expect(d).toMatchObject({ status: 'pending', nextAttemptAt: first + WEBHOOK_RETRY_SECONDS[0] });
    // Not due yet: nothing is sent.
    await app.webhooks.deliver(d.id, first + WEBHOOK_RETRY_SECONDS[0] - 1);
    expect(received).toHaveLength(1);
    await app.webhooks.deliver(d.id, first + WEBHOOK_RETRY_SECONDS[0]);
    [d] = await deliveriesOf(app, token, hook.id);
    expect(d.nextAttemptAt).toBe(d.attempts[1].at + WEBHOOK_RETRY_SECONDS[1]);
    await app.webhooks.deliver(d.id, d.nextAttemptAt);
    [d] = await deliveriesOf(app, token, hook.id);
    expect(d).toMatchObject({ status: 'succeeded', nextAttemptAt: null });
    expect(d.attempts.map((a: { statusCode: number }) => a.statusCode)).toEqual([500, 503, 200]);
    await app.webhooks.deliver(d.id, d.attempts[2].at + 10 ** 6);
    expect(received).toHaveLength(3);
    expect(new Set(received.map((r) => r.headers['webhook-id'])).size).toBe(1);

    expect((await call(app, 'POST', `/app/webhooks/${hook.id}/resend`, { deliveryId: d.id }, token)).statusCode).toBe(200);
    await app.webhooks.idle();
    expect(received).toHaveLength(4);
    expect(received[3]!.headers['webhook-id']).toBe(received[0]!.headers['webhook-id']);
  });

  it('gives up after the last retry of the schedule (over a day)', async () => {
    expect(WEBHOOK_RETRY_SECONDS.reduce((a, b) => a + b, 0)).toBeGreaterThan(24 * 3600);
  });

  it('signs with both secrets during a rotation overlap', async () => {
    const { p, token } = await project(app);
    const hook = await endpoint(app, token, ['conversation.created']);
    const rotated = (await call(app, 'POST', `/app/webhooks/${hook.id}/rotate`, {}, token)).json().data;
    expect(rotated.secret).not.toBe(hook.secret);
    expect(rotated.previousSecretUntil).toBeGreaterThan(Date.now() / 1000 + 23 * 3600);
    await startConversation(app, await newVisitor(app, p.project.widget_key));
    await app.webhooks.idle();
    const [r] = received;
    expect(r!.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    for (const secret of [hook.secret, rotated.secret]) expect(() => new Webhook(secret).verify(r!.body, r!.headers)).not.toThrow();
  });

  it('disables an endpoint that keeps failing and mails its admins', async () => {
    const { p, admin, token } = await project(app);
    const hook = await endpoint(app, token, ['conversation.created']);
    const since = Math.round(Date.now() / 1000) - WEBHOOK_DISABLE_AFTER_SECONDS;
    await app.repos.webhooks.updateEndpoint(p.project.id, hook.id, { failures: WEBHOOK_DISABLE_AFTER - 1, failing_since: since });
    answers.push(500);
    await startConversation(app, await newVisitor(app, p.project.widget_key));
    await app.webhooks.idle();
    const [listed] = (await call(app, 'GET', '/app/webhooks', undefined, token)).json().data;
    expect(listed).toMatchObject({ enabled: false, disabledReason: WEBHOOK_MSG.disabled });
    const [delivery] = await deliveriesOf(app, token, hook.id);
    expect(delivery.status).toBe('failed');
    const mail = (await call(app, 'GET', `/dev/mailbox.json?to=${encodeURIComponent(admin.email)}`)).json().mails[0];
    expect(mail.subject).toBe('A Parley webhook endpoint was disabled');
    expect(mail.text).toContain(receiverUrl);
  });
});

describe('webhooks across a restart', () => {
  it('loses no pending delivery and sends none twice', async () => {
    const shared = await restartSettings(receiverUrl, 'parley-hooks-');
    const before = await startTestServer(shared);
    const { p, token } = await project(before);
    const hook = await endpoint(before, token, ['conversation.created']);
    await startConversation(before, await newVisitor(before, p.project.widget_key)); // delivered at once
    await before.webhooks.idle();
    answers.push(500);
    await startConversation(before, await newVisitor(before, p.project.widget_key)); // fails, retry due in 5 s
    await before.webhooks.idle();
    expect(received.map((r) => r.headers['webhook-id'])).toHaveLength(2);
    await before.close();

    const after = await startTestServer(shared);
    try {
      const deadline = Date.now() + (WEBHOOK_RETRY_SECONDS[0] + 10) * 1000;
      while (received.length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      await after.webhooks.idle();
      await new Promise((r) => setTimeout(r, 500)); // room for a second, wrong send
      const ids = received.map((r) => r.headers['webhook-id']);
      expect(ids).toHaveLength(3);
      expect(ids[2]).toBe(ids[1]); // the failed one, once more
      const log = await deliveriesOf(after, token, hook.id); // the session is in the database: still valid
      expect(log.every((d: { status: string }) => d.status === 'succeeded')).toBe(true);
    } finally {
      await after.close();
    }
  }, 30_000);
});
