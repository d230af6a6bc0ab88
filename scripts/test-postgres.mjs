// The API suite once more on PostgreSQL, when TEST_DATABASE_URL names a server (.ci/run starts one).
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('API tests on PostgreSQL: not run (set TEST_DATABASE_URL, e.g. with scripts/start-postgres.sh)');
  process.exit(0);
}
// Once per database: the route sweep checks the route layer (validation and error shapes, the same on both) and
// `npm run backup` is SQLite's online backup, so both ran in the SQLite pass; the crash suite's PostgreSQL cases run here.
const ONLY_SQLITE = ['tests/api/sweep/**', 'tests/api/backup.test.ts'];
const args = ['node_modules/vitest/vitest.mjs', 'run', '--project', 'api', ...ONLY_SQLITE.flatMap((g) => ['--exclude', g])];
const r = spawnSync(process.execPath, args, { stdio: 'inherit' });
process.exit(r.status ?? 1);
