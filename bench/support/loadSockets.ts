// Child process: N raw `ws` clients speaking the Pusher protocol, each subscribed to one project channel. They are
// load only (the server fans every event out to them); frames are counted, not parsed, and pings answered.
// Started by loadClient.ts with fork(); exits when told to or when its parent goes away.
import WebSocket from 'ws';
import type { FromLoad, LoadCounters, LoadStart, ToLoad } from './loadProtocol';

const sockets: WebSocket[] = [];
const counters: LoadCounters = { open: 0, closed: 0, frames: 0, newMessages: 0 };
let stopping = false;
const NEW_MESSAGE_PREFIX = Buffer.from('{"event":"new-message"');

const send = (msg: FromLoad) => process.send?.(msg);

/** The auth route's answer: the signature and, for Parley's own hub, the signed grant it checks with it. */
async function authorize(cfg: LoadStart, socketId: string, channel: string, token: string): Promise<{ auth: string; channel_data?: string }> {
  const res = await fetch(`${cfg.base}/app/realtime/auth`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ socket_id: socketId, channel_name: channel }).toString(),
  });
  if (!res.ok) throw new Error(`channel auth -> ${res.status}: ${await res.text()}`);
  return (await res.json()) as { auth: string; channel_data?: string };
}

/** Connects, authorises and subscribes one socket; resolves once the subscription succeeded. */
function connect(cfg: LoadStart, { channel, token }: LoadStart['targets'][number]): Promise<void> {
  const url = `${cfg.base.replace(/^http/, 'ws')}/realtime/app/${cfg.appKey}?protocol=7&client=js&version=8.6.0&flash=false`;
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    sockets.push(ws);
    let subscribed = false;
    ws.on('error', (err) => (subscribed ? undefined : reject(err)));
    ws.on('close', () => {
      if (subscribed) counters.open--;
      if (!stopping) counters.closed++;
      if (!subscribed) reject(new Error('socket closed before subscribing'));
    });
    ws.on('message', (raw: Buffer) => {
      if (subscribed) {
        counters.frames++;
        if (raw.length >= NEW_MESSAGE_PREFIX.length && raw.subarray(0, NEW_MESSAGE_PREFIX.length).equals(NEW_MESSAGE_PREFIX)) {
          counters.newMessages++;
        } else if (raw.length < 200 && raw.toString().includes('"pusher:ping"')) {
          ws.send(JSON.stringify({ event: 'pusher:pong', data: {} }));
        }
        return;
      }
      const frame = JSON.parse(raw.toString()) as { event: string; data?: string };
      if (frame.event === 'pusher:connection_established') {
        const { socket_id } = JSON.parse(frame.data ?? '{}') as { socket_id: string };
        authorize(cfg, socket_id, channel, token).then(
          (signed) => ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, ...signed } })),
          reject,
        );
      } else if (frame.event === 'pusher_internal:subscription_succeeded') {
        subscribed = true;
        counters.open++;
        resolve();
      } else if (frame.event === 'pusher:subscription_error' || frame.event === 'pusher:error') {
        reject(new Error(`subscription refused: ${raw.toString()}`));
      }
    });
  });
}

async function start(cfg: LoadStart): Promise<void> {
  const t0 = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < cfg.targets.length) await connect(cfg, cfg.targets[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(cfg.concurrency, cfg.targets.length) }, worker));
  send({ type: 'ready', sockets: counters.open, ms: performance.now() - t0 });
}

function stop(): void {
  stopping = true;
  for (const ws of sockets) ws.terminate();
  process.exit(0);
}

process.on('message', (msg: ToLoad) => {
  if (msg.type === 'start') start(msg).catch((err: unknown) => send({ type: 'error', message: String(err) }));
  else if (msg.type === 'report') send({ type: 'report', counters: { ...counters } });
  else stop();
});
// The parent died or closed the channel: never linger.
process.on('disconnect', stop);
