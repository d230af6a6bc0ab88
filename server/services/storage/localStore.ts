// Uploads in a local folder (DATA_DIR/uploads): written to a .part file and renamed, so a crash never leaves half an object.
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { ObjectStore } from './objectStore';

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
