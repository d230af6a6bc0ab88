// `npm run backup` against a running Parley (a real process on an embedded database, writes going on), then the
// README's restore: the backup folder's contents into a fresh DATA_DIR, a server started on it, and the data is
// there (the visitor's conversation under the same token, the admin's login) with the same keys.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { http, startServerProcess, type ServerProcess } from './support/serverProcess';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-backup-'));
const running: ServerProcess[] = [];

afterAll(async () => {
  for (const s of running) await s.kill9();
  fs.rmSync(root, { recursive: true, force: true });
});

function runBackup(dataDir: string, target?: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', ...(target ? [target] : [])], { env, stdio: 'pipe' });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.once('exit', (code) => resolve({ code, out }));
  });
}

describe('npm run backup and the documented restore', () => {
  it('backs up a running server with its keys; a server started on the restored folder has the data', { timeout: 90_000 }, async () => {
    const live = path.join(root, 'live');
    const a = await startServerProcess(live);
    running.push(a);
    const session = await http(a.base, 'POST', '/app/visitor/session', { projectKey: 'demo-widget-key', name: 'Backup Visitor' });
    expect(session.status).toBe(201);
    const token = session.body.token as string;
    const started = await http(a.base, 'POST', '/app/visitor/conversations', { text: 'before the backup 1' }, token);
    expect(started.status).toBe(201);
    const conversationId = started.body.conversationId as number;

    // Visitors keep writing while the backup runs.
    let writing = true;
    let sent = 0;
    const writer = (async () => {
      while (writing) {
        const r = await http(a.base, 'POST', `/app/visitor/conversations/${conversationId}/messages`, { text: `during ${sent}` }, token);
        if (r.status === 200) sent++;
      }
    })();
    const defaultRun = await runBackup(live);
    const explicit = path.join(root, 'explicit-backup');
    const explicitRun = await runBackup(live, explicit);
    writing = false;
    await writer;
    expect(defaultRun.code, defaultRun.out).toBe(0);
    expect(explicitRun.code, explicitRun.out).toBe(0);
    expect(explicitRun.out).toContain('integrity_check: ok');
    expect(sent).toBeGreaterThan(0);

    // The default target: a timestamped folder under DATA_DIR/backups.
    const stamped = fs.readdirSync(path.join(live, 'backups'));
    expect(stamped).toHaveLength(1);
    expect(stamped[0]).toMatch(/^parley-\d{8}T\d{6}Z$/);
    for (const name of ['parley.db', 'integrations.key', 'realtime.secret']) {
      expect(fs.existsSync(path.join(explicit, name)), name).toBe(true);
      expect(fs.existsSync(path.join(live, 'backups', stamped[0]!, name)), name).toBe(true);
    }
    expect(fs.readFileSync(path.join(explicit, 'integrations.key'))).toEqual(fs.readFileSync(path.join(live, 'integrations.key')));
    expect(fs.readFileSync(path.join(explicit, 'realtime.secret'))).toEqual(fs.readFileSync(path.join(live, 'realtime.secret')));

    // Restore (README): copy the backup's contents into a fresh DATA_DIR and start Parley on it.
    const restored = path.join(root, 'restored');
    fs.cpSync(explicit, restored, { recursive: true });
    const b = await startServerProcess(restored, { SEED_DEMO: 'false' });
    running.push(b);
    const messages = await http(b.base, 'GET', `/app/visitor/conversations/${conversationId}/messages?after=0`, undefined, token);
    expect(messages.status).toBe(200);
    const texts = (messages.body.messages as Array<{ text?: string }>).map((m) => m.text);
    expect(texts).toContain('before the backup 1');
    const login = await http(b.base, 'POST', '/app/login', { email: 'admin@demo.test', password: 'demo-pass-1' });
    expect(login.status).toBe(200);
  });
});
