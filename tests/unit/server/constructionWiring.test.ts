// Issue 24: services get their collaborators when they are built (server/app.ts orders the construction), not
// through setters called later (useHelpdesk, useTeamsSso, useJobs, onSessionsEnded).
import fs from 'node:fs';
import { Accounts } from '../../../server/services/accounts';
import { BotService } from '../../../server/services/bot/botService';
import { HandoffWaits, WAIT_JOB, type HandoffWait } from '../../../server/services/bot/handoffWaits';
import type { Jobs } from '../../../server/jobs/types';
import type { Repositories } from '../../../server/db/repositories/index';
import type { Publisher } from '../../../server/services/inbox/publisher';
import type { Router } from '../../../server/services/routing/router';
import type { Mailer } from '../../../server/services/mailer';

const log = { warn: () => undefined };

function fakeJobs() {
  const sent: Array<{ name: string; payload: object; singletonKey?: string }> = [];
  const workers: string[] = [];
  const jobs: Jobs = {
    kind: 'pg-boss',
    send: async (name, payload, opts) => (sent.push({ name, payload, singletonKey: opts?.singletonKey }), `job-${sent.length}`),
    work: async (name) => void workers.push(name),
    stop: async () => undefined,
  };
  return { jobs, sent, workers };
}

const wait: HandoffWait = { until: 4_000_000_000, afterPos: 3, members: [], routed: true, routing: {} as HandoffWait['routing'], offlineText: 'Away' };

describe('dependencies wired at construction', () => {
  it('app.ts calls no late setter on a service', () => {
    const app = fs.readFileSync('server/app.ts', 'utf8');
    expect(app.match(/\.(use[A-Z]\w*|set[A-Z]\w*|onSessionsEnded)\(/g) ?? []).toEqual([]);
  });

  it('the services keep no setter that swaps a collaborator after construction', () => {
    const late = ['useTeamsSso', 'onSessionsEnded', 'useHelpdesk', 'useJobs'];
    const setters = (proto: object) => Object.getOwnPropertyNames(proto).filter((n) => late.includes(n));
    expect(setters(Accounts.prototype)).toEqual([]);
    expect(setters(BotService.prototype)).toEqual([]);
    expect(setters(HandoffWaits.prototype)).toEqual([]);
  });

  it("handoff waits given the cluster's queue at construction: stored waits are queued at start(), new ones after it", async () => {
    const { jobs, sent, workers } = fakeJobs();
    const repos = { botState: { pendingWaits: async () => [{ id: 7, project_id: 2, bot_cursor: JSON.stringify({ wait }) }] } } as unknown as Repositories;
    const waits = new HandoffWaits(repos, {} as Publisher, {} as Router, async () => 'Bot', log, jobs);
    const stop = await waits.start();
    expect(workers).toEqual([WAIT_JOB]);
    expect(sent).toEqual([{ name: WAIT_JOB, payload: { conversationId: 7, projectId: 2, until: wait.until, routed: true }, singletonKey: '7' }]);
    waits.arm(8, 2, wait);
    await Promise.resolve();
    expect(sent.map((s) => s.singletonKey)).toEqual(['7', '8']);
    expect(waits.size).toBe(0); // nothing ticks in this process
    await stop();
  });

  it('the Teams SSO check and the sessions-ended listener are given to Accounts when it is built', async () => {
    const verify = vi.fn(async () => ({ tid: 'another-tenant', oid: 'someone' }));
    const accounts = new Accounts({} as Repositories, {} as Mailer, 'http://localhost:3000', { teamsSso: verify });
    await expect(accounts.msTeamsLogin({ tenantId: 'tenant', teamId: '', channelId: '', userObjectId: 'user' }, 'Bearer sso')).rejects.toMatchObject({ statusCode: 401 });
    expect(verify).toHaveBeenCalledWith('Bearer sso');
  });
});
