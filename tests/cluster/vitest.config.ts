// The cluster test: its own vitest run (PostgreSQL, redis-server, two nodes and HAProxy are started by the test),
// run by .ci/run after `npm test`: node_modules/.bin/vitest run --config tests/cluster/vitest.config.ts
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globals: true,
    environment: 'node',
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/cluster/**/*.test.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
