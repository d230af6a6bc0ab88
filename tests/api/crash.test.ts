// Crash suite: Parley as a real process on its embedded database, killed with SIGKILL in the middle of a burst of
// visitor sends, of agent replies sent as realtime client events, of uploads, of a run of flow saves and of a first
// boot's migrations. After each restart every acknowledged (2xx) write is there
// exactly once, uploads leave no partial or unreferenced file, a resend of the unanswered ones (same clientId) is
// stored once, nothing is half-written (a flow's row and its newest version agree, versions have no gap, no message
// without its conversation) and SQLite's integrity_check says ok. With TEST_DATABASE_URL (CI) the sends and the flow
// saves are crashed on PostgreSQL too.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http, startServerProcess, type ServerProcess } from './support/serverProcess';
import { multipart, PNG_1x1 } from './support/multipart';
import { nextEvent, pusherClient, subscribed } from './support/pusher';
import type { InboxDetails, Message } from '../../src/domain/inbox/types';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-crash-'));
let server: ServerProcess | null = null;
/** The API suite runs once per database (package.json `test`, scripts/test-postgres.mjs): the embedded SQLite cases
 *  in the first pass, the PostgreSQL cases in the pass with TEST_DATABASE_URL. */
const pgBase = process.env.TEST_DATABASE_URL;

beforeAll(async () => {
  if (!pgBase) server = await startServerProcess(dataDir);
}, 60_000);
afterAll(async () => {
  await server?.kill9();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Reads the database file directly (the server is down or running: WAL readers don't block it). */
function inspect<T>(fn: (db: SQLite.Database) => T): T {
  const db = new SQLite(path.join(dataDir, 'parley.db'), { readonly: true });
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

function checkFile() {
  inspect((db) => {
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(db.pragma('foreign_key_check')).toEqual([]);
    const orphans = db.prepare('select count(*) as n from messages m left join conversations c on c.id = m.conversation_id where c.id is null').get() as { n: number };
    expect(orphans.n).toBe(0);
  });
}

async function restart() {
  await server!.kill9();
  server = null;
  checkFile(); // the file as the crash left it (the WAL not yet checkpointed)
  server = await startServerProcess(dataDir);
}

describe.runIf(!pgBase)('kill -9 and restart', () => {
  it('keeps every acknowledged visitor message exactly once through a crash mid-burst', { timeout: 90_000 }, async () => {
    const s = server!;
    const visitors = await Promise.all(Array.from({ length: 6 }, async (_v, i) => {
      const session = await http(s.base, 'POST', '/app/visitor/session', { projectKey: 'demo-widget-key', name: `Crash ${i}` });
      expect(session.status).toBe(201);
      const started = await http(s.base, 'POST', '/app/visitor/conversations', { text: `crash-open-${i}` }, session.body.token);
      expect(started.status).toBe(201);
      return { token: session.body.token as string, conversationId: started.body.conversationId as number, i };
    }));

    const acked = new Map<string, number>(); // clientId -> conversation
    const unanswered: Array<{ clientId: string; conversationId: number; token: string }> = [];
    let killed = false;
    const burst = visitors.map(async (v) => {
      for (let n = 0; !killed && n < 500; n++) {
        const clientId = `crash-${v.i}-${n}`;
        try {
          const r = await http(s.base, 'POST', `/app/visitor/conversations/${v.conversationId}/messages`, { text: clientId, clientId }, v.token);
          if (r.status >= 200 && r.status < 300) acked.set(clientId, v.conversationId);
          else unanswered.push({ clientId, conversationId: v.conversationId, token: v.token });
        } catch {
          unanswered.push({ clientId, conversationId: v.conversationId, token: v.token });
        }
      }
    });
    while (acked.size < 60) await new Promise((r) => setTimeout(r, 5));
    killed = true;
    await s.kill9();
    await Promise.all(burst);
    expect(acked.size).toBeGreaterThanOrEqual(60);
    expect(unanswered.length).toBeGreaterThan(0); // the kill landed with sends in flight

    await restart();
    const counts = inspect((db) => new Map((db.prepare("select client_id as id, count(*) as n from messages where client_id like 'crash-%' group by client_id").all() as Array<{ id: string; n: number }>).map((r) => [r.id, r.n])));
    for (const id of acked.keys()) expect(counts.get(id), `acknowledged ${id}`).toBe(1);
    for (const n of counts.values()) expect(n).toBe(1);

    // The widget resends what got no answer with the same clientId: each is then stored once, whether or not the
    // crash had already committed it.
    for (const u of unanswered) {
      const r = await http(server!.base, 'POST', `/app/visitor/conversations/${u.conversationId}/messages`, { text: u.clientId, clientId: u.clientId }, u.token);
      expect(r.status).toBe(200);
    }
    const v0 = visitors[0]!;
    const seen = await http(server!.base, 'GET', `/app/visitor/conversations/${v0.conversationId}/messages?after=0`, undefined, v0.token);
    const texts = (seen.body.messages as Array<{ text: string }>).map((m) => m.text).filter((t) => t.startsWith('crash-0-'));
    expect(new Set(texts).size).toBe(texts.length);
    inspect((db) => {
      const dup = db.prepare("select client_id, count(*) as n from messages where client_id like 'crash-%' group by client_id having n > 1").all();
      expect(dup).toEqual([]);
      // Positions within a conversation stay dense and unique (no half-applied send).
      const gaps = db.prepare("select conversation_id, count(*) as n, max(pos) - min(pos) + 1 as span from messages where conversation_id in (select conversation_id from messages where client_id like 'crash-%') group by conversation_id having n <> span").all();
      expect(gaps).toEqual([]);
    });
  });

  it('leaves no partial or unreferenced upload and no attachment without its file through a crash mid-upload', { timeout: 90_000 }, async () => {
    const s = server!;
    const body = Buffer.concat([PNG_1x1, Buffer.alloc(1024 * 1024, 7)]); // a PNG head and 1 MB: writes take a while
    const visitors = await Promise.all(Array.from({ length: 4 }, async (_v, i) => {
      const session = await http(s.base, 'POST', '/app/visitor/session', { projectKey: 'demo-widget-key', name: `Upload ${i}` });
      const started = await http(s.base, 'POST', '/app/visitor/conversations', { text: `upload-open-${i}` }, session.body.token);
      expect(started.status).toBe(201);
      return { token: session.body.token as string, conversationId: started.body.conversationId as number };
    }));
    const acked: number[] = [];
    let killed = false;
    const uploads = visitors.map(async (v) => {
      for (let n = 0; !killed && n < 200; n++) {
        const m = multipart(`shot-${n}.png`, body);
        try {
          const res = await fetch(`${s.base}/app/visitor/conversations/${v.conversationId}/attachments`, {
            method: 'POST', headers: { ...m.headers, authorization: `Bearer ${v.token}` }, body: m.payload });
          const json = (await res.json()) as { attachment?: { id: number } };
          if (res.status === 201 && json.attachment) acked.push(json.attachment.id);
        } catch {
          return;
        }
      }
    });
    while (acked.length < 8) await new Promise((r) => setTimeout(r, 5));
    killed = true;
    await s.kill9();
    await Promise.all(uploads);
    const uploadsDir = path.join(dataDir, 'uploads');
    fs.writeFileSync(path.join(uploadsDir, 'plantedOrphanNoRow000001'), body); // stored, its row never committed

    await restart();
    const files = fs.readdirSync(uploadsDir);
    expect(files.filter((f) => f.endsWith('.part'))).toEqual([]);
    inspect((db) => {
      const keys = new Set((db.prepare('select storage_key as k from attachments').all() as Array<{ k: string }>).map((r) => r.k));
      for (const f of files) expect(keys.has(f), `file ${f} has its row`).toBe(true);
      for (const k of keys) expect(fs.existsSync(path.join(uploadsDir, k)), `row ${k} has its file`).toBe(true);
      const ids = new Set((db.prepare('select id from attachments').all() as Array<{ id: number }>).map((r) => r.id));
      for (const id of acked) expect(ids.has(id), `acknowledged attachment ${id}`).toBe(true);
    });
  });

  it('keeps every confirmed agent reply (realtime client event) exactly once through a crash', { timeout: 90_000 }, async () => {
    const s = server!;
    const port = Number(new URL(s.base).port);
    const session = await http(s.base, 'POST', '/app/visitor/session', { projectKey: 'demo-widget-key', name: 'Realtime crash' });
    const started = await http(s.base, 'POST', '/app/visitor/conversations', { text: 'agent-crash-open' }, session.body.token);
    expect(started.status).toBe(201);
    const conversationId = started.body.conversationId as number;
    const login = await http(s.base, 'POST', '/app/login', { email: 'agent@demo.test', password: 'demo-pass-1' });
    const token = login.body.token as string;
    const connect = async (base: string, p: number) => {
      const details = (await http(base, 'GET', '/app/inbox/details', undefined, token)).body as InboxDetails;
      const client = pusherClient(p, token);
      const [project, own] = await Promise.all(details.pusherChannels.map((c) => subscribed(client, c.name)));
      const send = (clientId: string) => own!.trigger('client-app-message', {
        senderId: details.sender.userId, channelName: own!.name, visitorId: session.body.visitorId, conversationId, clientId,
        message: { text: clientId, mentions: [] }, projectId: Number(project!.name.split('-').pop()), senderSignature: details.sender.signature });
      return { client, project: project!, send };
    };
    const agent = await connect(s.base, port);
    const confirmed = new Set<string>();
    agent.project.bind('new-message', (d: { message: Message }) => {
      if (d.message.clientId?.startsWith('agentcrash-')) confirmed.add(d.message.clientId);
    });
    const sent: string[] = [];
    let killed = false;
    const sending = (async () => {
      for (let n = 0; !killed && n < 1000; n++) {
        const id = `agentcrash-${n}`;
        sent.push(id);
        agent.send(id);
        // Under the 10 client events per second a connection may send, up to three in flight: the kill lands with
        // some sent and not yet confirmed.
        await new Promise((r) => setTimeout(r, 110));
        while (!killed && sent.length - confirmed.size > 3) await new Promise((r) => setTimeout(r, 2));
      }
    })();
    while (confirmed.size < 20) await new Promise((r) => setTimeout(r, 5));
    killed = true;
    await s.kill9();
    await sending;
    agent.client.disconnect();
    const unconfirmed = sent.filter((id) => !confirmed.has(id));
    expect(confirmed.size).toBeGreaterThanOrEqual(20);

    await restart();
    const count = () => inspect((db) => new Map((db.prepare("select client_id as id, count(*) as n from messages where client_id like 'agentcrash-%' group by client_id").all() as Array<{ id: string; n: number }>).map((r) => [r.id, r.n])));
    const after = count();
    for (const id of confirmed) expect(after.get(id), `confirmed ${id}`).toBe(1);
    for (const n of after.values()) expect(n).toBe(1);

    // The inbox resends what was never confirmed, on a new connection: each is then stored once.
    const again = await connect(server!.base, Number(new URL(server!.base).port));
    const last = unconfirmed.at(-1);
    const done = last ? nextEvent<{ message: Message }>(again.project, 'new-message', (d) => d.message.clientId === last, 5000) : null;
    for (const id of unconfirmed) {
      again.send(id);
      await new Promise((r) => setTimeout(r, 110));
    }
    if (done) await done.catch(() => undefined); // an already-stored one is confirmed again or silently kept once
    await new Promise((r) => setTimeout(r, 300));
    again.client.disconnect();
    const final = count();
    for (const id of sent) expect(final.get(id), `after resend ${id}`).toBe(1);
  });

  it('leaves a flow whole (row and newest version agree, no version gap) through a crash mid-save', { timeout: 90_000 }, async () => {
    const s = server!;
    const login = await http(s.base, 'POST', '/app/login', { email: 'admin@demo.test', password: 'demo-pass-1' });
    expect(login.status).toBe(200);
    const token = login.body.token as string;
    const created = await http(s.base, 'POST', '/app/flows', { name: 'Crash bot' }, token);
    expect(created.status).toBe(201);
    const flow = created.body;

    let ackedVersion = flow.version as number;
    let killed = false;
    const saves = (async () => {
      for (let n = 0; !killed && n < 2000; n++) {
        const edited = { ...flow, paths: [{ ...flow.paths[0], name: `Path save ${n}` }] };
        try {
          const r = await http(s.base, 'PUT', `/app/flows/${flow.id}`, edited, token);
          if (r.status === 200) ackedVersion = Math.max(ackedVersion, r.body.version as number);
        } catch {
          return;
        }
      }
    })();
    while (ackedVersion < 15) await new Promise((r) => setTimeout(r, 5));
    killed = true;
    await s.kill9();
    await saves;

    await restart();
    inspect((db) => {
      const row = db.prepare('select version, definition from flows where id = ?').get(flow.id) as { version: number; definition: string };
      expect(row.version).toBeGreaterThanOrEqual(ackedVersion);
      expect(row.version).toBeLessThanOrEqual(ackedVersion + 1); // at most the one in flight
      const versions = (db.prepare('select version, definition from flow_versions where flow_id = ? order by version').all(flow.id) as Array<{ version: number; definition: string }>);
      expect(versions.map((v) => v.version)).toEqual(Array.from({ length: row.version }, (_v, i) => i + 1));
      expect(versions.at(-1)!.definition).toBe(row.definition);
      expect(() => JSON.parse(row.definition)).not.toThrow();
    });
    const again = await http(server!.base, 'GET', `/app/flows/${flow.id}`, undefined, (await http(server!.base, 'POST', '/app/login', { email: 'admin@demo.test', password: 'demo-pass-1' })).body.token);
    expect(again.status).toBe(200);
    expect(again.body.paths[0].name).toMatch(/^Path save \d+$/);
  });
});

describe.runIf(!pgBase)('kill -9 during the first boot\'s migrations', () => {
  const bootDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-crash-boot-'));
  afterAll(() => fs.rmSync(bootDir, { recursive: true, force: true }));

  /** Migrations recorded so far as another connection sees them (null: not yet readable). */
  const recorded = (): number | null => {
    try {
      const db = new SQLite(path.join(bootDir, 'parley.db'), { readonly: true, fileMustExist: true });
      try {
        return (db.prepare('select count(*) as n from kysely_migration').get() as { n: number }).n;
      } finally {
        db.close();
      }
    } catch {
      return null;
    }
  };

  it('boots cleanly after crashes mid-migration (no migration half-applied)', { timeout: 90_000 }, async () => {
    const { spawn } = await import('node:child_process');
    // Each boot is killed at another point: as soon as a migration shows as recorded, or a few ms after the
    // database file appears. Migrations that commit one by one are caught between a table and its record.
    for (const trigger of ['recorded', 5, 15, 30] as const) {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: { ...process.env, DATABASE_URL: '', PORT: '0', DATA_DIR: bootDir, HOST: '127.0.0.1', LOG_LEVEL: 'warn' }, stdio: 'ignore' });
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      const until = Date.now() + 30_000;
      let fileAt = 0;
      while (child.exitCode === null && Date.now() < until) {
        if (!fileAt && fs.existsSync(path.join(bootDir, 'parley.db'))) fileAt = Date.now();
        if (trigger === 'recorded' ? (recorded() ?? 0) > 0 : fileAt && Date.now() - fileAt >= trigger) break;
        await new Promise((r) => setTimeout(r, 1));
      }
      // A boot that already failed (a half-applied migration from the crash before) fails the test below.
      child.kill('SIGKILL');
      await exited;
    }
    const s = await startServerProcess(bootDir);
    try {
      const login = await http(s.base, 'POST', '/app/login', { email: 'admin@demo.test', password: 'demo-pass-1' });
      expect(login.status).toBe(200);
    } finally {
      await s.kill9();
    }
    const db = new SQLite(path.join(bootDir, 'parley.db'), { readonly: true });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
  });
});

/** The same crashes on PostgreSQL (CI sets TEST_DATABASE_URL; the server runs on a schema of its own). */
if (pgBase) {
  describe('kill -9 and restart on PostgreSQL', () => {
    const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-crash-pg-'));
    const schema = `crash_${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
    const url = new URL(pgBase);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const env = { DATABASE_URL: url.toString() };
    let pgServer: ServerProcess | null = null;
    const rows = async <T>(text: string): Promise<T[]> => {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query(text)).rows as T[];
      } finally {
        await client.end();
      }
    };
    const pgRestart = async () => {
      await pgServer!.kill9();
      pgServer = await startServerProcess(pgDir, env);
    };

    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: pgBase });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      await admin.end();
      pgServer = await startServerProcess(pgDir, env);
    }, 60_000);
    afterAll(async () => {
      await pgServer?.kill9();
      fs.rmSync(pgDir, { recursive: true, force: true });
    });

    it('keeps every acknowledged visitor message exactly once and every flow whole', { timeout: 90_000 }, async () => {
      const s = pgServer!;
      const visitors = await Promise.all(Array.from({ length: 4 }, async (_v, i) => {
        const session = await http(s.base, 'POST', '/app/visitor/session', { projectKey: 'demo-widget-key', name: `PG crash ${i}` });
        const started = await http(s.base, 'POST', '/app/visitor/conversations', { text: `pgcrash-open-${i}` }, session.body.token);
        expect(started.status).toBe(201);
        return { token: session.body.token as string, conversationId: started.body.conversationId as number, i };
      }));
      const login = await http(s.base, 'POST', '/app/login', { email: 'admin@demo.test', password: 'demo-pass-1' });
      const flow = (await http(s.base, 'POST', '/app/flows', { name: 'PG crash bot' }, login.body.token)).body;
      const acked = new Set<string>();
      let ackedVersion = flow.version as number;
      let killed = false;
      const sends = visitors.map(async (v) => {
        for (let n = 0; !killed && n < 500; n++) {
          const clientId = `pgcrash-${v.i}-${n}`;
          const r = await http(s.base, 'POST', `/app/visitor/conversations/${v.conversationId}/messages`, { text: clientId, clientId }, v.token).catch(() => null);
          if (r && r.status === 200) acked.add(clientId);
        }
      });
      const saves = (async () => {
        for (let n = 0; !killed && n < 2000; n++) {
          const r = await http(s.base, 'PUT', `/app/flows/${flow.id}`, { ...flow, paths: [{ ...flow.paths[0], name: `Path save ${n}` }] }, login.body.token).catch(() => null);
          if (r && r.status === 200) ackedVersion = Math.max(ackedVersion, r.body.version as number);
        }
      })();
      while (acked.size < 40 || ackedVersion < 8) await new Promise((r) => setTimeout(r, 5));
      killed = true;
      await s.kill9();
      await Promise.all([...sends, saves]);

      await pgRestart();
      const counts = new Map((await rows<{ id: string; n: string }>("select client_id as id, count(*) as n from messages where client_id like 'pgcrash-%' group by client_id")).map((r) => [r.id, Number(r.n)]));
      for (const id of acked) expect(counts.get(id), `acknowledged ${id}`).toBe(1);
      for (const n of counts.values()) expect(n).toBe(1);
      expect(await rows('select m.id from messages m left join conversations c on c.id = m.conversation_id where c.id is null')).toEqual([]);
      expect(await rows("select conversation_id from messages where conversation_id in (select conversation_id from messages where client_id like 'pgcrash-%') group by conversation_id having count(*) <> max(pos) - min(pos) + 1")).toEqual([]);
      const [row] = await rows<{ version: number; definition: string }>(`select version, definition from flows where id = ${Number(flow.id)}`);
      expect(row!.version).toBeGreaterThanOrEqual(ackedVersion);
      expect(row!.version).toBeLessThanOrEqual(ackedVersion + 1);
      const versions = await rows<{ version: number; definition: string }>(`select version, definition from flow_versions where flow_id = ${Number(flow.id)} order by version`);
      expect(versions.map((v) => Number(v.version))).toEqual(Array.from({ length: row!.version }, (_v, i) => i + 1));
      expect(versions.at(-1)!.definition).toBe(row!.definition);
    });
  });
}
