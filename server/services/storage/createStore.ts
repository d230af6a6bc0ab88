// Where uploads live: a local folder by default (DATA_DIR/uploads), an S3-compatible bucket when configured.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LocalStore } from './localStore';
import type { ObjectStore } from './objectStore';
import { S3Store, type S3Settings } from './s3Store';

/** The store for this configuration: the S3-compatible bucket when configured, else a local folder (an in-memory
 *  database keeps its uploads in a temporary folder). */
export function createStore(dataDir: string, s3: S3Settings | null = null, uploadsDir: string | null = null): ObjectStore {
  if (s3) return new S3Store(s3);
  if (uploadsDir) return new LocalStore(uploadsDir);
  const dir = dataDir === ':memory:' ? fs.mkdtempSync(path.join(os.tmpdir(), 'parley-uploads-')) : path.join(dataDir, 'uploads');
  return new LocalStore(dir);
}
