// The real server in the benchmark's own process (its SQLite handle stays reachable for statement traces), on a
// free port over a benchmark's temp DATA_DIR, closed by the benchmark's cleanup.
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../server/config';
import { buildServer } from '../../server/server';
import { demoSeed } from '../../demo/seed/index';
import type { Cleanup } from './lifecycle';
import { freePort } from './serverProcess';

export async function startInProcessServer(
  cleanup: Cleanup,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ app: FastifyInstance; base: string }> {
  const port = await freePort();
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    STATIC_DIR: '',
    LOG_LEVEL: 'warn',
    VISITOR_RATE_LIMIT: '100000000',
    ...env,
  });
  const app = await buildServer(config, { seed: demoSeed }); // seeds only with SEED_DEMO=true, as the demo entry does
  cleanup.add('close server', () => app.close());
  await app.listen({ port, host: config.host });
  return { app, base: `http://127.0.0.1:${port}` };
}
