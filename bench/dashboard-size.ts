// Benchmark (issue 30): the dashboard's JS. Builds the dashboard (vite.config.ts) and a bare react-admin app
// (bench/support/bare-admin: <Admin> with one guessed resource, the same react-admin and MUI), then prints
//  - the first load: what index.html loads before the app runs (its entry script, the modulepreload links and the
//    stylesheet), gzip -9, for both, and their ratio (budget: the dashboard <= 1.1x the bare app);
//  - all of the dashboard's JS (gzip -9);
//  - the largest lazy chunks, each with the packages / source folders it carries (rendered bytes before gzip).
// Run: node --import tsx bench/dashboard-size.ts   (BENCH_TOP=<n> chunks listed, default 8; BENCH_OUT=<dir> keeps
// the builds there, default a temporary folder)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { build, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { printHeader } from './support/machine';
import { REPO_ROOT } from './support/serverProcess';
import { verdict } from './support/stats';

const RATIO_BUDGET = 1.1;
const TOP = Number(process.env.BENCH_TOP ?? 8);

interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  name: string;
  gzip: number;
  modules: Record<string, number>;
}

/** Collects each chunk's modules (rendered length) and gzip size as the bundle is written. */
function collect(into: ChunkInfo[]): Plugin {
  return {
    name: 'parley:bundle-report',
    generateBundle(_options, bundle) {
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue;
        const modules: Record<string, number> = {};
        for (const [id, m] of Object.entries(out.modules)) modules[id] = m.renderedLength;
        into.push({ fileName: out.fileName, isEntry: out.isEntry, isDynamicEntry: out.isDynamicEntry, name: out.name, gzip: gz(Buffer.from(out.code)), modules });
      }
    },
  };
}

const gz = (body: Buffer) => zlib.gzipSync(body, { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

/** What index.html loads before the app runs: its module script, modulepreload links and stylesheets. */
function firstLoad(outDir: string): { files: string[]; gzip: number } {
  const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  return { files, gzip: files.reduce((sum, f) => sum + gz(fs.readFileSync(path.join(outDir, f))), 0) };
}

/** node_modules/<pkg> (scoped too), or the source folder two levels deep. */
function ownerOf(id: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const nm = clean.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = clean.slice(nm + 'node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  const rel = path.relative(REPO_ROOT, clean);
  return rel.startsWith('..') ? clean : rel.split('/').slice(0, 3).join('/');
}

async function buildInto(outDir: string, config: Parameters<typeof build>[0], chunks: ChunkInfo[]) {
  await build({ ...config, logLevel: 'warn', build: { ...(config?.build ?? {}), outDir, emptyOutDir: true }, plugins: [...((config?.plugins as Plugin[]) ?? []), collect(chunks)] });
}

printHeader('dashboard JS size (issue 30: first load <= 1.1x a bare react-admin app)', 'bench/dashboard-size.ts', ['BENCH_TOP', 'BENCH_OUT']);
const out = process.env.BENCH_OUT ?? fs.mkdtempSync(path.join(os.tmpdir(), 'parley-size-'));
const parley: ChunkInfo[] = [];
const bare: ChunkInfo[] = [];
await buildInto(path.join(out, 'dashboard'), { configFile: path.join(REPO_ROOT, 'vite.config.ts'), root: REPO_ROOT }, parley);
await buildInto(path.join(out, 'bare'), { configFile: false, root: path.join(REPO_ROOT, 'bench/support/bare-admin'), plugins: [react()] }, bare);

const mine = firstLoad(path.join(out, 'dashboard'));
const theirs = firstLoad(path.join(out, 'bare'));
const ratio = mine.gzip / theirs.gzip;
const allJs = parley.reduce((s, c) => s + c.gzip, 0);
console.log(`first load, dashboard     ${kb(mine.gzip)} gzip -9 in ${mine.files.length} files`);
console.log(`first load, bare app      ${kb(theirs.gzip)} gzip -9 in ${theirs.files.length} files`);
console.log(`ratio                     ${ratio.toFixed(3)}x`);
console.log(`all dashboard JS          ${kb(allJs)} gzip -9 in ${parley.length} chunks`);
console.log('');
const initial = new Set(mine.files.map((f) => f.replace(/^\//, '')));
const lazy = parley.filter((c) => !initial.has(c.fileName)).sort((a, b) => b.gzip - a.gzip);
console.log(`largest lazy chunks (gzip -9), with what they carry (rendered kB before gzip):`);
for (const c of lazy.slice(0, TOP)) {
  const owners = new Map<string, number>();
  for (const [id, len] of Object.entries(c.modules)) owners.set(ownerOf(id), (owners.get(ownerOf(id)) ?? 0) + len);
  const top = [...owners].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([o, n]) => `${o} ${kb(n)}`);
  console.log(`  ${c.fileName.padEnd(44)} ${kb(c.gzip).padStart(9)}  ${top.join(', ')}`);
}
console.log('');
console.log(`${verdict(ratio, RATIO_BUDGET)}  first load ${ratio.toFixed(3)}x a bare react-admin app against ${RATIO_BUDGET}x`);
