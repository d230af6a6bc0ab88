/** Public types of the realtime hub: what transports provide and what listeners receive. */
import type { RealtimeRelay, SharedOccupancy, SharedPresence } from './relay';

/** One client connection as the hub sees it. */
export interface RealtimeTransport {
  send(frame: string): void;
  close(code: number, reason: string): void;
}

/** What the transport knew about the client when it connected (for logs and client-event handlers). */
export interface ConnectionContext {
  remoteAddress?: string;
  userAgent?: string;
  origin?: string;
}

/** A client event accepted by the hub, as handed to onClientEvent listeners. */
export interface ClientEvent {
  socketId: string;
  channel: string;
  event: string;
  /** The object the client sent (pusher-js sends objects, not JSON strings). */
  data: unknown;
  /** Set on presence channels: the member the socket subscribed as. */
  userId?: string;
  context: ConnectionContext;
}

export type ClientEventHandler = (event: ClientEvent) => void | Promise<void>;
export type DisconnectHandler = (socketId: string, context: ConnectionContext) => void;

export interface RealtimeHubOptions {
  key: string;
  secret: string;
  /** Seconds of client silence before the server pings (and what pusher-js is told). Default 30. */
  activityTimeout?: number;
  /** Seconds to wait for the pong to a server ping before closing with 4201. Default 30. */
  pongTimeout?: number;
  /** Client events accepted per connection per second. Default 10, as Pusher. */
  clientEventsPerSecond?: number;
  /** Clock in ms, injectable for tests. */
  now?: () => number;
  socketIdFactory?: () => string;
  /** Called when a client-event listener throws or rejects; listeners never break the hub. */
  onListenerError?: (error: unknown, event: ClientEvent) => void;
  /** Cluster or external mode (server/cluster/runtime.ts); absent when embedded. */
  cluster?: HubCluster | null;
}

/**
 * Where a cluster or external mode takes the hub's events (relay.ts). Given at construction: the relay's other
 * half, other nodes' frames coming in, needs the hub, so the cluster runtime starts that half with the built hub.
 */
export interface HubCluster {
  relay: RealtimeRelay;
  /** The presence roster every node shares; null keeps this node's own. */
  presence?: SharedPresence | null;
  /** Subscriptions counted across nodes; null counts this node's. */
  occupancy?: SharedOccupancy | null;
}
