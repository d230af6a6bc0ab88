/**
 * Pusher Channels protocol v7 vocabulary: event names, close/error codes, channel rules and frame encoding.
 * Pure (no Node, no Fastify) so the hub and its tests share one definition of the wire format.
 */

export const PROTOCOL_VERSION = 7;
/** Oldest protocol pusher-js still speaks with us; older clients get 4007. */
export const MIN_PROTOCOL_VERSION = 5;

export const EVENTS = {
  connectionEstablished: 'pusher:connection_established',
  error: 'pusher:error',
  ping: 'pusher:ping',
  pong: 'pusher:pong',
  subscribe: 'pusher:subscribe',
  unsubscribe: 'pusher:unsubscribe',
  subscriptionError: 'pusher:subscription_error',
  // The `_internal` prefix matters: pusher-js only flips `channel.subscribed` on these.
  subscriptionSucceeded: 'pusher_internal:subscription_succeeded',
  memberAdded: 'pusher_internal:member_added',
  memberRemoved: 'pusher_internal:member_removed',
} as const;

/**
 * Close and error codes pusher-js acts on: 4000-4099 never reconnect, 4100-4199 reconnect after 1 s,
 * 4200-4299 reconnect at once; 4301 is a rejected client event (the socket stays open).
 */
export const CODES = {
  appKeyUnknown: 4001,
  unsupportedProtocol: 4007,
  /** The session or user that authorised the socket lost its access (logout, deletion, permission taken away). */
  unauthorized: 4009,
  goingAway: 4200,
  pongTimeout: 4201,
  clientEventRejected: 4301,
} as const;

export const CLIENT_EVENT_PREFIX = 'client-';
export const PRIVATE_PREFIX = 'private-';
export const PRESENCE_PREFIX = 'presence-';

/** Pusher's limits: channel names 164 chars of this alphabet, event names 200 chars, client payloads 10 KB. */
const CHANNEL_NAME = /^[-a-zA-Z0-9_=@,.;]{1,164}$/;
export const MAX_EVENT_NAME_LENGTH = 200;
export const MAX_CLIENT_EVENT_BYTES = 10 * 1024;

export type ChannelKind = 'public' | 'private' | 'presence';

export function isValidChannelName(name: unknown): name is string {
  return typeof name === 'string' && CHANNEL_NAME.test(name);
}

export function channelKind(name: string): ChannelKind {
  if (name.startsWith(PRESENCE_PREFIX)) return 'presence';
  if (name.startsWith(PRIVATE_PREFIX)) return 'private';
  return 'public';
}

/** Client events are only allowed on channels whose subscription was signed by our server. */
export function acceptsClientEvents(channel: string): boolean {
  return channelKind(channel) !== 'public';
}

/** A frame as pusher-js sends it: `data` is an object (or absent), never a JSON string. */
export interface IncomingFrame {
  event: string;
  channel?: string;
  data?: unknown;
}

/** Parses a client frame; null when it is not JSON or has no event name. */
export function decodeFrame(raw: string): IncomingFrame | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || typeof parsed.event !== 'string') return null;
  const frame: IncomingFrame = { event: parsed.event, data: parsed.data };
  if (typeof parsed.channel === 'string') frame.channel = parsed.channel;
  return frame;
}

/**
 * Encodes a server->client frame. Pusher always sends `data` as a JSON string (pusher-js parses it back);
 * a string payload is still JSON-encoded so that it round-trips as the same string.
 */
export function encodeFrame(event: string, data?: unknown, channel?: string, userId?: string): string {
  const frame: Record<string, unknown> = { event };
  if (channel !== undefined) frame.channel = channel;
  if (data !== undefined) frame.data = JSON.stringify(data);
  if (userId !== undefined) frame.user_id = userId;
  return JSON.stringify(frame);
}

/** encodeFrame for data that is already the JSON text Pusher carries (e.g. a logged event): no parse and re-encode. */
export function encodeJsonFrame(event: string, json: string, channel: string): string {
  return JSON.stringify({ event, channel, data: json });
}

export function errorFrame(code: number | null, message: string): string {
  return encodeFrame(EVENTS.error, { code, message });
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The signed `channel_data` of a subscription (a JSON string) as an object; null when it is anything else. */
export function parseChannelData(channelData: unknown): Record<string, unknown> | null {
  if (typeof channelData !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(channelData);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
