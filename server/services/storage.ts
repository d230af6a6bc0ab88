// Where uploads live: a local folder by default (DATA_DIR/uploads), an S3-compatible bucket when configured.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { S3Store, type S3Settings } from './storage-s3';

/** How the stored bytes are to be served by a store that serves them itself (a public bucket). */
export interface ObjectMeta {
  type: string;
  /** A Content-Disposition value; ours sets its own when it serves the bytes. */
  disposition?: string;
}

export interface ObjectStore {
  /** Streams the body in; resolves when it is durably stored. */
  put(key: string, body: Readable, meta: ObjectMeta): Promise<void>;
  get(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
  /** Where the store serves the object itself; absent or null: our /uploads route serves it. */
  publicUrl?(key: string): string | null;
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

  /**
   * After a crash: removes partial writes and objects no row refers to (an upload is stored before its row commits),
   * both older than `beforeMs` so nothing this process is writing is touched. Answers how many files went.
   */
  async sweep(beforeMs: number, referenced: (key: string) => Promise<boolean>): Promise<number> {
    let removed = 0;
    for (const name of await fs.promises.readdir(this.dir)) {
      const file = path.join(this.dir, name);
      const stat = await fs.promises.stat(file).catch(() => null);
      if (!stat?.isFile() || stat.mtimeMs >= beforeMs) continue;
      const orphan = name.endsWith('.part') ? SAFE_KEY.test(name.slice(0, -5)) : SAFE_KEY.test(name) && !(await referenced(name));
      if (!orphan) continue;
      await fs.promises.rm(file, { force: true });
      removed++;
    }
    return removed;
  }
}

/** The store for this configuration: the S3-compatible bucket when configured, else a local folder (an in-memory
 *  database keeps its uploads in a temporary folder). */
export function createStore(dataDir: string, s3: S3Settings | null = null, uploadsDir: string | null = null): ObjectStore {
  if (s3) return new S3Store(s3);
  if (uploadsDir) return new LocalStore(uploadsDir);
  const dir = dataDir === ':memory:' ? fs.mkdtempSync(path.join(os.tmpdir(), 'parley-uploads-')) : path.join(dataDir, 'uploads');
  return new LocalStore(dir);
}

/**
 * The first `bytes` of a stream, and a stream of the whole body (head included) to store: an upload can be typed
 * from its own bytes before the store is told how to serve it.
 */
export async function readHead(body: Readable, bytes: number): Promise<{ head: Uint8Array; body: Readable }> {
  const source = body[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const taken: Buffer[] = [];
  let size = 0;
  let done = false;
  while (size < bytes) {
    const next = await source.next();
    if (next.done) {
      done = true;
      break;
    }
    taken.push(next.value);
    size += next.value.length;
  }
  const head = new Uint8Array(Buffer.concat(taken).subarray(0, bytes));
  async function* whole() {
    yield* taken;
    if (done) return;
    for (let next = await source.next(); !next.done; next = await source.next()) yield next.value;
  }
  return { head, body: Readable.from(whole(), { objectMode: false }) };
}
