/**
 * What the hub needs from a cluster or external mode (implemented in server/cluster/): a relay that carries events
 * beyond this process, and a presence roster shared by every node. Embedded mode has neither.
 */
import type { PresenceMember } from './presence';
import type { RevokeSelector } from './grant';

export interface RealtimeRelay {
  /** Cluster: true (this node's sockets get the event at once; the other nodes through the bus). External: false. */
  readonly deliversLocally: boolean;
  /** A server event: `json` is its data as Pusher carries it, `frame` the whole encoded frame. */
  server(channel: string, event: string, json: string, frame: string, exceptSocketId?: string): void;
  /** A frame a client caused (client event, member_added/removed), for the other nodes' subscribers. */
  frame(channel: string, frame: string, exceptSocketId?: string): void;
  /** Cluster: the other nodes close the sockets `selector` names too (RealtimeHub.revokeLocal). */
  revoke?(selector: RevokeSelector, reason: string): void;
}

export interface SharedPresence {
  /** True when the user had no socket in the channel on any node (announce member_added). */
  join(channel: string, socketId: string, member: PresenceMember): Promise<boolean>;
  /** The user id when that was their last socket on any node (announce member_removed). */
  leave(channel: string, socketId: string): Promise<string | null>;
  snapshot(channel: string): Promise<{ ids: string[]; hash: Record<string, unknown>; count: number }>;
}

/** Subscriptions per channel on every node (the Pusher HTTP API's channel info in cluster mode). */
export interface SharedOccupancy {
  /** A socket of this node joined (+1) or left (-1) a channel; fire and forget. */
  change(channel: string, delta: 1 | -1): void;
  /** Subscriptions to `channel` on all live nodes. */
  count(channel: string): Promise<number>;
  /** Channels with subscriptions on any live node, with their counts. */
  all(): Promise<Map<string, number>>;
}
