// The widget bundles the bot runtime: nothing it imports, however indirectly, may pull in yup, React or Node.
import { readFileSync, existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../../../src/domain/flows');

function moduleFile(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  for (const candidate of [`${base}.ts`, `${base}/index.ts`]) if (existsSync(candidate)) return candidate;
  throw new Error(`cannot resolve ${spec} from ${from}`);
}

/** Every import specifier reachable from a file, following relative imports (type-only imports are erased). */
function reachableImports(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(/^(?:import|export)\s+(type\s+)?[^'";]*?from\s+'([^']+)'/gm)) {
      if (m[1]) continue;
      const next = moduleFile(file, m[2]!);
      if (next) queue.push(next);
      else packages.add(m[2]!);
    }
  }
  return { files, packages };
}

describe('the runtime import graph', () => {
  it.each(['runtime.ts', 'funnel.ts'])('%s imports no package at all', (entry) => {
    const { files, packages } = reachableImports(resolve(ROOT, entry));
    expect([...packages]).toEqual([]);
    const names = [...files].map((f) => f.split('/src/domain/')[1]);
    expect(names).not.toContain('validators.ts');
    expect(names).not.toContain('adminMessages.ts');
  });

  it('would notice a package (the full index pulls yup through the validators)', () => {
    expect([...reachableImports(resolve(ROOT, 'index.ts')).packages]).toContain('yup');
  });
});
