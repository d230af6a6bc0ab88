// README's start path, as a real process: the server binary serves the built dashboard and the API, creates and
// seeds its database in DATA_DIR on first start, and stops cleanly on SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/freePort';

let child: ChildProcess | null = null;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-start-'));

afterAll(() => {
  child?.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function waitFor(url: string, ms = 20000): Promise<Response> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await fetch(url);
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

describe('npm start (server process)', () => {
  it('serves the login page and app/env, seeds DATA_DIR, and exits 0 on SIGTERM', async () => {
    const port = await freePort();
    // npm start's entry (the demo entry, whose seed fills DATA_DIR), without its fakes.
    child = spawn(process.execPath, ['--import', 'tsx', 'demo/main.ts'], {
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'warn', DEMO_MOCKS: 'false' },
      stdio: 'pipe',
    });
    const base = `http://127.0.0.1:${port}`;
    const env = await waitFor(`${base}/app/env`);
    expect(env.status).toBe(200);
    expect((await env.json()).productName).toBe('Parley');

    const login = await fetch(`${base}/login`);
    expect(login.status).toBe(200);
    expect(await login.text()).toContain('<div id="root">');

    expect(fs.existsSync(path.join(dataDir, 'parley.db'))).toBe(true);
    const res = await fetch(`${base}/app/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.test', password: 'demo-pass-1' }),
    });
    expect(res.status).toBe(200);

    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    child = null;
  });
});
