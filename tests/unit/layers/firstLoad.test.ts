// Issue 30: the dashboard's first load stays within 1.1x a bare react-admin app (bench/dashboard-size.ts measures the
// build). What keeps it there is which packages the entry reaches through static imports: the realtime client
// (pusher-js), the HTML sanitizer (DOMPurify), the Public Suffix List (tldts), the editor, the charts and the visitor-only
// booking page are fetched by the pages that use them (dynamic import()), never by src/main.tsx's static graph.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const ENTRY = path.join(ROOT, 'src/main.tsx');
const LAZY_ONLY = ['pusher-js', 'dompurify', 'tldts', '@tiptap/react', '@tiptap/core', '@mui/x-charts', '@sentry/react', 'posthog-js'];
const LAZY_FILES = ['src/custom/booking/BookingPage.tsx', 'src/providers/realtime.ts'];

/** Static imports and re-exports of a module (type-only ones aside: the bundler drops them). */
export function staticImports(code: string): string[] {
  const out: string[] = [];
  const re = /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*'([^']+)'|^\s*import\s+'([^']+)'/gms;
  for (const m of code.matchAll(re)) {
    if (m[5]) {
      out.push(m[5]);
      continue;
    }
    if (m[2]) continue;
    const clause = m[3] ?? '';
    const braces = /^\{([^}]*)\}$/.exec(clause.trim());
    const onlyTypes = braces !== null && braces[1]!.split(',').map((s) => s.trim()).filter(Boolean).every((s) => s.startsWith('type '));
    if (!onlyTypes) out.push(m[4]!);
  }
  return out;
}

function resolveLocal(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const c of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (fs.existsSync(c) && fs.statSync(c).isFile()) return c;
  }
  return null;
}

const packageOf = (spec: string) => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);

/** Every source file and package the entry reaches through static imports. */
function firstLoadGraph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const todo = [entry];
  while (todo.length) {
    const file = todo.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const spec of staticImports(fs.readFileSync(file, 'utf8'))) {
      if (spec.startsWith('.')) {
        const next = resolveLocal(file, spec);
        if (next && /\.tsx?$/.test(next)) todo.push(next);
      } else packages.add(packageOf(spec));
    }
  }
  return { files, packages };
}

describe('the dashboard first load', () => {
  it('reads static imports, not type-only or dynamic ones', () => {
    const code = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "import { type C, type D } from './c';",
      "import { type E, f } from './e';",
      "export { g } from './g';",
      "export type { H } from './h';",
      "import './side-effect.css';",
      "const lazy = () => import('./lazy');",
    ].join('\n');
    expect(staticImports(code)).toEqual(['./a', './e', './g', './side-effect.css']);
  });

  it('does not reach the lazy-only packages and pages from src/main.tsx', () => {
    const { files, packages } = firstLoadGraph(ENTRY);
    expect(files.size).toBeGreaterThan(50);
    expect(packages).toContain('react-admin');
    expect(LAZY_ONLY.filter((p) => packages.has(p))).toEqual([]);
    expect(LAZY_FILES.filter((f) => files.has(path.join(ROOT, f)))).toEqual([]);
  });
});
