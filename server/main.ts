// Entry point: read configuration once, start the server, stop gracefully on SIGINT/SIGTERM (sockets are closed
// with 4200 by the realtime plugin so pusher-js clients reconnect at once).
import { loadConfig } from './config';
import { buildServer } from './server';
import { remoteMockServer, startMockServer, type MockServer } from '../mock-server/index';
import { integrationSettings } from './integrations/settings';
import { enrichmentSettings } from './services/highlights/settings';
import { keepDemoCalendarConnected } from './demo/calendarGrant';
import { keepDemoCrmConnected } from './demo/crmGrant';
import { installSlackSigningSecret } from './integrations/slack/signingSecret';

const config = loadConfig();
// Demo mode: with no real GIF provider configured, the bundled fake third-party services run alongside.
let mocks: MockServer | null = null;
if (!config.gifApiUrl && process.env.DEMO_MOCKS !== 'false') {
  // MOCKS_URL: fakes already running elsewhere (npm run start:cluster starts one set that every node shares).
  mocks = process.env.MOCKS_URL ? remoteMockServer(process.env.MOCKS_URL) : await startMockServer({ port: Number(process.env.MOCK_PORT ?? 0) });
  config.gifApiUrl = `${mocks.url}/gif`;
  // Every provider without its own *_API_URL / *_CLIENT_ID talks to the bundled fakes (their demo OAuth apps).
  config.integrations = integrationSettings(process.env, mocks.url);
  config.enrichment = enrichmentSettings(process.env, mocks.url);
  // Slack events are verified with this install's own secret (DATA_DIR/slack-signing.secret), never a constant.
  config.slackSigningSecret ||= installSlackSigningSecret(config.dataDir);
  // The fakes are reachable through the one explicit allow-list, like any other host beyond the public internet.
  config.outboundAllowHosts = [...config.outboundAllowHosts, new URL(mocks.url).host];
}
const server = await buildServer(config);
// Cluster nodes that each run their own fakes cannot share a grant (one node's fake does not know another's tokens):
// there the demo calendar is dropped. Shared fakes (MOCKS_URL) or a single node keep it.
const sharedFakes = Boolean(process.env.MOCKS_URL) || server.cluster.settings.mode === 'embedded';
await keepDemoCalendarConnected(server, sharedFakes ? mocks : null).catch((err: Error) => server.log.warn({ err: err.message }, 'the demo calendar could not be connected'));
await keepDemoCrmConnected(server, sharedFakes ? mocks : null).catch((err: Error) => server.log.warn({ err: err.message }, 'the demo CRM could not be connected'));
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
