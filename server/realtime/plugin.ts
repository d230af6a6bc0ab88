/**
 * Fastify plugin serving the Pusher-protocol websocket endpoint at `{wsPath}/app/:key`, the URL pusher-js
 * builds from its `wsPath` option (`/realtime/app/{key}?protocol=7&client=js&version=8.6.0&flash=false`).
 * Decorates the instance with `realtime`, the hub the app publishes through and hears client events from.
 *
 * It registers @fastify/websocket itself, with a preClose that closes every socket with 4200 (pusher-js then
 * reconnects at once to the next node). The app must not register @fastify/websocket anywhere else: its
 * default preClose would close the sockets first, with no code, and clients would not know to come back.
 */
import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import type { FastifyPluginAsync } from 'fastify';
import type { Socket } from 'node:net';
import type { RawData, WebSocket } from 'ws';
import { CODES, MIN_PROTOCOL_VERSION, PROTOCOL_VERSION } from './protocol';
import { RealtimeHub, refuseConnection, type HubCluster, type RealtimeTransport } from './hub';
import { DEFAULT_PACING, type Pacing } from './pacing';
import { FrameQueues } from './frameQueue';
import { textFrame } from './wsFrame';

export { authorizeChannel, channelAuth, ChannelAuthorizationError, type ChannelAuthorization } from './signature';
export type { ClientEvent, ClientEventHandler, ConnectionContext, DisconnectHandler, RealtimeHub } from './hub';

export interface RealtimePluginOptions {
  key: string;
  secret: string;
  /** Path prefix of the endpoint, as given to pusher-js's `wsPath`. Default '/realtime'. */
  wsPath?: string;
  /** Seconds announced to clients as activity_timeout and used for server pings. Default 30. */
  activityTimeout?: number;
  /** Seconds a pinged socket has to answer before it is closed as dead (4201). Default 15. */
  pongTimeout?: number;
  /** Fan-out pacing of the socket writes (config.realtimePacing); null = none. Default DEFAULT_PACING. */
  pacing?: Pacing | null;
  /** Cluster or external mode's relay, shared presence and occupancy (ClusterRuntime.hub); null when embedded. */
  cluster?: HubCluster | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeHub;
  }
}

/** Pusher caps messages at 10 KB of data; 64 KB of frame leaves room for names and encoding. */
const MAX_FRAME_BYTES = 64 * 1024;
/** How often silent connections are pinged and dead ones dropped (see RealtimeHub.sweep): every 5 s, or a third of
 *  the shorter timeout when they are set lower (tests), so a dead socket goes within the timeouts plus a little. */
const sweepIntervalMs = (activity: number, pong: number) => Math.max(100, Math.min(5000, (Math.min(activity, pong) * 1000) / 3));
const DEFAULT_PONG_TIMEOUT = 15;
/** The websocket protocol caps a close reason at 123 bytes; `ws` throws beyond it. */
const MAX_CLOSE_REASON_BYTES = 123;

/** A fan-out hands the same frame string to every subscriber in turn: frame it to bytes once, not per socket
 *  (the delivery benchmark measured per-socket encoding and framing as a large share of fan-out CPU). */
let lastFrame: string | null = null;
let lastWire: Buffer = Buffer.alloc(0);
function wireFrame(frame: string): Buffer {
  if (frame !== lastFrame) {
    lastFrame = frame;
    lastWire = textFrame(frame);
  }
  return lastWire;
}

function wsTransport(queues: FrameQueues, socket: WebSocket, raw: Socket | undefined): RealtimeTransport {
  // Writing frames straight to the TCP socket is only sound while `ws` never holds frames back itself, i.e.
  // without permessage-deflate (not enabled here; checked per connection all the same).
  const direct = raw !== undefined && socket.extensions === '';
  return {
    send(frame) {
      if (socket.readyState !== socket.OPEN) return;
      if (!direct) return socket.send(frame);
      queues.push(raw, wireFrame(frame));
    },
    close(code, reason) {
      if (socket.readyState !== socket.OPEN) return;
      if (direct) queues.flushSocket(raw); // queued frames first, then the close frame `ws` writes
      socket.close(code, Buffer.byteLength(reason) > MAX_CLOSE_REASON_BYTES ? '' : reason);
    },
  };
}

function frameText(raw: RawData): string {
  if (Buffer.isBuffer(raw)) return raw.toString('utf8');
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  return Buffer.from(raw).toString('utf8');
}

/** '/realtime', 'realtime/' and '/realtime/' all mean '/realtime'; '' or '/' mean the root. */
function normalizePath(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}` : '';
}

const realtime: FastifyPluginAsync<RealtimePluginOptions> = async (fastify, opts) => {
  if (fastify.hasDecorator('websocketServer')) {
    throw new Error('realtimePlugin registers @fastify/websocket itself; do not register it elsewhere');
  }
  /** One queue for the server: every socket's frames of one event-loop turn (or paced wait) go out in one write
   *  (frameQueue.ts). Pacing null keeps the plain per-turn schedule (REALTIME_PACING=off, comparisons). */
  const queues = new FrameQueues(undefined, opts.pacing === undefined ? DEFAULT_PACING : opts.pacing);
  const hub = new RealtimeHub({
    key: opts.key,
    secret: opts.secret,
    activityTimeout: opts.activityTimeout,
    pongTimeout: opts.pongTimeout ?? DEFAULT_PONG_TIMEOUT,
    cluster: opts.cluster ?? null,
    onListenerError: (err, event) =>
      fastify.log.error({ err, channel: event.channel, event: event.event }, 'realtime client-event listener failed'),
  });

  await fastify.register(websocket, {
    options: { maxPayload: MAX_FRAME_BYTES },
    // Runs before the HTTP server stops accepting: sockets get 4200 while clients can still be told.
    preClose(done) {
      hub.closeAll(CODES.goingAway, 'Server shutting down');
      queues.flush(); // whatever is still queued goes out now, not after the server stopped
      this.websocketServer.close();
      done();
    },
  });
  fastify.decorate('realtime', hub);

  const sweeper = setInterval(() => hub.sweep(), sweepIntervalMs(hub.activityTimeout, opts.pongTimeout ?? DEFAULT_PONG_TIMEOUT));
  sweeper.unref();
  fastify.addHook('onClose', (_instance, done) => {
    clearInterval(sweeper);
    hub.closeAll(CODES.goingAway, 'Server shutting down');
    done();
  });

  fastify.get<{ Params: { key: string }; Querystring: { protocol?: string } }>(
    `${normalizePath(opts.wsPath ?? '/realtime')}/app/:key`,
    { websocket: true },
    (socket, request) => {
      // request.socket is the TCP socket the websocket was upgraded from (the one `ws` writes to).
      // (absent when fastify.injectWS fakes the upgrade: no batching then).
      const transport = wsTransport(queues, socket, typeof request.socket?.cork === 'function' ? request.socket : undefined);
      if (request.params.key !== hub.key) {
        return refuseConnection(transport, CODES.appKeyUnknown, 'App key not known to this server');
      }
      const protocol = Number(request.query.protocol ?? PROTOCOL_VERSION);
      if (!(protocol >= MIN_PROTOCOL_VERSION)) {
        return refuseConnection(transport, CODES.unsupportedProtocol, 'Unsupported protocol version');
      }
      const socketId = hub.open(transport, {
        remoteAddress: request.ip,
        userAgent: request.headers['user-agent'],
        origin: request.headers.origin,
      });
      socket.on('message', (raw, isBinary) => {
        if (!isBinary) hub.receive(socketId, frameText(raw));
      });
      socket.on('close', () => hub.disconnect(socketId));
    },
  );
};

export const realtimePlugin = fp(realtime, { name: 'parley-realtime', fastify: '5.x' });
