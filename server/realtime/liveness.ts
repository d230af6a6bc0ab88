/**
 * The hub's liveness check (RealtimeHub.sweep), run periodically by the transport: pings connections silent for
 * activity_timeout and closes with 4201 those that did not answer within the pong timeout (half-open TCP, frozen tabs).
 */
import { CODES, EVENTS, encodeFrame } from './protocol';
import type { Connection } from './connection';

export function sweepConnections(
  connections: Iterable<Connection>,
  now: number,
  timeouts: { activityMs: number; pongMs: number },
  close: (socketId: string, code: number, reason: string) => void,
): void {
  for (const conn of [...connections]) {
    if (conn.pingSentAt !== null) {
      if (now - conn.pingSentAt >= timeouts.pongMs) close(conn.socketId, CODES.pongTimeout, 'Pong reply not received');
    } else if (now - conn.lastSeen >= timeouts.activityMs) {
      conn.pingSentAt = now;
      conn.transport.send(encodeFrame(EVENTS.ping, {}));
    }
  }
}
