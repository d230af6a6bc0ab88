import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** The packages src/ and tests/unit/ import at run time (type-only imports aside): what the DOM tests pre-bundle. */
function runtimeImports(dirs: string[]): string[] {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name)) {
        for (const m of fs.readFileSync(file, 'utf8').matchAll(/^(?:import|export) (?!type )[^;]*?from '([^.'][^']*)'/gms)) found.add(m[1]);
      }
    }
  };
  dirs.forEach(walk);
  // Vitest keeps react itself out of the bundle; pusher-js's Node build wants Node's util, which the DOM bundle lacks.
  const keepOut = ['vitest', 'react', 'react/jsx-runtime', 'pusher-js'];
  return [...found].filter((name) => !name.startsWith('node:') && !keepOut.includes(name)).sort();
}

/** Node imports the pre-bundled deps itself; with Vite's `?v=` hash on the ones the tests import, a dep another
 *  pre-bundled chunk imports by its plain path loaded twice (two react-routers: "[Route] is not a <Route>"). */
function plainOptimizedDepIds(): Plugin {
  let depsDir = '';
  return {
    name: 'parley:plain-optimized-dep-ids',
    enforce: 'pre',
    configResolved(config) {
      depsDir = path.join(config.cacheDir, 'deps') + path.sep;
    },
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !resolved.id.startsWith(depsDir)) return resolved;
      return { ...resolved, id: resolved.id.replace(/\?v=[\w-]+$/, '') };
    },
  };
}

// The API server (npm run serve) answers /app, /realtime and /dev; the Vite dev server proxies to it.
const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/app': { target: api, changeOrigin: true },
      '/dev': { target: api, changeOrigin: true },
      '/realtime': { target: api.replace(/^http/, 'ws'), ws: true },
    },
  },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1600 },
  test: {
    globals: true,
    // Vitest's default is one worker fewer than the cores: one worker on the 2-core CI box. Test files spend much of
    // their time waiting (server start, jsdom set-up, sockets), so two workers use both cores.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        // Components and hooks (.tsx) get a DOM; the rules and models (.ts) run on plain Node, which starts in a
        // fraction of jsdom's time (a file that needs a DOM says so with a `@vitest-environment jsdom` docblock).
        // React-admin, MUI, tiptap... pre-bundled once into a few files instead of thousands of modules imported again
        // for each test file; each file still gets its own jsdom and module graph, in a fresh VM context of a worker
        // that keeps jsdom itself loaded (vmForks) rather than a fresh process.
        plugins: [plainOptimizedDepIds()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.tsx'],
          setupFiles: ['tests/unit/setup.ts', 'tests/unit/jsdomLayout.ts'],
          testTimeout: 15000,
          pool: 'vmForks',
          deps: { optimizer: { client: { enabled: true, include: runtimeImports(['src', 'tests/unit']) } } },
        },
      },
      {
        extends: true,
        // One module graph per worker, not one per file: re-importing the rules (and jest-dom) for each of ~100 small
        // files was most of this project's time. These tests keep no state between files (checked by shuffled runs).
        test: { name: 'unit-node', environment: 'node', isolate: false, include: ['tests/unit/**/*.test.ts'], setupFiles: ['tests/unit/setup.ts'], testTimeout: 15000 },
      },
      {
        extends: true,
        // Each file builds its own server on its own database; the server's modules (Fastify, Kysely, pg-boss...) are
        // imported once per worker instead of once per file, which took ~2 s of CPU per file.
        test: { name: 'api', environment: 'node', isolate: false, include: ['tests/api/**/*.test.ts'], testTimeout: 20000, hookTimeout: 30000 },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          // The files run one after another in one worker: import the server once, not ~2.5 s per file. Each file still
          // starts its own server and database.
          isolate: false,
          include: ['tests/e2e/**/*.test.ts'],
          // One Chromium for all files (each connects and closes its connection after it) instead of one launch a file.
          globalSetup: ['tests/e2e/support/globalSetup.ts'],
          setupFiles: ['tests/e2e/support/setup.ts'],
          testTimeout: 60000,
          hookTimeout: 60000,
          // expect.poll's 1 s default is shorter than a page's first render on a busy 2-core CI machine.
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
