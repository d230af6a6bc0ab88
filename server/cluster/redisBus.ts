// Cluster fan-out: every event is published once to one Redis channel; every node delivers it to its own sockets.
// The publishing node delivers to its own sockets at once (no round trip through Redis) and skips its own echo.
// Messages are "node\nexcept\nchannel\nframe": a frame is JSON, whose text never holds a raw newline.
import { Redis } from 'ioredis';
import type { RealtimeHub } from '../realtime/hub';
import type { RealtimeRelay } from '../realtime/relay';
import { isRevokeSelector, type RevokeSelector } from '../realtime/grant';

export const BUS_CHANNEL = 'parley:realtime';
/** In the channel slot of a bus message: a revocation, never a channel name ('#' is outside Pusher's alphabet). */
const REVOKE = '#revoke';

export interface BusLog {
  error(obj: object, msg: string): void;
}

export class RedisBus implements RealtimeRelay {
  readonly deliversLocally = true;
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly prefix: string;
  /** Frames published by this node (diagnostics, bench). */
  published = 0;
  received = 0;

  constructor(
    redisUrl: string,
    readonly nodeId: string,
    private readonly log: BusLog,
  ) {
    // Commands queue while Redis is away and go out on reconnect; a publish is never awaited by a request.
    this.pub = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
    this.sub = new Redis(redisUrl, { lazyConnect: true });
    this.prefix = `${nodeId}\n`;
    for (const r of [this.pub, this.sub]) r.on('error', (err: Error) => this.log.error({ err: err.message }, 'redis bus connection error'));
  }

  /** Connects and starts handing other nodes' frames to the hub. */
  async start(hub: RealtimeHub): Promise<void> {
    await Promise.all([this.pub.connect(), this.sub.connect()]);
    this.sub.on('message', (_channel: string, message: string) => {
      if (message.startsWith(this.prefix)) return;
      const a = message.indexOf('\n');
      const b = message.indexOf('\n', a + 1);
      const c = message.indexOf('\n', b + 1);
      if (a < 0 || b < 0 || c < 0) return;
      this.received += 1;
      const except = message.slice(a + 1, b);
      const channel = message.slice(b + 1, c);
      if (channel === REVOKE) return this.revoked(hub, message.slice(c + 1));
      hub.deliver(channel, message.slice(c + 1), except || undefined);
    });
    await this.sub.subscribe(BUS_CHANNEL);
  }

  server(channel: string, _event: string, _json: string, frame: string, exceptSocketId?: string): void {
    this.frame(channel, frame, exceptSocketId);
  }

  frame(channel: string, frame: string, exceptSocketId?: string): void {
    this.published += 1;
    this.pub.publish(BUS_CHANNEL, `${this.prefix}${exceptSocketId ?? ''}\n${channel}\n${frame}`).catch((err: unknown) =>
      this.log.error({ err: String(err), channel }, 'redis bus publish failed'),
    );
  }

  /** Another node's sockets of this session or user are closed by that node (RealtimeHub.revokeLocal). */
  revoke(selector: RevokeSelector, reason: string): void {
    this.frame(REVOKE, JSON.stringify({ selector, reason }));
  }

  private revoked(hub: RealtimeHub, json: string): void {
    try {
      const { selector, reason } = JSON.parse(json) as { selector: unknown; reason: unknown };
      if (isRevokeSelector(selector)) hub.revokeLocal(selector, typeof reason === 'string' ? reason : undefined);
    } catch (err) {
      this.log.error({ err: String(err) }, 'redis bus revocation unreadable');
    }
  }

  async ping(): Promise<boolean> {
    return (await this.pub.ping()) === 'PONG';
  }

  async stop(): Promise<void> {
    this.sub.disconnect();
    await this.pub.quit().catch(() => this.pub.disconnect());
  }
}
