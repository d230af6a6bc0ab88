// Issue 24: no server file over 400 lines (realtime/hub.ts and db/repositories/analytics.ts were split for it).
import fs from 'node:fs';
import path from 'node:path';

const MAX_LINES = 400;

function tsFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? tsFiles(p) : /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

describe('server file sizes', () => {
  it(`keeps every server file at ${MAX_LINES} lines or fewer`, () => {
    const files = tsFiles('server');
    expect(files).toContain(path.join('server', 'realtime', 'hub.ts'));
    const over = files.map((f) => ({ f, lines: fs.readFileSync(f, 'utf8').split('\n').length })).filter((x) => x.lines > MAX_LINES);
    expect(over).toEqual([]);
  });
});
