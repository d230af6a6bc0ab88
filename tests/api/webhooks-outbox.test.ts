// Issue 29 gaps, webhooks: visitor.identified when a visitor becomes a contact (identify call, offline form); the
// transactional outbox (a delivery is written in the change's own transaction, so a crash right after the commit loses
// none and the restart sends it exactly once); and an endpoint is disabled for failing over days, not for a burst of
// failures (a controlled clock: deliver() at chosen times).
import { describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { WEBHOOK_DISABLE_AFTER, WEBHOOK_DISABLE_AFTER_SECONDS, WEBHOOK_EVENT_KEYS } from '../../src/domain/webhooks/events';
import { WEBHOOK_MSG } from '../../src/domain/webhooks/schemas';
import { addEndpoint, deliveriesOf, restartSettings, webhookProject, webhookSuite, type Received } from './support/webhookReceiver';
import { call, startTestServer } from './support/server';
import { newVisitor, startConversation } from './support/visitor';
import { serializeFlow } from '../../src/domain/flows/serialize';
import { textDoc } from '../../src/domain/flows/steps';
import type { Flow } from '../../src/domain/flows/types';

let receiverUrl: string;
let app: FastifyInstance;
let received: Received[] = [];
let answers: number[] = [];
webhookSuite((suite) => ({ app, receiverUrl, received, answers } = suite));

const project = webhookProject;
const endpoint = (server: FastifyInstance, token: string, events: string[], url = receiverUrl) => addEndpoint(server, token, events, url);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(check: () => boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await sleep(100);
}

describe('visitor.identified', () => {
  it('is an event the admin can pick', () => {
    expect(WEBHOOK_EVENT_KEYS).toContain('visitor.identified');
  });

  it('is sent once when a visitor becomes a contact (identify call, offline form), signed, with the contact', async () => {
    const { p, token } = await project(app);
    const hook = await endpoint(app, token, ['visitor.identified']);
    const v = await newVisitor(app, p.project.widget_key);
    const identify = { email: 'Ada@Example.com', name: 'Ada Lovelace' };
    expect((await call(app, 'POST', '/app/visitor/identify', identify, v.token)).statusCode).toBe(200);
    expect((await call(app, 'POST', '/app/visitor/identify', identify, v.token)).statusCode).toBe(200); // already this contact
    await until(() => received.length >= 1);
    await app.webhooks.idle();
    const other = await newVisitor(app, p.project.widget_key);
    expect((await call(app, 'POST', '/app/visitor/offline', { name: 'Bob', email: 'bob@example.org', message: 'Call me back' }, other.token)).statusCode).toBe(201);
    await until(() => received.length >= 2);
    await sleep(300);
    await app.webhooks.idle();
    expect(received).toHaveLength(2);
    const payloads = received.map((r) => new Webhook(hook.secret).verify(r.body, r.headers) as { type: string; data: { visitorId: string; source: string; contact: { email: string; name: string } } });
    expect(payloads).toEqual([
      expect.objectContaining({ type: 'visitor.identified', data: expect.objectContaining({ visitorId: v.visitorId, source: 'identify', contact: expect.objectContaining({ email: 'ada@example.com', name: 'Ada Lovelace' }) }) }),
      expect.objectContaining({ type: 'visitor.identified', data: expect.objectContaining({ visitorId: other.visitorId, source: 'offline-form', contact: expect.objectContaining({ email: 'bob@example.org' }) }) }),
    ]);
    expect((await deliveriesOf(app, token, hook.id)).map((d: { event: string; status: string }) => [d.event, d.status])).toEqual([
      ['visitor.identified', 'succeeded'],
      ['visitor.identified', 'succeeded'],
    ]);
  });
});

describe("visitor.identified from the bot's email step", () => {
  it('is written in the bot turn that links the visitor to the contact, and sent', async () => {
    const { p, token } = await project(app);
    const hook = await endpoint(app, token, ['visitor.identified']);
    const flow = {
      version: 1, topics: [], audienceId: null, name: 'Lead bot', status: 'active', priority: 1,
      greeting: { variants: [{ id: 'g1', value: textDoc('Hi!'), gifs: [] }], buttons: [{ id: 'o1', label: 'Talk to us', redirect: { kind: 'nextState', pathId: 'p1' } }] },
      paths: [{ id: 'p1', name: 'Lead', steps: [
        { id: 's-email', type: 'input', message: textDoc('Your work email?'), field: 'email', validation: 'email', redirect: { kind: 'fromResponse' } },
        { id: 's-end', type: 'text', message: textDoc('Thanks!'), gifs: [] },
      ] }],
    } as unknown as Flow;
    const flowId = (await app.repos.flows.create({ projectId: p.project.id, name: flow.name, status: flow.status, audienceId: null, priority: 1, definition: serializeFlow(flow), now: 1 })).id;
    const v = await newVisitor(app, p.project.widget_key);
    const start = await call(app, 'POST', '/app/visitor/conversations', { flowId, variantId: 'g1', optionId: 'o1' }, v.token);
    expect(start.statusCode, start.body).toBe(201);
    expect((await call(app, 'POST', `/app/visitor/conversations/${start.json().conversationId}/messages`, { text: 'rita@acme.example' }, v.token)).statusCode).toBe(200);
    await until(() => received.length >= 1);
    await app.webhooks.idle();
    expect(received).toHaveLength(1);
    expect(new Webhook(hook.secret).verify(received[0]!.body, received[0]!.headers)).toMatchObject({
      type: 'visitor.identified',
      data: { visitorId: v.visitorId, source: 'bot', contact: expect.objectContaining({ email: 'rita@acme.example' }) },
    });
  });
});

describe('transactional outbox', () => {
  it('a crash right after the commit loses no delivery, and the restart sends it exactly once', async () => {
    const shared = await restartSettings(receiverUrl, 'parley-outbox-');
    const before = await startTestServer(shared);
    const { p, token } = await project(before);
    const hook = await endpoint(before, token, ['conversation.created', 'message.created']);
    // The process dies as the commit returns: nothing after the transaction runs (no realtime, no listener, no send).
    vi.spyOn(before.realtime, 'publishJson').mockImplementation(() => {
      throw new Error('killed right after the commit');
    });
    const v = await newVisitor(before, p.project.widget_key);
    const res = await call(before, 'POST', '/app/visitor/conversations', { text: 'Lost?', bot: false }, v.token);
    expect(res.statusCode).toBe(500);
    await before.webhooks.idle();
    vi.restoreAllMocks();
    before.webhooks.stop(); // the dead process sweeps nothing
    expect(received).toHaveLength(0);
    await before.close();

    const after = await startTestServer(shared);
    try {
      await until(() => received.length >= 2);
      await after.webhooks.idle();
      await sleep(2_500); // a sweep more: room for a wrong second send
      await after.webhooks.idle();
      const types = received.map((r) => (new Webhook(hook.secret).verify(r.body, r.headers) as { type: string }).type).sort();
      expect(types).toEqual(['conversation.created', 'message.created']);
      expect(new Set(received.map((r) => r.headers['webhook-id'])).size).toBe(2);
      const log = await deliveriesOf(after, token, hook.id);
      expect(log.map((d: { status: string; attempts: unknown[] }) => [d.status, d.attempts.length])).toEqual([
        ['succeeded', 1],
        ['succeeded', 1],
      ]);
    } finally {
      await after.close();
    }
  }, 40_000);
});

describe('auto-disable over time', () => {
  it('a burst of failures keeps an endpoint; failing without a success for days disables it, mails its admins and shows the banner reason', async () => {
    const { p, admin, token } = await project(app);
    const hook = await endpoint(app, token, ['conversation.created']);
    // Already many failures in a row, all in the last minutes (an outage during a busy hour).
    await app.repos.webhooks.updateEndpoint(p.project.id, hook.id, { failures: WEBHOOK_DISABLE_AFTER + 10 });
    answers.push(...Array<number>(10).fill(500)); // a retry the queue sends on its own fails too
    await startConversation(app, await newVisitor(app, p.project.widget_key));
    await app.webhooks.idle();
    let [listed] = (await call(app, 'GET', '/app/webhooks', undefined, token)).json().data;
    expect(listed).toMatchObject({ enabled: true });
    expect(listed.failures).toBeGreaterThan(WEBHOOK_DISABLE_AFTER);
    const [d] = await deliveriesOf(app, token, hook.id);
    const start = d.attempts[0].at as number;

    // A day later, still failing: kept.
    await app.webhooks.deliver(d.id, start + 24 * 3600);
    [listed] = (await call(app, 'GET', '/app/webhooks', undefined, token)).json().data;
    expect(listed.enabled).toBe(true);

    // Failing since `start` for the whole period: disabled, its pending deliveries given up, its admins mailed.
    await app.webhooks.deliver(d.id, start + WEBHOOK_DISABLE_AFTER_SECONDS);
    [listed] = (await call(app, 'GET', '/app/webhooks', undefined, token)).json().data;
    expect(listed).toMatchObject({ enabled: false, disabledReason: WEBHOOK_MSG.disabled });
    expect((await deliveriesOf(app, token, hook.id))[0].status).toBe('failed');
    const mail = (await call(app, 'GET', `/dev/mailbox.json?to=${encodeURIComponent(admin.email)}`)).json().mails[0];
    expect(mail.subject).toBe('A Parley webhook endpoint was disabled');
    expect(mail.text).toMatch(/failed \d+ times in a row over 5 days/);
    answers.length = 0;
  });

  it('a success ends the failing period: the next failures count from then', async () => {
    const { p, token } = await project(app);
    const hook = await endpoint(app, token, ['conversation.created']);
    await app.repos.webhooks.updateEndpoint(p.project.id, hook.id, { failures: WEBHOOK_DISABLE_AFTER + 10, failing_since: 1 });
    await startConversation(app, await newVisitor(app, p.project.widget_key)); // answered 200
    await app.webhooks.idle();
    expect(await app.repos.webhooks.findEndpoint(p.project.id, hook.id)).toMatchObject({ failures: 0, failing_since: null, enabled: 1 });
    answers.push(500);
    await startConversation(app, await newVisitor(app, p.project.widget_key));
    await app.webhooks.idle();
    const row = await app.repos.webhooks.findEndpoint(p.project.id, hook.id);
    expect(Number(row!.failures)).toBe(1);
    expect(Number(row!.enabled)).toBe(1);
  });
});
