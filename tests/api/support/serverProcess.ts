// Parley as a real process (the demo entry demo/main.ts, its fakes off, on an embedded SQLite DATA_DIR, or the
// DATABASE_URL given), for the suites that kill, back up and restart it. The demo entry's seed fills the first start:
// admin@demo.test, widget key demo-widget-key.
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../../../scripts/lib/freePort';

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** Whatever the process wrote (for a failing test's message). */
  output: () => string;
  kill9: () => Promise<void>;
  stop: () => Promise<number | null>;
}

export async function startServerProcess(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'warn',
    VISITOR_RATE_LIMIT: '100000', AUTH_RATE_LIMIT: '1000', DEMO_HISTORY: 'false', DEMO_MOCKS: 'false', SCRYPT_N: '16384', ...env };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL; // embedded SQLite unless the caller names a PostgreSQL database
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo/main.ts'], { env: childEnv, stdio: 'pipe' });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}: ${out}`);
    try {
      if ((await fetch(`${base}/app/env`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > until) throw new Error(`server did not start: ${out}`);
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    child,
    base,
    output: () => out,
    kill9: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/** JSON call against a running process; answers status and parsed body (null when not JSON). */
export async function http(base: string, method: string, url: string, body?: unknown, token?: string): Promise<{ status: number; body: any }> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed };
}
