/**
 * Channel authorisation signatures of the Pusher protocol and socket ids. Pure functions over node:crypto,
 * shared by the hub (verifying a `pusher:subscribe`) and the app's auth route (signing one).
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { channelKind, isValidChannelName } from './protocol';
import type { SocketGrant } from './grant';

/** pusher-js and the `pusher` server SDK both reject socket ids of any other shape. */
export const SOCKET_ID_PATTERN = /^\d+\.\d+$/;

/** A fresh socket id "<digits>.<digits>"; uniqueness within a hub is checked by the hub. */
export function newSocketId(): string {
  return `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`;
}

/** The string a signature covers: "socketId:channel", plus ":channelData" for presence channels. */
function signedPayload(socketId: string, channel: string, channelData?: string): string {
  return channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
}

/** "key:hex(HMAC-SHA256(secret, socketId:channel[:channelData]))", the `auth` field pusher-js sends back. */
export function channelAuth(key: string, secret: string, socketId: string, channel: string, channelData?: string): string {
  const signature = createHmac('sha256', secret).update(signedPayload(socketId, channel, channelData)).digest('hex');
  return `${key}:${signature}`;
}

/** Timing-safe check of a subscription's `auth` field. */
export function verifyChannelAuth(
  key: string,
  secret: string,
  socketId: string,
  channel: string,
  auth: unknown,
  channelData?: string,
): boolean {
  if (typeof auth !== 'string') return false;
  const expected = Buffer.from(channelAuth(key, secret, socketId, channel, channelData));
  const given = Buffer.from(auth);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Thrown by authorizeChannel on a malformed request; `statusCode` is what Fastify's error handler answers. */
export class ChannelAuthorizationError extends Error {
  readonly statusCode = 400;
}

/** What pusher-js expects from its authorization endpoint. */
export interface ChannelAuthorization {
  auth: string;
  channel_data?: string;
}

/**
 * Signs a subscription for the app's auth route (POST form fields `socket_id`, `channel_name`). The route
 * decides whether the caller may join the channel; this only checks the request is well formed. Presence
 * channels need `presenceMember` (the user id and info other members will see); a private channel's `grant` says
 * which session and user authorised it (Parley's own hub only: Pusher Channels signs private channels without data).
 */
export function authorizeChannel(
  key: string,
  secret: string,
  socketId: string,
  channelName: string,
  presenceMember?: { user_id: string; user_info?: unknown },
  grant?: SocketGrant,
): ChannelAuthorization {
  if (!SOCKET_ID_PATTERN.test(socketId)) throw new ChannelAuthorizationError('Invalid socket_id');
  if (!isValidChannelName(channelName)) throw new ChannelAuthorizationError('Invalid channel_name');
  const kind = channelKind(channelName);
  if (kind === 'public') throw new ChannelAuthorizationError('Public channels need no authorization');
  if (kind === 'private' && grant) {
    // Signed like a presence member: the hub learns who authorised the socket (revocation, see grant.ts).
    const channelData = JSON.stringify(grant);
    return { auth: channelAuth(key, secret, socketId, channelName, channelData), channel_data: channelData };
  }
  if (kind === 'private') return { auth: channelAuth(key, secret, socketId, channelName) };
  if (!presenceMember) throw new ChannelAuthorizationError('Presence channels need a member');
  const channelData = JSON.stringify(presenceMember);
  return { auth: channelAuth(key, secret, socketId, channelName, channelData), channel_data: channelData };
}
