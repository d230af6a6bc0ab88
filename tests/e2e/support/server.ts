// Starts the real server (built dashboard in dist/, a temporary database folder, the demo seed) on a free port.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../../server/config';
import { buildServer } from '../../../server/server';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  app: FastifyInstance;
  dataDir: string;
  stop(): Promise<void>;
}

export async function startServer(): Promise<RunningServer> {
  if (!fs.existsSync(path.resolve('dist/index.html'))) throw new Error('dist/ is missing: run `npm run build` first');
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig(
    { PORT: String(port), PUBLIC_URL: url, DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    { authRateLimitPerMinute: 1000 },
  );
  const app = await buildServer(config);
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url,
    app,
    dataDir,
    async stop() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
