// Issue 24: services get their collaborators when they are built (server/app.ts orders the construction), not
// through setters called later (useHelpdesk, useTeamsSso, useJobs, onSessionsEnded, useAvailability, useCalendars,
// setPasswordCost, useRelay).
import fs from 'node:fs';
import path from 'node:path';
import { Passwords } from '../../../server/lib/passwords';
import { RealtimeHub, type RealtimeRelay } from '../../../server/realtime/hub';
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

  it('no wiring setter anywhere in the server or the demo entry (useAvailability, useCalendars, setPasswordCost, useRelay…)', () => {
    // A synchronous `use…()` method or a module-level `set…()` function: it swaps a collaborator or a setting after
    // construction (async ones such as a repository's useState consume a record and are not wiring). The clock's useClock stays: the demo replay and tests move time, they wire nothing.
    const declared = /^\s*(?:export\s+)?(?:function\s+)?(use[A-Z]\w*)\s*\(|^export\s+function\s+(set[A-Z]\w*)\s*\(/;
    const called = /\.(useAvailability|useCalendars|useRelay|useHelpdesk|useJobs|useTeamsSso)\(|\bsetPasswordCost\(/;
    const allowed = new Set(['useClock']);
    const found = ['server', 'demo'].flatMap((dir) => tsFiles(dir)).flatMap((file) =>
      fs.readFileSync(file, 'utf8').split('\n').flatMap((line, i) => {
        const d = declared.exec(line);
        const name = d ? (d[1] ?? d[2])! : null;
        return (name && !allowed.has(name)) || called.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [];
      }),
    );
    expect(found).toEqual([]);
  });

  it('password hashing takes its cost when built: two costs side by side, none set module-wide', async () => {
    const [low, high] = [new Passwords(2 ** 10), new Passwords(2 ** 11)];
    const stored = await low.hash('cost-pass-1');
    expect(stored.startsWith('scrypt$1024$')).toBe(true);
    expect((await high.hash('cost-pass-1')).startsWith('scrypt$2048$')).toBe(true);
    expect(low.needsRehash(stored)).toBe(false);
    expect(high.needsRehash(stored)).toBe(true);
    expect(await high.verify('cost-pass-1', stored)).toBe(true);
    expect(() => new Passwords(1000)).toThrow(/power of two/);
  });

  it("the realtime hub gets its cluster relay when it is built: a server event goes to the relay at once", () => {
    const frames: string[] = [];
    const relay: RealtimeRelay = { deliversLocally: true, server: (channel) => void frames.push(channel), frame: () => undefined };
    const hub = new RealtimeHub({ key: 'k', secret: 's', cluster: { relay } });
    hub.publish('private-project-1', 'new-message', { seq: 1 });
    expect(frames).toEqual(['private-project-1']);
  });
});

function tsFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? tsFiles(p) : e.name.endsWith('.ts') ? [p] : [];
  });
}
