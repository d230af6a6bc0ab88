// Found by the isolation suite: with SMTP unset, /dev/mailbox served every project's mail (reset and invitation
// links) to anyone, so a stranger could ask a reset for any address and read the link. It is a development aid only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../../server/config';
import { call, startTestServer } from '../support/server';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startTestServer({ devMailbox: loadConfig({ NODE_ENV: 'production' }).devMailbox });
});
afterAll(async () => app?.close());

describe('the development mailbox', () => {
  it('is off in production (DEV_MAILBOX cannot turn it on there), on in development, and DEV_MAILBOX=false turns it off', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).devMailbox).toBe(false);
    expect(loadConfig({}).devMailbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', DEV_MAILBOX: 'true' }).devMailbox).toBe(false);
    expect(loadConfig({ DEV_MAILBOX: 'false' }).devMailbox).toBe(false);
  });

  it('is not mounted in production even though mail stays in the outbox', async () => {
    expect(app.routeTable.filter((r) => r.url.startsWith('/dev/'))).toEqual([]);
    await call(app, 'POST', '/app/password/reset/request', { email: 'someone@example.test' });
    for (const url of ['/dev/mailbox', '/dev/mailbox.json']) expect((await call(app, 'GET', url)).statusCode).toBe(404);
  });
});
