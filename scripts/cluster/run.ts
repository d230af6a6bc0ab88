// `npm run start:cluster`: PostgreSQL, Redis, two Parley nodes and HAProxy on this machine, until Ctrl-C.
// CLUSTER_PORT (default 3000) is the balancer's port; DATABASE_URL, when set, names the PostgreSQL server to use.
import { startCluster } from './cluster';

const cluster = await startCluster({
  port: Number(process.env.CLUSTER_PORT ?? 3000),
  postgresUrl: process.env.CLUSTER_POSTGRES_URL || undefined,
  env: { SEED_DEMO: 'true', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
  say: (line) => console.log(line),
});
console.log(`\nParley cluster on ${cluster.url} (nodes ${cluster.nodes.map((n) => `${n.name} ${n.url}`).join(', ')}); logs in ${cluster.dir}`);
console.log('Ctrl-C stops everything.');
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void cluster.stop().then(() => process.exit(0));
  });
}
