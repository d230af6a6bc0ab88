// One tiptap in the install: ra-input-rich-text's ^ ranges must not pull a second @tiptap/core or /pm, and
// package.json overrides only what a range would otherwise lift (the direct dependencies are pinned already).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies?: Record<string, string>;
  overrides?: Record<string, string>;
};
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, { version?: string }> };

function tiptapVersions(): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const [path, entry] of Object.entries(lock.packages)) {
    const name = /node_modules\/(@tiptap\/[^/]+)$/.exec(path)?.[1];
    if (name && entry.version) found.set(name, (found.get(name) ?? new Set()).add(entry.version));
  }
  return found;
}

describe('tiptap packages', () => {
  it('are installed in one version each, the one the app pins', () => {
    const versions = tiptapVersions();
    const pinned = pkg.dependencies['@tiptap/core'];
    expect(versions.size).toBeGreaterThan(1);
    for (const [name, set] of versions) expect({ name, versions: [...set] }).toEqual({ name, versions: [pinned] });
  });

  it('are overridden only where no direct dependency pins them', () => {
    const direct = { ...pkg.dependencies, ...pkg.devDependencies };
    const redundant = Object.keys(pkg.overrides ?? {}).filter((name) => name.startsWith('@tiptap/') && direct[name] === pkg.overrides?.[name]);
    expect(redundant).toEqual([]);
  });
});
