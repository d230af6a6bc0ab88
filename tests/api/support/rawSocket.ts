// A raw `ws` client of the Pusher-protocol endpoint, for what pusher-js will not do: ignore the server's pings,
// vanish without a close frame, report the close code it was given.
import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';
import { call } from './server';

export interface RawFrame {
  event: string;
  channel?: string;
  data?: unknown;
}

export interface RawSocket {
  ws: WebSocket;
  socketId: string;
  frames: RawFrame[];
  /** Resolves with the close code the server gave (or 1006 when the connection just went). */
  closed: Promise<number>;
  /** Subscribes to a private channel authorised by `authPath` with `token` (the app's own auth routes). */
  subscribe(channel: string, token: string, authPath?: string): Promise<void>;
}

const parse = (raw: WebSocket.RawData): RawFrame => JSON.parse(raw.toString()) as RawFrame;

export async function rawSocket(app: FastifyInstance, port: number): Promise<RawSocket> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/realtime/app/parley-key?protocol=7&client=raw`);
  const frames: RawFrame[] = [];
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const socketId = await new Promise<string>((resolve, reject) => {
    ws.once('error', reject);
    ws.once('message', (raw) => {
      const f = parse(raw);
      const data = JSON.parse(String(f.data)) as { socket_id: string };
      resolve(data.socket_id);
    });
  });
  ws.on('message', (raw) => frames.push(parse(raw)));
  return {
    ws,
    socketId,
    frames,
    closed,
    async subscribe(channel, token, authPath = '/app/realtime/auth') {
      const res = await call(app, 'POST', authPath, { socket_id: socketId, channel_name: channel }, token);
      if (res.statusCode !== 200) throw new Error(`channel auth failed: ${res.statusCode} ${res.body}`);
      const auth = res.json() as { auth: string; channel_data?: string };
      const done = new Promise<void>((resolve, reject) => {
        const onMessage = (raw: WebSocket.RawData) => {
          const f = parse(raw);
          if (f.channel !== channel) return;
          if (f.event === 'pusher_internal:subscription_succeeded') resolve();
          else if (f.event === 'pusher:subscription_error') reject(new Error(`subscription refused: ${JSON.stringify(f.data)}`));
          else return;
          ws.off('message', onMessage);
        };
        ws.on('message', onMessage);
      });
      ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, ...auth } }));
      await done;
    },
  };
}
