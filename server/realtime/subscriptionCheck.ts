/**
 * Whether a pusher:subscribe may go ahead (hub.ts): a valid channel name, and for private and presence channels a
 * valid signature, the presence member and the grant of whoever authorised it (not a revoked session).
 */
import { channelKind, isRecord, isValidChannelName } from './protocol';
import { verifyChannelAuth } from './signature';
import { parseGrant, type SocketGrant } from './grant';
import { parsePresenceMember, type PresenceMember } from './presence';

export type SubscriptionCheck =
  | { ok: true; channel: string; member: PresenceMember | null; grant: SocketGrant | null }
  /** No channel to answer on: a plain error frame. */
  | { ok: false; channel: null; error: string }
  /** A pusher:subscription_error on the channel. */
  | { ok: false; channel: string; error: string };

export function checkSubscription(
  key: string,
  secret: string,
  socketId: string,
  data: unknown,
  isRevoked: (session: string) => boolean,
): SubscriptionCheck {
  if (!isRecord(data) || !isValidChannelName(data.channel)) return { ok: false, channel: null, error: 'Invalid subscription: bad channel name' };
  const channel = data.channel;
  const kind = channelKind(channel);
  const refuse = (error: string): SubscriptionCheck => ({ ok: false, channel, error });
  let member: PresenceMember | null = null;
  let grant: SocketGrant | null = null;
  if (kind !== 'public') {
    // Presence channels carry their member, private ones may carry the grant of whoever authorised them.
    const channelData = typeof data.channel_data === 'string' ? data.channel_data : undefined;
    if (kind === 'presence' && channelData === undefined) return refuse('Missing channel_data');
    if (!verifyChannelAuth(key, secret, socketId, channel, data.auth, channelData)) return refuse(`Invalid signature for channel ${channel}`);
    member = kind === 'presence' ? parsePresenceMember(channelData) : null;
    if (kind === 'presence' && !member) return refuse('Invalid channel_data');
    if (kind === 'private' && channelData !== undefined) {
      grant = parseGrant(channelData);
      if (!grant) return refuse('Invalid channel_data');
      if (isRevoked(grant.session)) return refuse('Session ended');
    }
  }
  return { ok: true, channel, member, grant };
}
