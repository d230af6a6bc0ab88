// Production entry (npm run serve, compiled to dist-server/main.js): read configuration once, start the server, stop
// gracefully. Third-party providers are known only by their configured URLs; the bundled fakes and the demo's
// connected calendar and CRM belong to the demo entry (demo/main.ts, npm start), never to this one.
import { loadConfig } from './config';
import { buildServer } from './server';
import { listenUntilStopped } from './lifecycle';

const config = loadConfig();
const server = await buildServer(config);
await listenUntilStopped(server, config);
