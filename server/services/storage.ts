// Where uploads live: a local folder by default (DATA_DIR/uploads), an S3-compatible bucket when configured.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';

export interface ObjectStore {
  /** Streams the body in; resolves when it is durably stored. */
  put(key: string, body: Readable, type: string): Promise<void>;
  get(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9_-]{16,64}$/;

export class LocalStore implements ObjectStore {
  constructor(private readonly dir: string) {
    fs.mkdirSync(dir, { recursive: true });
  }

  private file(key: string): string {
    if (!SAFE_KEY.test(key)) throw new Error('invalid storage key');
    return path.join(this.dir, key);
  }

  async put(key: string, body: Readable): Promise<void> {
    const target = this.file(key);
    const partial = `${target}.part`;
    try {
      await pipeline(body, fs.createWriteStream(partial, { flags: 'wx' }));
      await fs.promises.rename(partial, target);
    } catch (err) {
      await fs.promises.rm(partial, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<Readable | null> {
    const file = this.file(key);
    return fs.existsSync(file) ? fs.createReadStream(file) : null;
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.file(key), { force: true });
  }
}

/** The store for this configuration (an in-memory database keeps its uploads in a temporary folder). */
export function createStore(dataDir: string): ObjectStore {
  const dir = dataDir === ':memory:' ? fs.mkdtempSync(path.join(os.tmpdir(), 'parley-uploads-')) : path.join(dataDir, 'uploads');
  return new LocalStore(dir);
}
