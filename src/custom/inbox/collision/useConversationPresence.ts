// The open conversation's presence channel (issue #25): the thread subscribes to it through the shared pusher-js
// client, so other agents see this agent viewing it (the server signs the member: id, name, avatar), and this agent
// sees the others and who of them is typing a reply (client events on the channel, forgotten after a few seconds).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { conversationPresenceChannel } from '../../../domain/channels';
import {
  CLIENT_COLLISION_TYPING,
  TYPING_EXPIRY_MS,
  asViewer,
  othersOf,
  typingDue,
  typingNames,
  withTyping,
  type CollisionTyping,
  type TypingNotices,
  type Viewer,
} from '../../../domain/collision/viewers';
import { useShellSession } from '../../../ui/session/SessionContext';
import { useSharedRealtime } from '../../realtime/context';

export interface ConversationPresence {
  /** The other agents viewing the conversation now. */
  viewers: Viewer[];
  /** Names of the other agents typing a reply now. */
  typing: string[];
}

const asTyping = (data: unknown): CollisionTyping | null => {
  const d = data as Partial<CollisionTyping> | null;
  return d && typeof d.userId === 'number' && typeof d.name === 'string' ? { userId: d.userId, name: d.name } : null;
};

function useCollisionIdentity() {
  const session = useShellSession();
  return { projectId: session?.details.project.id, me: session?.details.user.userId ?? null, name: session?.details.user.name ?? '' };
}

export function useConversationPresence(conversationId: number): ConversationPresence {
  const client = useSharedRealtime();
  const { projectId, me } = useCollisionIdentity();
  const [members, setMembers] = useState<Viewer[]>([]);
  const [notices, setNotices] = useState<TypingNotices>(new Map());
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    setMembers([]);
    setNotices(new Map());
    if (!client || projectId === undefined) return;
    return client.subscribe(conversationPresenceChannel(projectId, conversationId), {
      onEvent: (event, data) => {
        const notice = event === CLIENT_COLLISION_TYPING ? asTyping(data) : null;
        if (!notice) return;
        const at = Date.now();
        setNow(at);
        setNotices((n) => withTyping(n, notice, at));
      },
      onMembers: (list) => setMembers(list.flatMap((m) => asViewer(m.id, m.info) ?? [])),
    });
  }, [client, projectId, conversationId]);

  // While someone is typing, the clock moves so their notice expires.
  const anyTyping = notices.size > 0;
  useEffect(() => {
    if (!anyTyping) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      setNotices((n) => {
        const live = new Map([...n].filter(([, v]) => v.until > at));
        return live.size === n.size ? n : live;
      });
    }, TYPING_EXPIRY_MS / 8);
    return () => clearInterval(timer);
  }, [anyTyping]);

  const viewers = useMemo(() => othersOf(members, me), [members, me]);
  const typing = useMemo(() => typingNames(notices, now, me, new Set(viewers.map((v) => v.id))), [notices, now, me, viewers]);
  return { viewers, typing };
}

/** Tells the conversation's other viewers this agent is typing (at most every TYPING_THROTTLE_MS). The channel is
 *  the one the thread header holds; without it (no connection) nothing is sent. */
export function useCollisionTypingSender(conversationId: number): () => void {
  const client = useSharedRealtime();
  const { projectId, me, name } = useCollisionIdentity();
  const last = useRef<number | null>(null);
  return useCallback(() => {
    if (!client || projectId === undefined || me === null) return;
    const at = Date.now();
    if (!typingDue(last.current, at)) return;
    if (client.trigger(conversationPresenceChannel(projectId, conversationId), CLIENT_COLLISION_TYPING, { userId: me, name } satisfies CollisionTyping)) last.current = at;
  }, [client, projectId, me, name, conversationId]);
}
