// HTTP and pusher-js helpers for the cluster test: everything over real sockets (the nodes are other processes).
import type { Channel } from 'pusher-js';
import { nextEvent as apiNextEvent } from '../api/support/pusher';
import WebSocket from 'ws';

export interface Http {
  (method: string, url: string, body?: unknown, token?: string, headers?: Record<string, string>): Promise<{ status: number; json: any }>;
}

export const http: Http = async (method, url, body, token, headers = {}) => {
  const res = await fetch(url, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: res.status, json };
};

export { pusherAt, subscribed, tick } from '../api/support/pusher';

/** The API tests' nextEvent with more time: events cross processes and Redis here. */
export function nextEvent<T = any>(ch: Channel, event: string, match: (d: T) => boolean = () => true, ms = 5000): Promise<T> {
  return apiNextEvent<T>(ch, event, match, ms);
}

/** A raw websocket to one node (no reconnection, no pongs): what a killed node or a revoked session leaves. */
export async function rawSocketAt(base: string): Promise<{ ws: WebSocket; socketId: string; closed: Promise<number>; subscribe(channel: string, token: string, authPath: string): Promise<void> }> {
  const url = new URL(base);
  const ws = new WebSocket(`ws://${url.host}/realtime/app/parley-key?protocol=7&client=raw`);
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const socketId = await new Promise<string>((resolve, reject) => {
    ws.once('error', reject);
    ws.once('message', (raw) => resolve((JSON.parse(String(JSON.parse(raw.toString()).data)) as { socket_id: string }).socket_id));
  });
  return {
    ws,
    socketId,
    closed,
    async subscribe(channel, token, authPath) {
      const auth = await http('POST', `${base}${authPath}`, { socket_id: socketId, channel_name: channel }, token);
      if (auth.status !== 200) throw new Error(`channel auth failed: ${auth.status}`);
      const done = new Promise<void>((resolve, reject) => {
        const onMessage = (raw: WebSocket.RawData) => {
          const f = JSON.parse(raw.toString()) as { event: string; channel?: string };
          if (f.channel !== channel) return;
          ws.off('message', onMessage);
          if (f.event === 'pusher_internal:subscription_succeeded') resolve();
          else reject(new Error(`subscription refused: ${raw.toString()}`));
        };
        ws.on('message', onMessage);
      });
      ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, ...auth.json } }));
      await done;
    },
  };
}
