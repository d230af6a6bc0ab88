// Benchmark (issue 7, split by issue 26): the visitor widget's download size. Builds the widget from the current
// source, then prints the raw, gzip and brotli sizes of widget.js (the launcher, drawn at once) and widget-app.js (the
// rest, loaded next) against the budget of 40 kB gzip for the two together (pusher-js included).
// Run: node --import tsx bench/widget-size.ts   (BENCH_NO_BUILD=1 measures dist/widget as it is)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { printHeader } from './support/machine';
import { REPO_ROOT } from './support/serverProcess';
import { verdict } from './support/stats';
import { firstLoadGzip, WIDGET_BUDGET_GZIP_BYTES, WIDGET_FILES, widgetSizes } from './support/widgetSize';

const DIR = path.join(REPO_ROOT, 'dist/widget');

printHeader('widget.js + widget-app.js size (issue 7 budget: <= 40 kB gzip)', 'bench/widget-size.ts', ['BENCH_NO_BUILD']);
if (process.env.BENCH_NO_BUILD !== '1') {
  execFileSync(path.join(REPO_ROOT, 'node_modules/.bin/vite'), ['build', '-c', 'widget/vite.config.ts', '--logLevel', 'warn'], { cwd: REPO_ROOT, stdio: 'inherit' });
}
const missing = WIDGET_FILES.filter((f) => !fs.existsSync(path.join(DIR, f)));
if (missing.length) {
  console.error(`${missing.map((f) => path.join(DIR, f)).join(', ')} missing: run \`npm run build\` (or drop BENCH_NO_BUILD)`);
  process.exit(1);
}
const sizes = widgetSizes(DIR);
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB (${n.toLocaleString('en')} B)`;

for (const s of sizes) {
  console.log(`file            ${path.relative(REPO_ROOT, path.join(DIR, s.file))}`);
  console.log(`raw             ${kb(s.raw)}`);
  console.log(`gzip -9         ${kb(s.gzip)}`);
  console.log(`gzip (level 6)  ${kb(s.gzipDefault)}`);
  console.log(`brotli -11      ${kb(s.brotli)}`);
  console.log('');
}
const total = firstLoadGzip(sizes);
console.log(`${verdict(total, WIDGET_BUDGET_GZIP_BYTES)}  first load (both files) gzip ${kb(total)} against the budget of ${kb(WIDGET_BUDGET_GZIP_BYTES)}`);
