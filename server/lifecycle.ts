// Listening and stopping, shared by the production entry (server/main.ts) and the demo entry (demo/main.ts): stop
// gracefully on SIGINT/SIGTERM (sockets are closed with 4200 by the realtime plugin so pusher-js clients reconnect at
// once), and give up after 10 s rather than hang a deploy.
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';

export async function listenUntilStopped(server: FastifyInstance, config: ServerConfig, alsoClose: Array<() => Promise<unknown>> = []): Promise<void> {
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
      Promise.all([server.close(), ...alsoClose.map((close) => close())]).then(
        () => process.exit(0),
        (err: unknown) => {
          server.log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}
