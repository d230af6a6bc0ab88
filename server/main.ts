// Entry point: read configuration once, start the server, stop gracefully on SIGINT/SIGTERM (sockets are closed
// with 4200 by the realtime plugin so pusher-js clients reconnect at once).
import { loadConfig } from './config';
import { buildServer } from './server';
import { startMockServer, type MockServer } from '../mock-server/index';
import { integrationSettings } from './integrations/settings';
import { enrichmentSettings } from './services/highlights/settings';
import { keepDemoCalendarConnected } from './demo/calendarGrant';

const config = loadConfig();
// Demo mode: with no real GIF provider configured, the bundled fake third-party services run alongside.
let mocks: MockServer | null = null;
if (!config.gifApiUrl && process.env.DEMO_MOCKS !== 'false') {
  mocks = await startMockServer({ port: Number(process.env.MOCK_PORT ?? 0) });
  config.gifApiUrl = `${mocks.url}/gif`;
  // Every provider without its own *_API_URL / *_CLIENT_ID talks to the bundled fakes (their demo OAuth apps).
  config.integrations = integrationSettings(process.env, mocks.url);
  config.enrichment = enrichmentSettings(process.env, mocks.url);
  config.slackSigningSecret ||= 'parley-demo-signing-secret';
}
const server = await buildServer(config);
// Cluster nodes each run their own fakes, so one node's grant means nothing to another's: the demo calendar is dropped.
await keepDemoCalendarConnected(server, server.cluster.settings.mode === 'embedded' ? mocks : null).catch((err: Error) => server.log.warn({ err: err.message }, 'the demo calendar could not be connected'));
await server.listen({ port: config.port, host: config.host });
server.log.info(`Parley is running on ${config.publicUrl} (database: ${config.databaseUrl ? 'PostgreSQL' : config.dataDir})`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.log.info(`${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    Promise.all([server.close(), mocks?.close()]).then(
      () => process.exit(0),
      (err: unknown) => {
        server.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
