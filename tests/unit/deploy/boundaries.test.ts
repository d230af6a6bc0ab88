// The production server and the fakes of third-party providers stay apart (issue 24): server/ imports nothing from
// mock-server/ or the demo entry, mock-server/ nothing from server/, so `npm ci --omit=dev` (no json-server) can run
// the server and a fake never needs the server's code.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return sources(rel);
    return /\.(ts|tsx|mjs|js)$/.test(e.name) ? [rel] : [];
  });
}

/** Every module specifier a file imports (static, re-export, dynamic), resolved to a repo path when relative. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const specs = [...text.matchAll(/(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => (m[1] ?? m[2])!);
  return specs.map((s) => (s.startsWith('.') ? path.relative(ROOT, path.resolve(ROOT, path.dirname(file), s)) : s));
}

function crossings(from: string, forbidden: string[]): string[] {
  return sources(from).flatMap((file) =>
    importsOf(file)
      .filter((target) => forbidden.some((f) => target === f || target.startsWith(`${f}/`)))
      .map((target) => `${file} -> ${target}`),
  );
}

describe('server and fakes apart', () => {
  it('finds imports (the scan itself works)', () => {
    expect(importsOf('demo/main.ts')).toEqual(expect.arrayContaining(['mock-server/index', 'server/config']));
  });

  it('server/ imports nothing from mock-server/, demo/ or json-server', () => {
    expect(crossings('server', ['mock-server', 'demo', 'json-server'])).toEqual([]);
  });

  it('mock-server/ imports nothing from server/ or demo/', () => {
    expect(crossings('mock-server', ['server', 'demo'])).toEqual([]);
  });
});
