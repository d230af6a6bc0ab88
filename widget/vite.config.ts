// The embeddable widget as two self-contained, minified IIFEs in dist/widget (one `vite build -c widget/vite.config.ts`):
//   widget.js      the first chunk (src/main.ts): the launcher, its styles and look, the Parley(…) queue; draws at once
//   widget-app.js  the rest (src/app.ts), which widget.js loads next to itself as widget-app.js?v=<content hash>
// Budget 40 kB gzip for the two together (bench/widget-size.ts). Built after the dashboard (`npm run build`), whose own
// build empties dist/ first. An IIFE cannot be split by the bundler, so the second file is built first (in memory),
// and its hash is written into the first, which the server compares to serve it as immutable (server/routes/widgetAssets.ts).
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build, defineConfig, type InlineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const APP_FILE = 'widget-app.js';

/** Shared by both files. Only what the bundle needs: no process.env of the build machine leaks into a script customers load. */
const common = (entry: string, name: string, fileName: string): InlineConfig => ({
  root,
  publicDir: false,
  configFile: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    sourcemap: false,
    target: 'es2019',
    minify: true,
    lib: { entry: fileURLToPath(new URL(entry, import.meta.url)), formats: ['iife'], name, fileName: () => fileName },
  },
});

/** The same short hash the server puts in its ETag (sha256, base64url, 22 characters). */
export const contentHash = (body: string | Buffer) => crypto.createHash('sha256').update(body).digest('base64url').slice(0, 22);

/** Builds widget-app.js in memory, tells widget.js its versioned name, and writes it beside widget.js. */
function widgetApp(): Plugin {
  let code = '';
  return {
    name: 'parley-widget-app',
    async config() {
      const base = common('./src/app.ts', 'ParleyWidgetApp', APP_FILE);
      const out = await build({ ...base, logLevel: 'warn', build: { ...base.build, write: false, emptyOutDir: false } });
      const result = (Array.isArray(out) ? out[0] : out) as Extract<Awaited<ReturnType<typeof build>>, { output: unknown }>;
      const chunk = result.output.find((o) => o.type === 'chunk');
      if (chunk?.type !== 'chunk') throw new Error(`${APP_FILE} was not built`);
      code = chunk.code;
      return { define: { __PARLEY_APP_FILE__: JSON.stringify(`${APP_FILE}?v=${contentHash(code)}`) } };
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: APP_FILE, source: code });
    },
  };
}

const { configFile: _none, ...first } = common('./src/main.ts', 'ParleyWidget', 'widget.js');
export default defineConfig({
  ...first,
  plugins: [widgetApp()],
  build: { ...first.build, outDir: 'dist/widget', emptyOutDir: true },
});
