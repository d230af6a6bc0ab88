// The fan-out frames each event once and writes the bytes to every socket (server/realtime/wsFrame.ts), several
// frames per write when a turn publishes several events (frameQueue.ts): check both against `ws`'s own parser.
import { describe, expect, it } from 'vitest';
import * as ws from 'ws';
import { textFrame } from '../../server/realtime/wsFrame';

/** `ws`'s frame parser: exported by the package at run time, though its type declarations leave it out. */
interface FrameParser {
  on(event: 'message', fn: (data: Buffer, isBinary: boolean) => void): void;
  on(event: 'error', fn: (error: Error) => void): void;
  write(chunk: Buffer, cb: () => void): void;
}
const Receiver = (ws as unknown as { Receiver: new (options: { isServer: boolean }) => FrameParser }).Receiver;

/** Feeds bytes to a client-side `ws` parser and returns the text messages it decoded. */
function decode(bytes: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const out: string[] = [];
    const receiver = new Receiver({ isServer: false });
    receiver.on('message', (data: Buffer, isBinary: boolean) => {
      expect(isBinary).toBe(false);
      out.push(data.toString('utf8'));
    });
    receiver.on('error', reject);
    receiver.write(bytes, () => resolve(out));
  });
}

describe('textFrame', () => {
  it('encodes the three payload-length forms, multi-byte text included, as ws decodes them', async () => {
    const texts = ['{"event":"x"}', 'é'.repeat(100), 'a'.repeat(125), 'b'.repeat(126), 'ü'.repeat(40_000), 'c'.repeat(70_000)];
    for (const text of texts) expect(await decode(textFrame(text))).toEqual([text]);
  });

  it('frames written back to back decode as separate messages, in order', async () => {
    const texts = ['one', 'two'.repeat(60), 'three'.repeat(20_000)];
    expect(await decode(Buffer.concat(texts.map(textFrame)))).toEqual(texts);
  });
});
