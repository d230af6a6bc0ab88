// Issue 30 (memory): the embedded default (SQLite, one node, no SMTP receiver) boots without loading the packages
// only other configurations use: pg (DATABASE_URL), ioredis and pg-boss (cluster mode), mailparser (the first
// inbound email). Together they held ~13 MiB of an idle server's heap (bench/memory.ts). Checked in a fresh Node
// process, since the test runner's own process may have loaded any of them for other suites.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const LAZY = ['pg', 'pg-boss', 'ioredis', 'mailparser'];

const SCRIPT = `
import { createRequire } from 'node:module';
const { loadConfig } = await import('./server/config.ts');
const { buildServer } = await import('./server/server.ts');
const config = loadConfig({}, { databaseUrl: null, dataDir: ':memory:', staticDir: null, seedDemo: false, logLevel: 'silent' });
const server = await buildServer(config, { logger: false });
const loaded = Object.keys(createRequire(import.meta.url).cache);
await server.close();
console.log(JSON.stringify(loaded));
`;

describe('what the embedded server loads at boot', () => {
  it('leaves the PostgreSQL, cluster and inbound-mail packages unloaded', () => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', SCRIPT], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'test' } });
    const loaded = JSON.parse(out.trim().split('\n').at(-1)!) as string[];
    const packageOf = (file: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file)?.[1];
    const packages = new Set(loaded.map(packageOf).filter(Boolean));
    // The check itself sees CommonJS packages: fastify is one, so an empty list would mean a broken check.
    expect(packages.has('fastify')).toBe(true);
    expect(LAZY.filter((p) => packages.has(p))).toEqual([]);
  }, 60_000);
});
