// What every upload store offers: the local folder and the S3-compatible bucket implement it.
import type { Readable } from 'node:stream';

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
