// WAL checkpoints leave the event loop: the server's connection never checkpoints (wal_autocheckpoint = 0) and a
// worker thread with its own connection copies the WAL into the database file; if that worker cannot run, the
// server's connection checkpoints again; closing stops the worker first, so the WAL file is removed as usual. The
// WAL's size is the worker's too: the server's connection never truncates it (a truncate in a request's commit
// held the event loop 250 ms); a grown WAL is cut between transactions once the database is quiet, and a
// transaction that read and then writes across that moment is never refused. The worker's thread runs at the lowest
// priority: on a busy core the event loop goes first.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { startWalCheckpointer } from '../../server/db/walCheckpointer';
import { openDatabase } from '../../server/db/database';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-wal-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function walDatabase(dir: string) {
  const file = path.join(dir, 'test.db');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.exec('create table t (id integer primary key, body text)');
  return { file, sqlite };
}

/** ~4,000 pages of rows in small transactions, as requests write them. */
function writeRows(sqlite: SQLite.Database, transactions = 200) {
  const insert = sqlite.prepare('insert into t (body) values (?)');
  const body = 'x'.repeat(2000);
  for (let i = 0; i < transactions; i++) sqlite.transaction(() => { for (let k = 0; k < 40; k++) insert.run(body); })();
}

const size = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0);

/** Each thread's nice value (Linux keeps it per thread): field 19 of /proc/self/task/<tid>/stat. */
const niceByThread = () =>
  new Map(fs.readdirSync('/proc/self/task').map((tid) => {
    const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    return [Number(tid), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])] as const;
  }));

describe('WAL checkpointer', () => {
  it("turns off the server connection's own checkpoints and copies the WAL into the database file from a worker", async () => {
    const { file, sqlite } = walDatabase(tempDir());
    const checkpointer = startWalCheckpointer(sqlite, file, { startAfterMs: 0, intervalMs: 20 });
    expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    writeRows(sqlite);
    // Nothing on this thread checkpointed: the rows are in the WAL, the database file is still almost empty.
    expect(size(`${file}-wal`)).toBeGreaterThan(4 * 1024 * 1024);
    expect(size(file)).toBeLessThan(64 * 1024);
    await expect.poll(() => size(file), { timeout: 10_000 }).toBeGreaterThan(4 * 1024 * 1024);
    expect(sqlite.prepare('select count(*) as n from t').get()).toEqual({ n: 8000 });
    // The worker's thread runs at the lowest priority, the event loop's thread (this one) as it was.
    const nice = niceByThread();
    expect([...nice.values()]).toContain(19);
    expect(nice.get(process.pid)).toBe(0);
    await checkpointer.stop();
    sqlite.close();
    // The worker's connection closed first, so the last connection's close checkpointed and removed the WAL.
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
  });

  it('never truncates the WAL in a commit; a grown WAL is cut once the database is quiet', async () => {
    const { file, sqlite } = walDatabase(tempDir());
    const checkpointer = startWalCheckpointer(sqlite, file, { startAfterMs: 0, intervalMs: 20, walLimitBytes: 1024 * 1024, quietMs: 300 });
    expect(sqlite.pragma('journal_size_limit', { simple: true })).toBe(-1);
    writeRows(sqlite); // a burst: ~16 MB of WAL
    expect(size(`${file}-wal`)).toBeGreaterThan(4 * 1024 * 1024);
    // Writes keep coming for a while: the WAL is checkpointed but not cut while they do.
    let more = 0;
    const writing = setInterval(() => (writeRows(sqlite, 1), (more += 40)), 10);
    await new Promise((r) => setTimeout(r, 600));
    clearInterval(writing);
    expect(size(`${file}-wal`)).toBeGreaterThan(4 * 1024 * 1024);
    // Then quiet: the worker cuts it, and nothing was lost.
    await expect.poll(() => size(`${file}-wal`), { timeout: 10_000 }).toBeLessThanOrEqual(1024 * 1024);
    expect(more).toBeGreaterThan(0);
    expect(sqlite.prepare('select count(*) as n from t').get()).toEqual({ n: 8000 + more });
    await checkpointer.stop();
    sqlite.close();
  });

  it('a transaction that read, waits past the quiet moment and then writes is not refused (the WAL is not cut under it)', async () => {
    const { file, sqlite } = walDatabase(tempDir());
    const checkpointer = startWalCheckpointer(sqlite, file, { startAfterMs: 0, intervalMs: 20, walLimitBytes: 1024 * 1024, quietMs: 100 });
    writeRows(sqlite);
    // The burst copied back (here at once, rather than waiting for the worker): a transaction that reads now reads
    // the database file only, which is when cutting the WAL from another connection is allowed under it.
    sqlite.pragma('wal_checkpoint(PASSIVE)');
    // A request's transaction: reads, awaits something (here well past the quiet moment), then writes.
    sqlite.exec('begin');
    expect(sqlite.prepare('select count(*) as n from t').get()).toEqual({ n: 8000 });
    await new Promise((r) => setTimeout(r, 600));
    expect(size(`${file}-wal`)).toBeGreaterThan(1024 * 1024); // not cut while the transaction is open
    sqlite.prepare('insert into t (body) values (?)').run('late');
    sqlite.exec('commit');
    await expect.poll(() => size(`${file}-wal`), { timeout: 10_000 }).toBeLessThanOrEqual(1024 * 1024);
    expect(sqlite.prepare('select count(*) as n from t').get()).toEqual({ n: 8001 });
    await checkpointer.stop();
    sqlite.close();
  });

  it("never copies the WAL back on the server's connection: before the worker has caught up, a grown WAL stays", async () => {
    const { file, sqlite } = walDatabase(tempDir());
    // The worker has not started yet (as right after a first boot's demo seed): nothing copied back.
    const checkpointer = startWalCheckpointer(sqlite, file, { startAfterMs: 60_000, walLimitBytes: 1024 * 1024, quietMs: 100 });
    writeRows(sqlite);
    await new Promise((r) => setTimeout(r, 600));
    expect(size(`${file}-wal`)).toBeGreaterThan(4 * 1024 * 1024);
    expect(size(file)).toBeLessThan(64 * 1024); // this thread copied nothing (a copy and an fsync of the burst)
    await checkpointer.stop();
    sqlite.close();
  });

  it('gives checkpoints back to the server connection when the worker cannot run', async () => {
    const { file, sqlite } = walDatabase(tempDir());
    const errors: Error[] = [];
    const checkpointer = startWalCheckpointer(sqlite, file, { startAfterMs: 0, driver: '/nonexistent/sqlite-driver.js', onError: (e) => errors.push(e) });
    expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    await expect.poll(() => errors.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
    expect(sqlite.pragma('journal_size_limit', { simple: true })).toBe(16 * 1024 * 1024); // and cuts the WAL again
    await checkpointer.stop();
    sqlite.close();
  });

  it('is what the embedded database uses on disk, and closes cleanly even before the worker started', async () => {
    const dir = tempDir();
    const db = await openDatabase({ dataDir: dir, databaseUrl: null });
    expect(db.sqlite!.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    await db.close();
    expect(fs.existsSync(path.join(dir, 'parley.db-wal'))).toBe(false);
  });
});
