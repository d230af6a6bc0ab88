// Starts a Parley cluster on this machine: PostgreSQL (a throwaway one, or a fresh database on a given server),
// redis-server, N Parley nodes (server/main.ts, or demo/main.ts, with DATABASE_URL + REDIS_URL) and HAProxy in front. Used by
// `npm run start:cluster` (scripts/start-cluster.sh), the cluster test (tests/cluster/) and the delivery benchmark
// (BENCH_NODES=2). Everything it starts is a child process or a temp folder, and stop() removes all of it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../lib/freePort';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

export interface ClusterNode {
  name: string;
  port: number;
  url: string;
  process: ChildProcess | null;
  log: string;
}

export interface ClusterOptions {
  nodes?: number;
  /** Balancer port (default: a free one). */
  port?: number;
  /** An existing PostgreSQL server (e.g. TEST_DATABASE_URL): a fresh database is created there. */
  postgresUrl?: string;
  /** Extra environment for every node. */
  env?: Record<string, string>;
  /** Logs and data folders (default: a new temp folder). */
  dir?: string;
  /** Without the balancer (a benchmark may talk to nodes directly). */
  balancer?: boolean;
  /** What each node runs: the production server (default) or the demo entry with the shared fakes (demo/main.ts). */
  entry?: 'server/main.ts' | 'demo/main.ts';
  say?: (line: string) => void;
}

export interface RunningCluster {
  url: string;
  databaseUrl: string;
  redisUrl: string;
  nodes: ClusterNode[];
  dir: string;
  /** kill -9 (or another signal) one node. */
  kill(name: string, signal?: NodeJS.Signals): Promise<void>;
  /** Starts a stopped node again on its port. */
  start(name: string): Promise<void>;
  /** pids of the nodes, the balancer and redis (CPU accounting). */
  pids(): Record<string, number>;
  stop(): Promise<void>;
}

async function waitFor(check: () => Promise<boolean>, what: string, ms = 60_000, failed: () => string | null = () => null): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const why = failed();
    if (why) throw new Error(why);
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const healthy = (url: string) => async () => (await fetch(`${url}/health`)).status === 200;

function stopChild(child: ChildProcess | null, signal: NodeJS.Signals = 'SIGTERM', graceMs = 5000): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill(signal);
  });
}

function pgBin(): string {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base) ? fs.readdirSync(base).sort((a, b) => Number(a) - Number(b)) : [];
  if (!versions.length) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql, or scripts/start-cluster.sh)');
  return path.join(base, versions[versions.length - 1]!, 'bin');
}

/** A throwaway PostgreSQL server in `dir` (initdb as the postgres user: it refuses to run as root). */
async function startPostgres(dir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const bin = pgBin();
  const port = await freePort();
  const data = path.join(dir, 'pg');
  fs.mkdirSync(data, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    if (spawnSync('id', ['postgres']).status !== 0) spawnSync('useradd', ['--system', 'postgres']);
    spawnSync('chown', ['-R', 'postgres', dir]);
  }
  const run = (cmd: string) => {
    const r = asRoot ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', cmd]) : spawnSync('/bin/sh', ['-c', cmd]);
    if (r.status !== 0) throw new Error(`${cmd}: ${r.stderr.toString()}`);
  };
  run(`${bin}/initdb -D ${data} -U parley --auth=trust >/dev/null`);
  // fsync off: a throwaway server for tests and local runs (kill -9 of a node, not of PostgreSQL, is what is tested).
  run(`${bin}/pg_ctl -D ${data} -l ${dir}/pg.log -o "-p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c max_connections=200" -w start >/dev/null`);
  const emergency = () => {
    try {
      run(`${bin}/pg_ctl -D ${data} -m immediate -w stop >/dev/null`);
    } catch {
      // already stopped
    }
  };
  onExit.add(emergency);
  return {
    url: `postgres://parley@127.0.0.1:${port}/postgres`,
    stop: async () => {
      onExit.delete(emergency);
      run(`${bin}/pg_ctl -D ${data} -m fast -w stop >/dev/null`);
    },
  };
}

async function freshDatabase(serverUrl: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const name = `parley_cluster_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  url.search = '';
  return {
    url: url.toString(),
    stop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
      await c.end();
    },
  };
}

async function startRedis(dir: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = track(spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
    stdio: ['ignore', fs.openSync(path.join(dir, 'redis.log'), 'a'), 'inherit'],
  }));
  child.once('error', () => undefined);
  const url = `redis://127.0.0.1:${port}`;
  await waitFor(
    () =>
      new Promise<boolean>((resolve) => {
        const s = net.connect(port, '127.0.0.1', () => {
          s.end();
          resolve(true);
        });
        s.once('error', () => resolve(false));
      }),
    'redis-server',
    10_000,
  );
  return { url, child };
}

/** Children still running when this process exits any other way than stop() (a crash, a closed output pipe) would
 *  be left behind on free ports: kill them on the way out. */
const alive = new Set<ChildProcess>();
/** Synchronous last-resort cleanups (the throwaway PostgreSQL server runs detached, under pg_ctl). */
const onExit = new Set<() => void>();
process.once('exit', () => {
  for (const child of alive) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const cleanup of onExit) cleanup();
});
function track(child: ChildProcess): ChildProcess {
  alive.add(child);
  child.once('exit', () => alive.delete(child));
  return child;
}

export async function startCluster(opts: ClusterOptions = {}): Promise<RunningCluster> {
  const say = opts.say ?? (() => undefined);
  const dir = opts.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'parley-cluster-'));
  fs.mkdirSync(dir, { recursive: true });
  const stops: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const s of stops.reverse()) await s().catch(() => undefined);
    stops.length = 0;
  };
  try {
    const db = opts.postgresUrl ? await freshDatabase(opts.postgresUrl) : await startPostgres(dir);
    stops.push(db.stop);
    say(`PostgreSQL: ${db.url}`);
    const redis = await startRedis(dir);
    stops.push(() => stopChild(redis.child));
    say(`Redis: ${redis.url}`);

    const lbPort = opts.port ?? (await freePort());
    const publicUrl = `http://127.0.0.1:${lbPort}`;
    const names = Array.from({ length: opts.nodes ?? 2 }, (_, i) => String.fromCharCode(97 + i));
    const secret = crypto.randomBytes(24).toString('hex');
    const integrationsKey = crypto.randomBytes(32).toString('hex');
    const nodes: ClusterNode[] = [];
    for (const name of names) {
      const port = await freePort();
      nodes.push({ name, port, url: `http://127.0.0.1:${port}`, process: null, log: path.join(dir, `node-${name}.log`) });
    }
    const hasDist = fs.existsSync(path.join(ROOT, 'dist', 'index.html'));
    const env = (node: ClusterNode): NodeJS.ProcessEnv => ({
      ...process.env,
      PORT: String(node.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: publicUrl,
      DATABASE_URL: db.url,
      REDIS_URL: redis.url,
      NODE_ID: node.name,
      TRUST_PROXY: 'true',
      REALTIME_SECRET: secret, // every node signs and checks channel auth alike
      INTEGRATIONS_KEY: integrationsKey, // and decrypts the tokens, and checks the booking links, another node made
      UPLOADS_DIR: path.join(dir, 'uploads'), // one folder for both (on several machines: a bucket or a shared volume)
      DATA_DIR: path.join(dir, `data-${node.name}`),
      STATIC_DIR: hasDist ? path.join(ROOT, 'dist') : '',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      ...opts.env,
    });
    const launch = async (node: ClusterNode) => {
      const out = fs.openSync(node.log, 'a');
      // PARLEY_CLUSTER_PROFILE_DIR: a V8 CPU profile of each node, written there when it stops.
      const prof = process.env.PARLEY_CLUSTER_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.PARLEY_CLUSTER_PROFILE_DIR)}`] : [];
      node.process = track(spawn(process.execPath, [...prof, '--import', 'tsx', opts.entry ?? 'server/main.ts'], { cwd: ROOT, env: env(node), stdio: ['ignore', out, out] }));
      const child = node.process;
      await waitFor(healthy(node.url), `node ${node.name} (${node.log})`, 60_000, () =>
        child.exitCode !== null ? `node ${node.name} exited: ${fs.readFileSync(node.log, 'utf8').slice(-1500)}` : null,
      );
    };
    stops.push(async () => {
      for (const n of nodes) await stopChild(n.process);
    });
    // One after the other: the first migrates and seeds an empty database, the next finds it ready.
    for (const node of nodes) {
      await launch(node);
      say(`node ${node.name}: ${node.url}`);
    }

    let balancer: ChildProcess | null = null;
    if (opts.balancer !== false) {
      const lbEnv = {
        ...process.env,
        PARLEY_LB_BIND: `127.0.0.1:${lbPort}`,
        PARLEY_NODE_A: `127.0.0.1:${nodes[0]!.port}`,
        PARLEY_NODE_B: `127.0.0.1:${(nodes[1] ?? nodes[0]!).port}`,
      };
      balancer = track(spawn('haproxy', ['-db', '-f', path.join(ROOT, 'scripts', 'cluster', 'haproxy.cfg')], {
        env: lbEnv,
        stdio: ['ignore', fs.openSync(path.join(dir, 'haproxy.log'), 'a'), fs.openSync(path.join(dir, 'haproxy.log'), 'a')],
      }));
      stops.push(() => stopChild(balancer));
      await waitFor(healthy(publicUrl), 'haproxy');
      say(`balancer (HAProxy): ${publicUrl}`);
    }

    return {
      url: opts.balancer === false ? nodes[0]!.url : publicUrl,
      databaseUrl: db.url,
      redisUrl: redis.url,
      nodes,
      dir,
      async kill(name, signal = 'SIGKILL') {
        const node = nodes.find((n) => n.name === name)!;
        await stopChild(node.process, signal);
      },
      async start(name) {
        await launch(nodes.find((n) => n.name === name)!);
      },
      pids() {
        const out: Record<string, number> = {};
        for (const n of nodes) if (n.process?.pid) out[`node ${n.name}`] = n.process.pid;
        if (balancer?.pid) out.haproxy = balancer.pid;
        if (redis.child.pid) out.redis = redis.child.pid;
        return out;
      },
      async stop() {
        await stopAll();
        if (!opts.dir && !process.env.PARLEY_CLUSTER_KEEP) fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await stopAll();
    throw err;
  }
}
