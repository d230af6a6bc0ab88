// The source files below a folder, for the tests that read the code itself (which module imports which).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every .ts and .tsx file below `dir`, as absolute paths. */
export function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) ? [path] : [];
  });
}
