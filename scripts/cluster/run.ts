// `npm run start:cluster`: PostgreSQL, Redis, two Parley nodes and HAProxy on this machine, until Ctrl-C.
// CLUSTER_PORT (default 3000) is the balancer's port; DATABASE_URL, when set, names the PostgreSQL server to use.
import { startMockServer } from '../../mock-server/index';
import { startCluster } from './cluster';

// One set of third-party fakes for both nodes, as a real provider is one service: a connect started on node a may
// come back on node b, and a token issued to one node works on the other (DEMO_MOCKS=false: none).
const mocks = process.env.DEMO_MOCKS === 'false' ? null : await startMockServer({ port: Number(process.env.MOCK_PORT ?? 0) });
const cluster = await startCluster({
  port: Number(process.env.CLUSTER_PORT ?? 3000),
  postgresUrl: process.env.CLUSTER_POSTGRES_URL || undefined,
  entry: 'demo/main.ts',
  env: { SEED_DEMO: 'true', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', ...(mocks ? { MOCKS_URL: mocks.url } : {}) },
  say: (line) => console.log(line),
});
if (mocks) console.log(`third-party fakes: ${mocks.url}`);
console.log(`\nParley cluster on ${cluster.url} (nodes ${cluster.nodes.map((n) => `${n.name} ${n.url}`).join(', ')}); logs in ${cluster.dir}`);
console.log('Ctrl-C stops everything.');
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void cluster
      .stop()
      .then(() => mocks?.close())
      .then(() => process.exit(0));
  });
}
