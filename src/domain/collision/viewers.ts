// Who is viewing a conversation now (issue #25): the presence members of its channel, the per-project summary the
// server publishes for the list rows, and the typing notices agents send each other on that channel.
import type { ReplyPolicy } from './policy';

/** What an agent shows other agents on a conversation's presence channel (the channel_data's user_info). */
export interface Viewer {
  id: number;
  name: string;
  img: string | null;
}

/** Server event on the project channel: the viewers of the conversations whose viewers changed (not sequenced). */
export const VIEWERS_EVENT = 'conversation-viewers';
export interface ViewersChange {
  /** Conversation id -> its viewers now (an empty list: nobody views it any more). */
  conversations: Record<string, Viewer[]>;
}

/** Client event on a conversation's presence channel while an agent types a reply there. */
export const CLIENT_COLLISION_TYPING = 'client-collision-typing';
export interface CollisionTyping {
  userId: number;
  name: string;
}

/** An agent announces typing at most this often… */
export const TYPING_THROTTLE_MS = 1500;
/** …and others forget the notice this long after the last one. */
export const TYPING_EXPIRY_MS = 4000;
/** Presence changes are gathered this long before the project's summary goes out. */
export const VIEWERS_DEBOUNCE_MS = 150;

export const viewingLabel = (names: readonly string[]) => `Also viewing: ${names.join(', ')}`;
export const typingLabel = (names: readonly string[]) =>
  names.length === 1 ? `${names[0]} is typing…` : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]} are typing…`;

/** Viewers other than the agent, each once, by id. */
export function othersOf(viewers: readonly Viewer[], me: number | null): Viewer[] {
  const seen = new Set<number>();
  return viewers.filter((v) => v.id !== me && !seen.has(v.id) && (seen.add(v.id), true));
}

/** Reads a presence member's user_info (or a summary entry) as a Viewer; null when it is not one. */
export function asViewer(id: unknown, info: unknown): Viewer | null {
  const n = Number(id);
  if (!Number.isInteger(n) || n < 1 || typeof info !== 'object' || info === null) return null;
  const { name, img } = info as { name?: unknown; img?: unknown };
  return { id: n, name: typeof name === 'string' ? name : '', img: typeof img === 'string' ? img : null };
}

/** Typing notices: user id -> { name, until }. */
export type TypingNotices = ReadonlyMap<number, { name: string; until: number }>;

export function withTyping(notices: TypingNotices, notice: CollisionTyping, now: number): Map<number, { name: string; until: number }> {
  const next = new Map(notices);
  next.set(notice.userId, { name: notice.name, until: now + TYPING_EXPIRY_MS });
  return next;
}

/** Names typing now, other than the agent, and without those who left the channel. */
export function typingNames(notices: TypingNotices, now: number, me: number | null, present?: ReadonlySet<number>): string[] {
  return [...notices]
    .filter(([id, n]) => n.until > now && id !== me && (!present || present.has(id)))
    .map(([, n]) => n.name);
}

/** Whether a typing notice may go out now, given when the last one went. */
export const typingDue = (lastSentAt: number | null, now: number) => lastSentAt === null || now - lastSentAt >= TYPING_THROTTLE_MS;

/** GET app/inbox/collision: the project's reply policy and the viewers of every viewed conversation. */
export interface CollisionState {
  replyPolicy: ReplyPolicy;
  viewers: Record<string, Viewer[]>;
}

export const COLLISION_PATH = 'app/inbox/collision';

/** The collision state after a `conversation-viewers` event: the changed conversations' viewers replaced. */
export function withViewers<S extends { viewers: Record<string, Viewer[]> }>(state: S, change: ViewersChange): S {
  const viewers = { ...state.viewers };
  for (const [id, list] of Object.entries(change?.conversations ?? {})) {
    if (list.length) viewers[id] = list;
    else delete viewers[id];
  }
  return { ...state, viewers };
}
