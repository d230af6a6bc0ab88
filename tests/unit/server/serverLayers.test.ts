// Issue 24: server layers point down (main/demo -> server.ts/app.ts -> routes/plugins -> services/integrations/cluster -> realtime/jobs
// -> db -> lib -> src/domain; .dependency-cruiser.cjs enforces it). server/lib imports no other server folder; services take ApiError from lib.
import fs from 'node:fs';
import path from 'node:path';

function tsFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? tsFiles(p) : /\.ts$/.test(e.name) ? [p] : [];
  });
}

/** Every relative import of a file, resolved to a path from the repository root. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/from '(\.{1,2}\/[^']+)'/g)].map((m) => path.join(path.dirname(file), m[1]!).split(path.sep).join('/'));
}

describe('server layers', () => {
  it('server/lib imports only itself and src/domain', () => {
    const upward = tsFiles('server/lib').flatMap((f) => importsOf(f).filter((i) => !i.startsWith('server/lib/') && !i.startsWith('src/domain/')).map((i) => `${f} -> ${i}`));
    expect(upward).toEqual([]);
  });

  it('services throw the ApiError of server/lib, not the errors plugin', () => {
    const upward = tsFiles('server/services').flatMap((f) => importsOf(f).filter((i) => i === 'server/plugins/errors').map(() => f));
    expect(upward).toEqual([]);
  });
});
