// Benchmark (issue 7): the visitor widget's download size. Builds widget.js from the current source, then prints
// its raw, gzip and brotli sizes against the budget of 40 kB gzip for the whole script (pusher-js included).
// Run: node --import tsx bench/widget-size.ts   (BENCH_NO_BUILD=1 measures dist/widget/widget.js as it is)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { printHeader } from './support/machine';
import { REPO_ROOT } from './support/serverProcess';
import { verdict } from './support/stats';

const BUDGET_GZIP_BYTES = 40 * 1024;
const FILE = path.join(REPO_ROOT, 'dist/widget/widget.js');

printHeader('widget.js size (issue 7 budget: <= 40 kB gzip)', 'bench/widget-size.ts', ['BENCH_NO_BUILD']);
if (process.env.BENCH_NO_BUILD !== '1') {
  execFileSync(path.join(REPO_ROOT, 'node_modules/.bin/vite'), ['build', '-c', 'widget/vite.config.ts', '--logLevel', 'warn'], { cwd: REPO_ROOT, stdio: 'inherit' });
}
if (!fs.existsSync(FILE)) {
  console.error(`${FILE} is missing: run \`npm run build\` (or drop BENCH_NO_BUILD)`);
  process.exit(1);
}
const body = fs.readFileSync(FILE);
const gzip = zlib.gzipSync(body, { level: 9 }).length;
const gzipDefault = zlib.gzipSync(body).length;
const brotli = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB (${n.toLocaleString('en')} B)`;

console.log(`file            ${path.relative(REPO_ROOT, FILE)}`);
console.log(`raw             ${kb(body.length)}`);
console.log(`gzip -9         ${kb(gzip)}`);
console.log(`gzip (level 6)  ${kb(gzipDefault)}`);
console.log(`brotli -11      ${kb(brotli)}`);
console.log('');
console.log(`${verdict(Math.max(gzip, gzipDefault), BUDGET_GZIP_BYTES)}  gzip ${kb(Math.max(gzip, gzipDefault))} against the budget of ${kb(BUDGET_GZIP_BYTES)}`);
