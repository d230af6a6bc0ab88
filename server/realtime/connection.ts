/** One socket as the hub sees it, and what the hub tells its listeners about channels (hub.ts). */
import { errorFrame } from './protocol';
import type { RateWindow } from './rateWindow';
import type { SocketGrant } from './grant';
import type { ConnectionContext, RealtimeTransport } from './types';

/** A channel gained its first subscriber on this node (true) or lost its last one (false). */
export type OccupancyHandler = (channel: string, occupied: boolean) => void;

export interface PresenceChange {
  name: 'member_added' | 'member_removed';
  channel: string;
  userId: string;
}

export interface Connection {
  socketId: string;
  transport: RealtimeTransport;
  context: ConnectionContext;
  channels: Set<string>;
  /** Who authorised each private subscription that carried a grant (server/realtime/grant.ts). */
  grants: Map<string, SocketGrant>;
  rate: RateWindow;
  lastSeen: number;
  pingSentAt: number | null;
}

/** Sends a refusal the way Pusher does before a connection exists: an error frame, then the close code. */
export function refuseConnection(transport: RealtimeTransport, code: number, message: string): void {
  transport.send(errorFrame(code, message));
  transport.close(code, message);
}
