// The production build (issue 24): esbuild compiles server/main.ts into one ESM file that plain node runs (no tsx),
// with our code bundled and packages left to node_modules; it answers /health and starts no fake provider.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/freePort';

const ROOT = path.resolve(__dirname, '../..');
const OUT = `dist-server-test-${process.pid}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-build-'));

afterAll(() => {
  fs.rmSync(path.join(ROOT, OUT), { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('production server build', () => {
  it('bundles server/main.ts without fakes or dev packages, and plain node serves /health from it', async () => {
    const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT, env: { ...process.env, SERVER_OUT_DIR: OUT }, encoding: 'utf8' });
    expect(built.stderr).toBe('');
    expect(built.status).toBe(0);
    const bundle = path.join(ROOT, OUT, 'server', 'main.js');
    const code = fs.readFileSync(bundle, 'utf8');
    expect(code).not.toMatch(/json-server|startMockServer|mock-server\//);
    expect(code).not.toMatch(/from\s*"(tsx|vite)/);
    // No demo content either: the demo seed (its project, logins, visitors) is the demo entry's, passed to buildServer.
    expect(code).not.toMatch(/demo-pass-1|admin@demo\.test|seedDemoHistory|Demo Company/);

    const port = await freePort();
    const child = spawn(process.execPath, [bundle], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: '', SEED_DEMO: 'false', LOG_LEVEL: 'info', SCRYPT_N: '16384' },
      stdio: 'pipe',
    });
    let out = '';
    child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    try {
      let health: unknown = null;
      for (let i = 0; i < 200 && child.exitCode === null && !health; i++) {
        health = await fetch(`http://127.0.0.1:${port}/health`).then((r) => (r.ok ? r.json() : null), () => null);
        if (!health) await new Promise((r) => setTimeout(r, 150));
      }
      expect(health, out).toMatchObject({ status: 'ok', database: true });
      // The migrations ran from the bundle, the demo page it reads at run time is found, and no fake was started.
      expect((await fetch(`http://127.0.0.1:${port}/app/env`)).status).toBe(200);
      const demo = await fetch(`http://127.0.0.1:${port}/demo`);
      expect(demo.status).toBe(200);
      expect(await demo.text()).toContain('<html');
      expect(out).not.toMatch(/mock|fake/i);
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  }, 120_000);
});
