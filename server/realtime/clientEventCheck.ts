/** Why a client event (client-*) is refused, or null when the hub may relay it (hub.ts): Pusher's rules. */
import { MAX_CLIENT_EVENT_BYTES, MAX_EVENT_NAME_LENGTH, CODES, acceptsClientEvents, type IncomingFrame } from './protocol';
import type { Connection } from './connection';

export interface ClientEventRefusal {
  code: number | null;
  why: string;
}

export function clientEventRefusal(conn: Connection, frame: IncomingFrame, now: number, perSecond: number): ClientEventRefusal | null {
  if (!conn.rate.take(now)) return { code: CODES.clientEventRejected, why: `only ${perSecond} accepted per second` };
  const channel = frame.channel;
  if (!channel || !acceptsClientEvents(channel)) return { code: null, why: 'only private and presence channels accept them' };
  if (!conn.channels.has(channel)) return { code: null, why: `not subscribed to ${channel}` };
  if (frame.event.length > MAX_EVENT_NAME_LENGTH) return { code: null, why: 'event name too long' };
  if (Buffer.byteLength(JSON.stringify(frame.data ?? null)) > MAX_CLIENT_EVENT_BYTES) return { code: null, why: 'payload over 10 KB' };
  return null;
}
