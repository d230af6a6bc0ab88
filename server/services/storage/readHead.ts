import { Readable } from 'node:stream';

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
