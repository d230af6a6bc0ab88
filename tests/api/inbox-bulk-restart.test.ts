// A bulk job survives a server restart mid-run without doing any conversation twice (issue 27): the real server is
// stopped while a slow job runs and started again on the same database (a temp SQLite file, or the same PostgreSQL
// schema); boot resumes the job from its cursor. Every conversation is closed once: each shows up in exactly one
// batch event across both runs, and the counters add up to the total.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import type { BulkJob } from '../../src/domain/inbox/bulk';
import type { StoredEvent } from '../../src/domain/inbox/events';
import { call, freshPostgresSchema, login, startTestServer } from './support/server';
import { newVisitor, startConversation } from './support/visitor';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-bulk-restart-'));
let app: FastifyInstance | null = null;
afterAll(async () => {
  await app?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const job = async (a: FastifyInstance, token: string, id: number) => (await call(a, 'GET', `/app/inbox/bulk/${id}`, undefined, token)).json() as BulkJob;

describe('bulk job across a restart', () => {
  it('resumes at boot from the last committed batch and closes every conversation exactly once', { timeout: 90_000 }, async () => {
    const databaseUrl = process.env.TEST_DATABASE_URL ? (await freshPostgresSchema(process.env.TEST_DATABASE_URL)).url : null;
    // 8 batches (2.4 s) are left when the server stops: a loaded machine's slow close still stops the job mid-run.
    const settings = { dataDir, databaseUrl, bulk: { batchSize: 6, pauseMs: 300 } };
    app = await startTestServer(settings);
    const p = await buildProject(app.repos);
    const agent = await buildUser(app.repos, { projectId: p.project.id, roleId: p.agent.id, name: 'Restart' });
    let token = await login(app, agent.email, agent.password);
    const ids: number[] = [];
    for (let i = 0; i < 60; i++) ids.push(await startConversation(app, await newVisitor(app, p.project.widget_key), 'restart me'));
    const started = await call(app, 'POST', '/app/inbox/bulk', { query: { participant: 'nonBot', botConv: false, filters: { archive: false } }, kind: 'close' }, token);
    expect(started.statusCode).toBe(201);
    const id = started.json().id as number;
    for (let i = 0; i < 100 && (await job(app, token, id)).done < 12; i++) await new Promise((r) => setTimeout(r, 30));

    await app.close();
    app = null;
    app = await startTestServer(settings);
    token = await login(app, agent.email, agent.password);
    const mid = await app.repos.bulkJobs.find(id);
    expect(mid!.done).toBeGreaterThan(0);

    let last = await job(app, token, id);
    for (let i = 0; i < 400 && last.state === 'running'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      last = await job(app, token, id);
    }
    expect(last).toMatchObject({ state: 'finished', total: 60, done: 60, updated: 60, skipped: 0 });
    // It was mid-run when the server stopped: the second server did the rest.
    expect(mid!.done).toBeLessThan(60);
    const rows = await app.repos.conversations.findManyInProject(p.project.id, ids);
    expect(rows.every((r) => r.status === 'close')).toBe(true);
    const events = (await call(app, 'GET', '/app/inbox/events?after=0', undefined, token)).json().events as StoredEvent[];
    const closed = events
      .filter((e) => e.event === 'conversations-batch')
      .flatMap((e) => (e.data as { items: Array<{ conversation: { id: number } }> }).items.map((i) => i.conversation.id));
    expect(closed.sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    expect(events.filter((e) => e.event === 'conversation-status')).toEqual([]);
  });
});
