// `npm run backup [target folder]`: a consistent copy of a running Parley's embedded database, taken with SQLite's
// online backup API (readers and the writer carry on), together with what the data needs to be usable: the key the
// integrations' tokens are encrypted with (integrations.key), the realtime secret and the uploaded files.
// Default target: DATA_DIR/backups/parley-<UTC time>/. Restore: copy that folder's contents into an empty DATA_DIR.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

const KEY_FILES = ['integrations.key', 'realtime.secret'];

export interface BackupResult {
  folder: string;
  files: string[];
  integrity: string;
}

export async function backup(dataDir: string, target?: string): Promise<BackupResult> {
  const source = path.join(dataDir, 'parley.db');
  if (!fs.existsSync(source)) throw new Error(`no database at ${source}`);
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  const folder = path.resolve(target ?? path.join(dataDir, 'backups', `parley-${stamp}`));
  fs.mkdirSync(folder, { recursive: true });
  if (fs.existsSync(path.join(folder, 'parley.db'))) throw new Error(`${folder} already holds a backup`);

  const db = new SQLite(source, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  try {
    // Pages are copied in steps; a write by the server in between restarts the copy from the changed pages.
    await db.backup(path.join(folder, 'parley.db'));
  } finally {
    db.close();
  }
  const copy = new SQLite(path.join(folder, 'parley.db'), { readonly: true });
  const integrity = String(copy.pragma('integrity_check', { simple: true }));
  copy.close();

  const files = ['parley.db'];
  for (const name of KEY_FILES) {
    const file = path.join(dataDir, name);
    if (!fs.existsSync(file)) continue;
    fs.copyFileSync(file, path.join(folder, name));
    fs.chmodSync(path.join(folder, name), 0o600);
    files.push(name);
  }
  const uploads = path.join(dataDir, 'uploads');
  if (fs.existsSync(uploads)) {
    fs.cpSync(uploads, path.join(folder, 'uploads'), { recursive: true });
    files.push('uploads/');
  }
  return { folder, files, integrity };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  if (process.env.DATABASE_URL) {
    console.error('DATABASE_URL is set: back PostgreSQL up with pg_dump (README, "Reliability"). Copy DATA_DIR/integrations.key too, unless INTEGRATIONS_KEY is set.');
    process.exit(2);
  }
  const dataDir = path.resolve(process.env.DATA_DIR || 'data');
  backup(dataDir, process.argv[2]).then(
    (r) => {
      console.log(`Backup written to ${r.folder} (${r.files.join(', ')}); integrity_check: ${r.integrity}`);
      if (r.integrity !== 'ok') process.exit(1);
    },
    (err: Error) => {
      console.error(`Backup failed: ${err.message}`);
      process.exit(1);
    },
  );
}
