// The embeddable widget as one self-contained, minified IIFE: dist/widget/widget.js (budget 40 kB gzip, see
// bench/widget-size.ts). Built after the dashboard (`npm run build`), whose own build empties dist/ first.
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root,
  publicDir: false,
  // Only what the bundle needs: no process.env of the build machine leaks into a script customers load.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist/widget',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2019',
    minify: true,
    lib: {
      entry: fileURLToPath(new URL('./src/main.ts', import.meta.url)),
      formats: ['iife'],
      name: 'ParleyWidget',
      fileName: () => 'widget.js',
    },
  },
});
