// npm run build:server: the production server compiled by esbuild into dist-server/ (npm run serve runs it with plain
// node, no tsx). Packages stay external (node_modules after `npm ci --omit=dev`), our TypeScript is bundled.
// The bundle sits at dist-server/server/main.js, as deep as server/main.ts, so files the server finds at run time
// relative to its module (new URL('../../widget/demo/index.html', import.meta.url)) resolve to the same repo files;
// the build fails if one of them is missing, or if a fake or a dev-only package slipped into the server's imports.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// SERVER_OUT_DIR: another folder at the repo's top (tests build their own); it must sit there, as dist-server does.
const outfile = path.join(ROOT, path.basename(process.env.SERVER_OUT_DIR ?? 'dist-server'), 'server', 'main.js');
const DEV_ONLY = Object.keys(JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).devDependencies ?? {});

fs.rmSync(path.dirname(path.dirname(outfile)), { recursive: true, force: true });
const result = await build({
  absWorkingDir: ROOT,
  entryPoints: ['server/main.ts'],
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
});

const inputs = Object.keys(result.metafile.inputs);
const fakes = inputs.filter((f) => f.startsWith('mock-server/') || f.startsWith('demo/'));
const packages = new Set(Object.values(result.metafile.outputs).flatMap((o) => o.imports.filter((i) => i.external).map((i) => i.path)));
const devImports = [...packages].filter((p) => DEV_ONLY.some((d) => p === d || p.startsWith(`${d}/`)));
const code = fs.readFileSync(outfile, 'utf8');
const runtimeFiles = [...code.matchAll(/new URL\(\s*"([^"]+)",\s*import\.meta\.url\s*\)/g)].map((m) => fileURLToPath(new URL(m[1], `file://${outfile}`)));
const missing = runtimeFiles.filter((f) => !fs.existsSync(f));
const problems = [
  ...fakes.map((f) => `the server bundle includes ${f}`),
  ...devImports.map((p) => `the server imports ${p}, a devDependency (gone after npm ci --omit=dev)`),
  ...missing.map((f) => `the server reads ${path.relative(ROOT, f)} at run time, not found from the bundle`),
];
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`server: ${path.relative(ROOT, outfile)} (${inputs.length} modules, ${(code.length / 1024).toFixed(0)} kB)`);
