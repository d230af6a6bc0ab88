// Issue 29, API keys as the cluster runs them: two nodes on PostgreSQL with Redis (scripts/cluster/cluster.ts, the
// production entry), no balancer so each call picks its node. A key made on node A works on node B; its rate limit
// is one counter in Redis across both nodes; revoked through node A, it is refused by node B on the very next call.
// Revocation needs no message on the Redis bus: no node caches a key (services/apiKeys: each call reads the key's row
// by hash), so the database row is the one truth every node reads.
import { startCluster, type RunningCluster } from '../../scripts/cluster/cluster';
import { openDatabase } from '../../server/db/database';
import { createRepositories } from '../../server/db/repositories/index';
import { buildProject, buildUser } from '../../server/db/builders';
import { API_KEY_MSG } from '../../src/domain/apiKeys/schemas';
import { http } from './support';

const LIMIT = 6;
let cluster: RunningCluster;
let A: string;
let B: string;
let admin: string;

beforeAll(async () => {
  cluster = await startCluster({
    balancer: false,
    postgresUrl: process.env.TEST_DATABASE_URL || undefined,
    env: { SEED_DEMO: 'false', STATIC_DIR: '', DEMO_MOCKS: 'false', API_KEY_RATE_LIMIT: String(LIMIT), LOG_LEVEL: 'error' },
  });
  [A, B] = cluster.nodes.map((n) => n.url) as [string, string];
  const db = await openDatabase({ dataDir: ':memory:', databaseUrl: cluster.databaseUrl });
  const repos = createRepositories(db);
  const p = await buildProject(repos, { plan: 'enterprise' });
  const user = await buildUser(repos, { projectId: p.project.id, roleId: p.admin.id });
  await db.close();
  const login = await http('POST', `${A}/app/login`, { email: user.email, password: user.password });
  expect(login.status).toBe(200);
  admin = login.json.token;
});

afterAll(async () => {
  await cluster?.stop();
});

const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

it('runs on Redis: one rate-limit counter per key across both nodes', async () => {
  expect(cluster.redisUrl).toMatch(/^redis:/);
  const made = await http('POST', `${A}/app/api-keys`, { name: 'Counted', scopes: ['tags:read'] }, admin);
  expect(made.status).toBe(201);
  const secret = made.json.data.secret as string;
  const codes: number[] = [];
  for (let i = 0; i < LIMIT + 2; i++) codes.push((await http('GET', `${i % 2 ? B : A}/api/v1/tags`, undefined, undefined, bearer(secret))).status);
  expect(codes.filter((c) => c === 200)).toHaveLength(LIMIT);
  expect(codes.slice(LIMIT)).toEqual([429, 429]);
});

it('a key revoked through node A is refused by node B on the very next call', async () => {
  const made = await http('POST', `${A}/app/api-keys`, { name: 'Revoked', scopes: ['tags:read'] }, admin);
  const { id, secret } = made.json.data as { id: number; secret: string };
  expect((await http('GET', `${B}/api/v1/tags`, undefined, undefined, bearer(secret))).status).toBe(200);
  expect((await http('DELETE', `${A}/app/api-keys/${id}`, undefined, admin)).status).toBe(200);
  const [onB, onA] = await Promise.all([http('GET', `${B}/api/v1/tags`, undefined, undefined, bearer(secret)), http('GET', `${A}/api/v1/tags`, undefined, undefined, bearer(secret))]);
  expect(onB).toEqual({ status: 401, json: { errMessage: { errorMsg: API_KEY_MSG.invalidKey } } });
  expect(onA.status).toBe(401);
});
