/**
 * The realtime hub: connections, channel subscriptions, fan-out and client events of the Pusher protocol.
 * It knows no Fastify and no sockets: a transport is anything that can send a text frame and close, so the
 * whole protocol is testable with plain objects. The Fastify plugin only wires websockets to it.
 */
import {
  CLIENT_EVENT_PREFIX,
  CODES,
  EVENTS,
  MAX_EVENT_NAME_LENGTH,
  channelKind,
  decodeFrame,
  encodeFrame,
  encodeJsonFrame,
  errorFrame,
  isRecord,
  isValidChannelName,
  type IncomingFrame,
} from './protocol';
import { newSocketId } from './signature';
import { RateWindow } from './rateWindow';
import { grantMatches, type RevokeSelector } from './grant';
import { PresenceRoster, type PresenceMember } from './presence';
import { refuseConnection, type Connection, type OccupancyHandler, type PresenceChange } from './connection';
import { RevokedSessions } from './revokedSessions';
import { checkSubscription } from './subscriptionCheck';
import { clientEventRefusal } from './clientEventCheck';
import { sweepConnections } from './liveness';
import { listen, notifyEach } from './listeners';
import type { RealtimeRelay, SharedOccupancy, SharedPresence } from './relay';
import type { ClientEvent, ClientEventHandler, ConnectionContext, DisconnectHandler, HubCluster, RealtimeHubOptions, RealtimeTransport } from './types';

export type { ClientEvent, ClientEventHandler, ConnectionContext, DisconnectHandler, HubCluster, RealtimeHubOptions, RealtimeTransport };
export type { RealtimeRelay, SharedOccupancy, SharedPresence };
export { refuseConnection, type OccupancyHandler, type PresenceChange };

export class RealtimeHub {
  readonly key: string;
  readonly activityTimeout: number;
  private readonly secret: string;
  private readonly pongTimeoutMs: number;
  private readonly clientEventsPerSecond: number;
  private readonly now: () => number;
  private readonly socketIdFactory: () => string;
  private readonly onListenerError: (error: unknown, event: ClientEvent) => void;
  private readonly connections = new Map<string, Connection>();
  private readonly subscribers = new Map<string, Set<string>>();
  private readonly presence = new PresenceRoster();
  private readonly clientEventHandlers = new Set<ClientEventHandler>();
  private readonly disconnectHandlers = new Set<DisconnectHandler>();
  private readonly presenceHandlers = new Set<(change: PresenceChange) => void>();
  private readonly occupancyHandlers = new Set<OccupancyHandler>();
  private readonly revokedSessions = new RevokedSessions();
  /** Cluster / external modes (server/cluster): where events also go, and the members of presence channels. */
  private readonly relay: RealtimeRelay | null;
  private readonly sharedPresence: SharedPresence | null;
  private readonly occupancy: SharedOccupancy | null;

  constructor(options: RealtimeHubOptions) {
    this.key = options.key;
    this.secret = options.secret;
    this.activityTimeout = options.activityTimeout ?? 30;
    this.pongTimeoutMs = (options.pongTimeout ?? 30) * 1000;
    this.clientEventsPerSecond = options.clientEventsPerSecond ?? 10;
    this.now = options.now ?? Date.now;
    this.socketIdFactory = options.socketIdFactory ?? newSocketId;
    this.onListenerError = options.onListenerError ?? (() => undefined);
    // Server events, client events and presence changes also go to the relay (which hands other nodes' frames back
    // through deliver()); presence members live in the shared roster.
    this.relay = options.cluster?.relay ?? null;
    this.sharedPresence = options.cluster?.presence ?? null;
    this.occupancy = options.cluster?.occupancy ?? null;
  }

  get connectionCount(): number {
    return this.connections.size;
  }

  subscriberCount(channel: string): number {
    return this.subscribers.get(channel)?.size ?? 0;
  }

  isSubscribed(socketId: string, channel: string): boolean {
    return this.connections.get(socketId)?.channels.has(channel) ?? false;
  }

  /** Registers a connection and greets it with pusher:connection_established; returns its socket id. */
  open(transport: RealtimeTransport, context: ConnectionContext = {}): string {
    let socketId = this.socketIdFactory();
    while (this.connections.has(socketId)) socketId = this.socketIdFactory();
    this.connections.set(socketId, {
      socketId,
      transport,
      context,
      channels: new Set(),
      grants: new Map(),
      rate: new RateWindow(this.clientEventsPerSecond, 1000),
      lastSeen: this.now(),
      pingSentAt: null,
    });
    transport.send(
      encodeFrame(EVENTS.connectionEstablished, { socket_id: socketId, activity_timeout: this.activityTimeout }),
    );
    return socketId;
  }

  /** Handles one text frame from a connection. */
  receive(socketId: string, raw: string): void {
    const conn = this.connections.get(socketId);
    if (!conn) return;
    conn.lastSeen = this.now();
    conn.pingSentAt = null;
    const frame = decodeFrame(raw);
    if (!frame) return conn.transport.send(errorFrame(null, 'Invalid message: expected a JSON object with an event'));
    switch (frame.event) {
      case EVENTS.ping:
        return conn.transport.send(encodeFrame(EVENTS.pong, {}));
      case EVENTS.pong:
        return;
      case EVENTS.subscribe:
        return this.subscribe(conn, frame.data);
      case EVENTS.unsubscribe:
        if (isRecord(frame.data) && typeof frame.data.channel === 'string') this.leave(conn, frame.data.channel);
        return;
      default:
        if (frame.event.startsWith(CLIENT_EVENT_PREFIX)) return this.clientEvent(conn, frame);
        return conn.transport.send(errorFrame(null, `Unsupported event: ${frame.event.slice(0, MAX_EVENT_NAME_LENGTH)}`));
    }
  }

  /** Forgets a connection whose transport closed (idempotent). */
  disconnect(socketId: string): void {
    const conn = this.connections.get(socketId);
    if (!conn) return;
    for (const channel of [...conn.channels]) this.leave(conn, channel);
    this.connections.delete(socketId);
    for (const handler of this.disconnectHandlers) handler(socketId, conn.context);
  }

  /**
   * Sends a server event to every subscriber of `channel` but `exceptSocketId` (the Pusher `socket_id`
   * exclusion). `data` travels as a JSON string, as Pusher sends it. Returns how many sockets it reached.
   */
  publish(channel: string, event: string, data: unknown, exceptSocketId?: string): number {
    if (!isValidChannelName(channel)) throw new TypeError(`Invalid channel name: ${channel}`);
    if (!event || event.length > MAX_EVENT_NAME_LENGTH) throw new TypeError(`Invalid event name: ${event}`);
    if (this.relay) return this.relayed(channel, event, JSON.stringify(data), exceptSocketId);
    // Most visitor channels have no subscriber at a given moment: no frame to encode then.
    if (!this.subscribers.has(channel)) return 0;
    return this.fanOut(channel, encodeFrame(event, data, channel), exceptSocketId);
  }

  /** publish() for data already encoded as JSON text (sent as that string, byte for byte). */
  publishJson(channel: string, event: string, json: string, exceptSocketId?: string): number {
    if (!isValidChannelName(channel)) throw new TypeError(`Invalid channel name: ${channel}`);
    if (!event || event.length > MAX_EVENT_NAME_LENGTH) throw new TypeError(`Invalid event name: ${event}`);
    if (this.relay) return this.relayed(channel, event, json, exceptSocketId);
    if (!this.subscribers.has(channel)) return 0;
    return this.fanOut(channel, encodeJsonFrame(event, json, channel), exceptSocketId);
  }

  /** Subscriptions to a channel: this node's, or every node's in cluster mode. */
  async channelSubscriptions(channel: string): Promise<number> {
    return this.occupancy ? this.occupancy.count(channel) : this.subscriberCount(channel);
  }

  /** Occupied channels with their subscription counts: this node's, or every node's in cluster mode. */
  async occupied(): Promise<Map<string, number>> {
    if (this.occupancy) return this.occupancy.all();
    return new Map([...this.subscribers].map(([name, set]) => [name, set.size]));
  }

  /** A frame relayed from another node: delivered to this node's subscribers of the channel only. */
  deliver(channel: string, frame: string, exceptSocketId?: string): number {
    if (!this.subscribers.has(channel)) return 0;
    return this.fanOut(channel, frame, exceptSocketId);
  }

  /** Channels with at least one subscriber on this node (the Pusher HTTP API's channel list). */
  occupiedChannels(): string[] {
    return [...this.subscribers.keys()];
  }

  /** Members of a presence channel: this node's roster, or the shared one in cluster mode. */
  async presenceMembers(channel: string): Promise<{ ids: string[]; hash: Record<string, unknown>; count: number }> {
    return this.sharedPresence ? this.sharedPresence.snapshot(channel) : this.presence.snapshot(channel);
  }

  /** Client events heard elsewhere (a Pusher service's webhook): handed to the listeners as if received here. */
  emitClientEvent(event: ClientEvent): void {
    this.notifyClientEvent(event);
  }

  private relayed(channel: string, event: string, json: string, exceptSocketId?: string): number {
    const relay = this.relay!;
    const frame = encodeJsonFrame(event, json, channel);
    relay.server(channel, event, json, frame, exceptSocketId);
    if (!relay.deliversLocally || !this.subscribers.has(channel)) return 0;
    return this.fanOut(channel, frame, exceptSocketId);
  }

  /** Local fan-out of a client event or presence change, and the same frame to the other nodes. */
  private broadcast(channel: string, frame: string, exceptSocketId?: string): number {
    this.relay?.frame(channel, frame, exceptSocketId);
    return this.fanOut(channel, frame, exceptSocketId);
  }

  /** Listens to accepted client events; returns the function that stops listening. */
  onClientEvent(handler: ClientEventHandler): () => void {
    return listen(this.clientEventHandlers, handler);
  }

  /** Listens to users joining and leaving presence channels (the Pusher webhooks member_added / member_removed). */
  onPresenceChange(handler: (change: PresenceChange) => void): () => void {
    return listen(this.presenceHandlers, handler);
  }

  private presenceChanged(change: PresenceChange): void {
    for (const handler of this.presenceHandlers) handler(change);
  }

  /** Listens to connections going away (e.g. to forget what the auth route learnt about a socket id). */
  onDisconnect(handler: DisconnectHandler): () => void {
    return listen(this.disconnectHandlers, handler);
  }

  /**
   * Listens to channels gaining their first subscriber on this node or losing their last one (visitor presence,
   * agent connectivity). In cluster mode also called with false for the channels of a node found dead: the
   * listener asks channelSubscriptions() whether any node still has a subscriber.
   */
  onOccupancy(handler: OccupancyHandler): () => void {
    return listen(this.occupancyHandlers, handler);
  }

  /** Cluster mode: a dead node's subscriptions were dropped; channels this node does not hold may be empty now. */
  vacatedElsewhere(channels: Iterable<string>): void {
    for (const channel of channels) if (!this.subscribers.has(channel)) this.occupancyChanged(channel, false);
  }

  private occupancyChanged(channel: string, occupied: boolean): void {
    const report = (error: unknown) => this.onListenerError(error, { socketId: '', channel, event: 'occupancy', data: occupied, context: {} });
    notifyEach(this.occupancyHandlers, (handler) => handler(channel, occupied), report);
  }

  /**
   * Closes, with 4009 (pusher-js does not reconnect), every socket a session or user authorised, here and (through
   * the relay) on every other node; that session's grants are refused for a while after. Returns this node's count.
   */
  revoke(selector: RevokeSelector, reason = 'Access revoked'): number {
    this.relay?.revoke?.(selector, reason);
    return this.revokeLocal(selector, reason);
  }

  /** revoke() on this node only: what the cluster bus calls when another node revoked. */
  revokeLocal(selector: RevokeSelector, reason = 'Access revoked'): number {
    if ('session' in selector) this.revokedSessions.add(selector.session, this.now());
    let closed = 0;
    for (const conn of [...this.connections.values()]) {
      if (![...conn.grants.values()].some((g) => grantMatches(g, selector))) continue;
      this.closeConnection(conn.socketId, CODES.unauthorized, reason);
      closed += 1;
    }
    return closed;
  }

  /** Closes one connection with a Pusher close code. */
  closeConnection(socketId: string, code: number, reason: string): void {
    const conn = this.connections.get(socketId);
    if (!conn) return;
    conn.transport.close(code, reason);
    this.disconnect(socketId);
  }

  /** Closes every connection; the default 4200 makes pusher-js reconnect (and re-subscribe) at once. */
  closeAll(code: number = CODES.goingAway, reason = 'Server closing'): void {
    for (const socketId of [...this.connections.keys()]) this.closeConnection(socketId, code, reason);
  }

  /** Liveness check, run periodically by the transport: pings silent connections, closes dead ones (liveness.ts). */
  sweep(): void {
    const timeouts = { activityMs: this.activityTimeout * 1000, pongMs: this.pongTimeoutMs };
    sweepConnections(this.connections.values(), this.now(), timeouts, (id, code, reason) => this.closeConnection(id, code, reason));
  }

  private subscribe(conn: Connection, data: unknown): void {
    const check = checkSubscription(this.key, this.secret, conn.socketId, data, (session) => this.revokedSessions.has(session, this.now()));
    if (!check.ok) {
      if (check.channel === null) return conn.transport.send(errorFrame(null, check.error));
      return this.rejectSubscription(conn, check.channel, check.error);
    }
    const { channel, member, grant } = check;

    const isNew = !conn.channels.has(channel);
    conn.channels.add(channel);
    if (grant) conn.grants.set(channel, grant);
    if (isNew) this.occupancy?.change(channel, 1);
    let set = this.subscribers.get(channel);
    const firstHere = !set;
    if (!set) this.subscribers.set(channel, (set = new Set()));
    set.add(conn.socketId);
    if (firstHere) this.occupancyChanged(channel, true);

    if (!member) return conn.transport.send(encodeFrame(EVENTS.subscriptionSucceeded, {}, channel));
    if (this.sharedPresence) return void this.sharedJoin(conn, channel, member, isNew);
    const userJoined = isNew && this.presence.join(channel, conn.socketId, member);
    conn.transport.send(encodeFrame(EVENTS.subscriptionSucceeded, { presence: this.presence.snapshot(channel) }, channel));
    if (userJoined) {
      this.fanOut(channel, encodeFrame(EVENTS.memberAdded, member, channel), conn.socketId);
      if (this.presenceHandlers.size) this.presenceChanged({ name: 'member_added', channel, userId: member.user_id });
    }
  }

  /** Cluster mode: the roster is shared, so joining asks Redis whether this user is new to the whole channel. */
  private async sharedJoin(conn: Connection, channel: string, member: PresenceMember, isNew: boolean): Promise<void> {
    const shared = this.sharedPresence!;
    try {
      if (isNew) this.presence.join(channel, conn.socketId, member); // this node's sockets: user_id of client events
      const userJoined = isNew && (await shared.join(channel, conn.socketId, member));
      const snapshot = await shared.snapshot(channel);
      if (!conn.channels.has(channel)) return; // left (or disconnected) meanwhile
      conn.transport.send(encodeFrame(EVENTS.subscriptionSucceeded, { presence: snapshot }, channel));
      if (userJoined) {
        this.broadcast(channel, encodeFrame(EVENTS.memberAdded, member, channel), conn.socketId);
        this.presenceChanged({ name: 'member_added', channel, userId: member.user_id });
      }
    } catch (error) {
      conn.transport.send(errorFrame(null, `Presence unavailable: ${String(error)}`));
    }
  }

  private rejectSubscription(conn: Connection, channel: string, error: string): void {
    conn.transport.send(encodeFrame(EVENTS.subscriptionError, { type: 'AuthError', error, status: 401 }, channel));
  }

  private leave(conn: Connection, channel: string): void {
    if (!conn.channels.delete(channel)) return;
    conn.grants.delete(channel);
    this.occupancy?.change(channel, -1);
    const set = this.subscribers.get(channel);
    set?.delete(conn.socketId);
    if (set && set.size === 0) {
      this.subscribers.delete(channel);
      this.occupancyChanged(channel, false);
    }
    if (channelKind(channel) !== 'presence') return;
    const userLeft = this.presence.leave(channel, conn.socketId);
    if (this.sharedPresence) {
      this.sharedPresence.leave(channel, conn.socketId).then(
        (left) => {
          if (left === null) return;
          this.broadcast(channel, encodeFrame(EVENTS.memberRemoved, { user_id: left }, channel));
          this.presenceChanged({ name: 'member_removed', channel, userId: left });
        },
        () => undefined, // a dead Redis: the node sweep of the other nodes removes the member later
      );
      return;
    }
    if (userLeft === null) return;
    this.fanOut(channel, encodeFrame(EVENTS.memberRemoved, { user_id: userLeft }, channel));
    if (this.presenceHandlers.size) this.presenceChanged({ name: 'member_removed', channel, userId: userLeft });
  }

  private clientEvent(conn: Connection, frame: IncomingFrame): void {
    const refusal = clientEventRefusal(conn, frame, this.now(), this.clientEventsPerSecond);
    if (refusal) return conn.transport.send(errorFrame(refusal.code, `Client event rejected - ${refusal.why}`));
    const channel = frame.channel!;

    const userId = channelKind(channel) === 'presence' ? this.presence.userOf(channel, conn.socketId) : undefined;
    // Never echoed to the sender, as in Pusher.
    const out = encodeFrame(frame.event, frame.data, channel, userId);
    if (this.relay) this.broadcast(channel, out, conn.socketId);
    else this.fanOut(channel, out, conn.socketId);
    const event: ClientEvent = { socketId: conn.socketId, channel, event: frame.event, data: frame.data, context: conn.context };
    if (userId !== undefined) event.userId = userId;
    this.notifyClientEvent(event);
  }

  private notifyClientEvent(event: ClientEvent): void {
    notifyEach(this.clientEventHandlers, (handler) => handler(event), (error) => this.onListenerError(error, event));
  }

  private fanOut(channel: string, frame: string, exceptSocketId?: string): number {
    let delivered = 0;
    for (const socketId of this.subscribers.get(channel) ?? []) {
      if (socketId === exceptSocketId) continue;
      this.connections.get(socketId)?.transport.send(frame);
      delivered += 1;
    }
    return delivered;
  }
}
