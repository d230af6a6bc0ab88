// The inbox's collision state (issue #25): the project's reply policy and who views which conversation, read from
// GET app/inbox/collision into the query cache and kept live by the project channel's `conversation-viewers` events.
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { projectChannel } from '../../../domain/channels';
import { VIEWERS_EVENT, othersOf, withViewers, type CollisionState, type Viewer, type ViewersChange } from '../../../domain/collision/viewers';
import { inboxApi } from '../../../providers/api/inbox';
import { useShellSession } from '../../../ui/session/SessionContext';
import { useSharedRealtime } from '../../realtime/context';

export const COLLISION_KEY = ['inbox', 'collision'] as const;

const fetchState = () => inboxApi.collision();

/** `fetch`: false reads only what the cache holds (a list row: the list's feed fetches it). */
export function useCollisionState(fetch = true): CollisionState | undefined {
  const signedIn = useShellSession() !== null;
  return useQuery({ queryKey: COLLISION_KEY, queryFn: fetchState, staleTime: 60_000, enabled: fetch && signedIn }).data;
}

/** Mounted once by the conversation list: applies viewer changes, and reads the whole map again on every
 *  (re)subscription of the project channel (whatever changed while the connection was down). */
export function useViewersFeed(): void {
  const client = useSharedRealtime();
  const projectId = useShellSession()?.details.project.id;
  const qc = useQueryClient();
  useCollisionState(client !== undefined);
  useEffect(() => {
    if (!client || projectId === undefined) return;
    const since = Date.now();
    let first = true;
    return client.subscribe(projectChannel(projectId), {
      onEvent: (event, data) => {
        if (event !== VIEWERS_EVENT) return;
        qc.setQueryData<CollisionState>(COLLISION_KEY, (old) => (old ? withViewers(old, data as ViewersChange) : old));
      },
      // On the first subscription, a read in flight or answered since it began already covers the gap (no second
      // GET); every re-subscription reads the map again.
      onSubscribed: () => {
        const state = qc.getQueryState(COLLISION_KEY);
        const covered = first && state !== undefined && (state.fetchStatus === 'fetching' || state.dataUpdatedAt >= since);
        first = false;
        if (!covered) void qc.invalidateQueries({ queryKey: COLLISION_KEY });
      },
    });
  }, [client, projectId, qc]);
}

const NONE: Viewer[] = [];

/** The other agents viewing one conversation now (a list row). */
export function useConversationViewers(conversationId: number): Viewer[] {
  const me = useShellSession()?.details.user.userId ?? null;
  const viewers = useCollisionState(false)?.viewers[String(conversationId)];
  return viewers ? othersOf(viewers, me) : NONE;
}
