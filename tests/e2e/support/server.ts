// Starts the real server (built dashboard in dist/, a temporary database folder, the demo seed) on a free port.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../../server/config';
import { buildServer } from '../../../server/server';
import { demoSeed } from '../../../demo/seed/index';
import { integrationSettings } from '../../../server/integrations/settings';
import { freePort } from '../../../scripts/lib/freePort';

export interface RunningServer {
  url: string;
  app: FastifyInstance;
  dataDir: string;
  stop(opts?: { keepData?: boolean }): Promise<void>;
}

/**
 * A new server on a free port and a new database; pass `port` and `dataDir` to restart on the same ones, and
 * `gifApiUrl` to point GIF search at a fake provider (mock-server's startMockServer().url + '/gif').
 */
/** The built dashboard and widget: dist/ by default; E2E_STATIC_DIR points at another build (parallel work trees). */
export const STATIC_DIR = path.resolve(process.env.E2E_STATIC_DIR ?? 'dist');

export async function startServer(
  reuse: { port?: number; dataDir?: string; gifApiUrl?: string; mocksUrl?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<RunningServer> {
  if (!fs.existsSync(path.join(STATIC_DIR, 'index.html'))) throw new Error(`${STATIC_DIR} is missing: run \`npm run build\` first`);
  const port = reuse.port ?? (await freePort());
  const dataDir = reuse.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'parley-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig(
    { PORT: String(port), PUBLIC_URL: url, DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'warn', STATIC_DIR, ...reuse.env },
    {
      authRateLimitPerMinute: 1000,
      scryptN: 2 ** 14, // tests lower the password cost explicitly (production: OWASP's 2^17)
      demoHistory: false, // tests start from the demo project without its seeded history
      ...(reuse.gifApiUrl ? { gifApiUrl: reuse.gifApiUrl } : {}),
      // Integrations against the provider fakes of mock-server (startMockServer().url).
      ...(reuse.mocksUrl ? { integrations: integrationSettings({}, reuse.mocksUrl), outboundAllowHosts: [new URL(reuse.mocksUrl).host] } : {}),
    },
  );
  const app = await buildServer(config, { seed: demoSeed }); // the demo entry's seed: tests start from the demo project
  await app.listen({ port, host: '127.0.0.1' });
  let stopped = false;
  return {
    url,
    app,
    dataDir,
    async stop(opts: { keepData?: boolean } = {}) {
      // A file that restarted its server stopped this one already (keeping its data for the next); the end of the file
      // (support/fixture.ts) must not stop it again.
      if (stopped) return;
      stopped = true;
      // Connections a closed page left behind (keep-alive, a socket mid-handshake) must not hold the close: on loaded
      // CI cores one did, for a minute. Close them once the server stops accepting.
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
      if (!opts.keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
