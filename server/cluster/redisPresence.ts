// Presence channel members shared by every node through Redis. Per channel:
//   parley:presence:{channel}:sockets  hash "node|socketId" -> user id
//   parley:presence:{channel}:users    hash user id -> number of sockets on all nodes
//   parley:presence:{channel}:info     hash user id -> user_info JSON
// HINCRBY is atomic, so exactly one join sees 1 (member_added) and one leave sees 0 (member_removed), whichever
// nodes the sockets are on. Each node lists its own sockets in parley:node:{id}:sockets; a node that stops
// heartbeating (kill -9) has its sockets removed by the others' sweep (NodeRegistry), through the same leave.
import type { Redis } from 'ioredis';
import type { PresenceMember } from '../realtime/presence';
import type { SharedPresence } from '../realtime/relay';

const key = (channel: string, part: string) => `parley:presence:${channel}:${part}`;
export const nodeSocketsKey = (nodeId: string) => `parley:node:${nodeId}:sockets`;

export class RedisPresence implements SharedPresence {
  constructor(
    private readonly redis: Redis,
    private readonly nodeId: string,
  ) {}

  async join(channel: string, socketId: string, member: PresenceMember): Promise<boolean> {
    const field = `${this.nodeId}|${socketId}`;
    const added = await this.redis.hsetnx(key(channel, 'sockets'), field, member.user_id);
    if (!added) return false;
    const res = await this.redis
      .multi()
      .sadd(nodeSocketsKey(this.nodeId), `${channel}\n${socketId}`)
      .hset(key(channel, 'info'), member.user_id, JSON.stringify(member.user_info ?? null))
      .hincrby(key(channel, 'users'), member.user_id, 1)
      .exec();
    return Number(res?.[2]?.[1]) === 1;
  }

  leave(channel: string, socketId: string): Promise<string | null> {
    return leaveAs(this.redis, this.nodeId, channel, socketId);
  }

  async snapshot(channel: string): Promise<{ ids: string[]; hash: Record<string, unknown>; count: number }> {
    const [users, info] = await Promise.all([this.redis.hgetall(key(channel, 'users')), this.redis.hgetall(key(channel, 'info'))]);
    const ids = Object.keys(users).filter((id) => Number(users[id]) > 0);
    const hash: Record<string, unknown> = {};
    for (const id of ids) hash[id] = info[id] ? (JSON.parse(info[id]) as unknown) : null;
    return { ids, hash, count: ids.length };
  }
}

/** Decrement and, at zero, forget the user in one step (a join in between must not be forgotten). */
const DECREMENT = `local n = redis.call('HINCRBY', KEYS[1], ARGV[1], -1)
if n <= 0 then redis.call('HDEL', KEYS[1], ARGV[1]); redis.call('HDEL', KEYS[2], ARGV[1]) end
return n`;

/** Removes one socket of `nodeId`; the user id when it was the user's last socket anywhere. */
export async function leaveAs(redis: Redis, nodeId: string, channel: string, socketId: string): Promise<string | null> {
  const field = `${nodeId}|${socketId}`;
  const userId = await redis.hget(key(channel, 'sockets'), field);
  if (userId === null) return null;
  // HDEL is the gate: of two nodes sweeping the same dead socket, only one gets 1 and decrements.
  if ((await redis.hdel(key(channel, 'sockets'), field)) !== 1) return null;
  await redis.srem(nodeSocketsKey(nodeId), `${channel}\n${socketId}`);
  const left = Number(await redis.eval(DECREMENT, 2, key(channel, 'users'), key(channel, 'info'), userId));
  return left > 0 ? null : userId;
}
