// The API suite once more on PostgreSQL, when TEST_DATABASE_URL names a server (.ci/run starts one).
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('API tests on PostgreSQL: not run (set TEST_DATABASE_URL, e.g. with scripts/start-postgres.sh)');
  process.exit(0);
}
const r = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'api'], { stdio: 'inherit' });
process.exit(r.status ?? 1);
