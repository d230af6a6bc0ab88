/**
 * Members of presence channels. A user may be subscribed from several sockets (tabs); they join on their
 * first socket and leave with their last, which is when pusher-js expects member_added / member_removed.
 */
import { parseChannelData } from './protocol';

export interface PresenceMember {
  user_id: string;
  user_info?: unknown;
}

/** Reads the signed `channel_data` of a presence subscription; null when it is not a member object. */
export function parsePresenceMember(channelData: unknown): PresenceMember | null {
  const parsed = parseChannelData(channelData);
  if (!parsed) return null;
  const id = parsed.user_id;
  if (typeof id !== 'string' && typeof id !== 'number') return null;
  return { user_id: String(id), user_info: parsed.user_info };
}

interface Entry {
  info: unknown;
  sockets: Set<string>;
}

export class PresenceRoster {
  private readonly channels = new Map<string, Map<string, Entry>>();

  /** Adds a socket's member; true when the user was not present before (announce member_added). */
  join(channel: string, socketId: string, member: PresenceMember): boolean {
    let members = this.channels.get(channel);
    if (!members) this.channels.set(channel, (members = new Map()));
    const entry = members.get(member.user_id);
    if (entry) {
      entry.sockets.add(socketId);
      return false;
    }
    members.set(member.user_id, { info: member.user_info, sockets: new Set([socketId]) });
    return true;
  }

  /** Removes a socket; returns the user id when that was their last socket (announce member_removed). */
  leave(channel: string, socketId: string): string | null {
    const members = this.channels.get(channel);
    if (!members) return null;
    for (const [userId, entry] of members) {
      if (!entry.sockets.delete(socketId)) continue;
      if (entry.sockets.size > 0) return null;
      members.delete(userId);
      if (members.size === 0) this.channels.delete(channel);
      return userId;
    }
    return null;
  }

  /** The `presence` payload of pusher_internal:subscription_succeeded. */
  snapshot(channel: string): { ids: string[]; hash: Record<string, unknown>; count: number } {
    const members = this.channels.get(channel) ?? new Map<string, Entry>();
    const hash: Record<string, unknown> = {};
    for (const [userId, entry] of members) hash[userId] = entry.info ?? null;
    return { ids: [...members.keys()], hash, count: members.size };
  }

  /** The user a socket joined as, used to stamp `user_id` on client events of presence channels. */
  userOf(channel: string, socketId: string): string | undefined {
    const members = this.channels.get(channel);
    if (!members) return undefined;
    for (const [userId, entry] of members) if (entry.sockets.has(socketId)) return userId;
    return undefined;
  }
}
