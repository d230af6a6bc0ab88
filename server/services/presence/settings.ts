// How quickly presence follows the sockets, read once at boot (server/config.ts). The defaults put a visitor whose
// browser died without a close frame offline within about a minute: silent for REALTIME_ACTIVITY_TIMEOUT, pinged,
// closed after REALTIME_PONG_TIMEOUT without a pong, then VISITOR_OFFLINE_GRACE (README: Presence).
import { AVAILABILITY_GRACE_SECONDS } from '../../../src/domain/presence/availability';

export interface PresenceSettings {
  /** Seconds of client silence before the server pings (and pusher-js's own ping interval). */
  activityTimeoutSeconds: number;
  /** Seconds a pinged socket has to answer before it is closed as dead. */
  pongTimeoutSeconds: number;
  /** Seconds a visitor without a socket stays online (a page navigation reconnects within them). */
  visitorGraceSeconds: number;
  /** Seconds an agent whose socket dropped still counts as available (src/domain/presence). */
  agentGraceSeconds: number;
  /** Seconds between checks that every visitor marked online still has a socket (boot, a dead node, lost events). */
  reconcileSeconds: number;
}

function seconds(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`Invalid ${name}: ${raw} (seconds, above 0)`);
  return n;
}

export function presenceSettings(env: NodeJS.ProcessEnv): PresenceSettings {
  return {
    activityTimeoutSeconds: seconds('REALTIME_ACTIVITY_TIMEOUT', env.REALTIME_ACTIVITY_TIMEOUT, 30),
    pongTimeoutSeconds: seconds('REALTIME_PONG_TIMEOUT', env.REALTIME_PONG_TIMEOUT, 15),
    visitorGraceSeconds: seconds('VISITOR_OFFLINE_GRACE', env.VISITOR_OFFLINE_GRACE, 5),
    agentGraceSeconds: seconds('AGENT_AVAILABILITY_GRACE', env.AGENT_AVAILABILITY_GRACE, AVAILABILITY_GRACE_SECONDS),
    reconcileSeconds: seconds('PRESENCE_RECONCILE', env.PRESENCE_RECONCILE, 15),
  };
}
