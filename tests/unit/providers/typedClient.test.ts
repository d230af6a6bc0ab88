// The dashboard talks to the backend through src/providers only: records through the dataProvider, other calls
// through the typed client in src/providers/api. No page, hook or resource imports httpClient itself, and the
// client imports nothing from the layers above it.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sources } from '../support/sources';

const SRC = join(__dirname, '../../../src');

const importsOf = (file: string) => [...readFileSync(file, 'utf8').matchAll(/\bfrom\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g)].map((m) => m[1] ?? m[2]);
const files = sources(SRC).map((f) => ({ file: relative(SRC, f), imports: importsOf(f) }));

describe('the typed client', () => {
  it('is the only way to httpClient: nothing outside src/providers imports it', () => {
    const outside = files.filter((f) => !f.file.startsWith('providers/') && f.imports.some((i) => /(^|\/)httpClient$/.test(i)));
    expect(outside.map((f) => f.file)).toEqual([]);
  });

  it('holds every call group in src/providers/api, and no per-page api module is left', () => {
    const apiModules = files.filter((f) => /^(custom|resources)\/.*(\/api|Api)\.tsx?$/.test(f.file)).map((f) => f.file);
    expect(apiModules).toEqual([]);
    expect(files.filter((f) => f.file.startsWith('providers/api/')).length).toBeGreaterThanOrEqual(12);
  });

  it('imports only from providers and domain', () => {
    const upward = files
      .filter((f) => f.file.startsWith('providers/'))
      .flatMap((f) => f.imports.filter((i) => /\/(custom|resources|ui)\//.test(i)).map((i) => `${f.file} -> ${i}`));
    expect(upward).toEqual([]);
  });
});
