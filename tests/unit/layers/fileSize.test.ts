// Issue 24: no code file over 400 lines anywhere in the repository's code folders, so each file stays about one
// thing. Documentation (README.md) and data (JSON fixtures) are not code and are not counted.
import fs from 'node:fs';
import path from 'node:path';

const MAX_LINES = 400;
const FOLDERS = ['src', 'server', 'widget', 'mock-server', 'tests', 'scripts', 'bench', 'demo'];
const CODE = /\.(tsx?|m?js|cjs|css|sh)$/;

function codeFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : codeFiles(p);
    return CODE.test(e.name) ? [p] : [];
  });
}

/** Lines as an editor numbers them: a final newline does not start another line. */
function lineCount(text: string): number {
  return text.length === 0 ? 0 : text.replace(/\n$/, '').split('\n').length;
}

describe('file sizes', () => {
  it('counts lines as an editor does', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\nb')).toBe(2);
  });

  it(`keeps every code file at ${MAX_LINES} lines or fewer`, () => {
    const files = FOLDERS.flatMap(codeFiles);
    // The walk sees every folder (a wrong root would pass with nothing to check).
    for (const folder of ['src', 'server', 'widget', 'mock-server', 'tests', 'scripts', 'bench']) {
      expect(files.some((f) => f.startsWith(folder + path.sep)), folder).toBe(true);
    }
    const over = files
      .map((file) => ({ file, lines: lineCount(fs.readFileSync(file, 'utf8')) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file} (${lines} lines)`);
    expect(over, `split these files to ${MAX_LINES} lines or fewer`).toEqual([]);
  });
});
