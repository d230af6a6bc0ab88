// Demo and development entry (npm start, npm run dev, npm run start:cluster's nodes): the production server with the
// bundled fakes of the third-party providers (mock-server/) beside it, configuration pointed at them, and the demo
// admin's calendar and CRM kept connected. With a real GIF provider configured, or DEMO_MOCKS=false, no fake starts.
import { loadConfig } from '../server/config';
import { buildServer } from '../server/server';
import { listenUntilStopped } from '../server/lifecycle';
import { integrationSettings } from '../server/integrations/settings';
import { enrichmentSettings } from '../server/services/highlights/settings';
import { installSlackSigningSecret } from '../server/integrations/slack/signingSecret';
import { remoteMockServer, startMockServer, type MockServer } from '../mock-server/index';
import { keepDemoCalendarConnected } from './calendarGrant';
import { keepDemoCrmConnected } from './crmGrant';
import { demoSeed } from './seed/index';
import { preferredPort } from './freePort';

const config = loadConfig();
// The dev mailbox's Reply answers follow-up emails through Parley's own SMTP receiver: on (127.0.0.1:2525, or a free
// port when that one is taken) for the local demo unless SMTP_INBOUND_PORT says otherwise.
if (config.devMailbox && !process.env.SMTP_INBOUND_PORT) {
  const port = await preferredPort(2525, '127.0.0.1');
  config.email = { ...config.email, smtpInbound: { ...config.email.smtpInbound, port, host: '127.0.0.1' } };
}
let mocks: MockServer | null = null;
if (!config.gifApiUrl && process.env.DEMO_MOCKS !== 'false') {
  // MOCKS_URL: fakes already running elsewhere (npm run start:cluster starts one set that every node shares).
  mocks = process.env.MOCKS_URL ? remoteMockServer(process.env.MOCKS_URL) : await startMockServer({ port: Number(process.env.MOCK_PORT ?? 0) });
  config.gifApiUrl = `${mocks.url}/gif`;
  // Every provider without its own *_API_URL / *_CLIENT_ID talks to the bundled fakes (their demo OAuth apps).
  config.integrations = integrationSettings(process.env, mocks.url);
  config.enrichment = enrichmentSettings(process.env, mocks.url);
  // Slack events are verified with this install's own secret (DATA_DIR/slack-signing.secret), never a constant.
  config.integrations.slack.signingSecret ||= installSlackSigningSecret(config.dataDir);
  // The fakes are reachable through the one explicit allow-list, like any other host beyond the public internet.
  config.outboundAllowHosts = [...config.outboundAllowHosts, new URL(mocks.url).host];
}
// The demo project, its users and weeks of history (SEED_DEMO, DEMO_HISTORY): the production entry seeds nothing.
const server = await buildServer(config, { seed: demoSeed });
// Cluster nodes that each run their own fakes cannot share a grant (one node's fake does not know another's tokens):
// there the demo calendar is dropped. Shared fakes (MOCKS_URL) or a single node keep it.
const sharedFakes = Boolean(process.env.MOCKS_URL) || server.cluster.settings.mode === 'embedded';
await keepDemoCalendarConnected(server, sharedFakes ? mocks : null).catch((err: Error) => server.log.warn({ err: err.message }, 'the demo calendar could not be connected'));
await keepDemoCrmConnected(server, sharedFakes ? mocks : null).catch((err: Error) => server.log.warn({ err: err.message }, 'the demo CRM could not be connected'));
await listenUntilStopped(server, config, mocks ? [() => mocks!.close()] : []);
