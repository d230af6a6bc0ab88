// Holds the signed-in agent's realtime connection on every page, not only the inbox: the server counts an agent as
// connected (and so, toggled Available, as available to visitors: src/domain/presence) while a socket of theirs is
// subscribed to their own agent channel. Opened once the session is known, closed when it ends (logout unmounts the
// signed-in layout) or changes hands; the inbox subscribes its channels on this same client.
import { useEffect, useState, type ReactNode } from 'react';
import { agentChannel } from '../../domain/channels';
import type { RealtimeClient, RealtimeClientFactory, SubscriptionError } from '../../providers/realtime';
import { getToken } from '../../providers/session';
import { realtimeSettings } from '../inbox/data/realtimeSettings';
import { useConfig } from '../routing/ConfigContext';
import { useShellSession } from '../../ui/session/SessionContext';
import { SharedRealtimeContext } from './context';

/** A refused or failed agent-channel subscription is tried again after this long (a refused token stays refused). */
export const AGENT_CHANNEL_RETRY_MS = 5000;

const refused = (e: SubscriptionError) => e.status === 401 || e.status === 403;

/** pusher-js (src/providers/realtime) is a chunk of its own, fetched once a session is known: the first load (the
 *  login page included) does not carry it. */
const loadFactory = (): Promise<RealtimeClientFactory> => import('../../providers/realtime').then((m) => m.defaultRealtimeFactory);

export function AgentConnection({ children, factory }: { children: ReactNode; factory?: RealtimeClientFactory }) {
  const config = useConfig();
  const session = useShellSession();
  const projectId = session?.details.project.id;
  const userId = session?.details.user.userId;
  const [client, setClient] = useState<RealtimeClient | null>(null);

  useEffect(() => {
    if (projectId === undefined || userId === undefined) return;
    const channel = agentChannel(projectId, userId);
    let retry: ReturnType<typeof setTimeout> | null = null;
    let stop: (() => void) | null = null;
    let ended = false;
    const open = (make: RealtimeClientFactory) => {
      if (ended) return;
      // No channel list here: the configured authorisation path, the same one inbox details name.
      const rt = make(realtimeSettings(config, [], window.location, getToken));
      const release = rt.subscribe(channel, {
        onEvent: () => undefined,
        onError: (error) => {
          if (refused(error) || retry !== null) return;
          retry = setTimeout(() => {
            retry = null;
            rt.retrySubscribe(channel);
          }, AGENT_CHANNEL_RETRY_MS);
        },
      });
      setClient(rt);
      stop = () => {
        release();
        rt.close();
      };
    };
    if (factory) open(factory);
    else void loadFactory().then(open, () => undefined);
    return () => {
      ended = true;
      if (retry !== null) clearTimeout(retry);
      stop?.();
      setClient(null);
    };
  }, [projectId, userId, config, factory]);

  return <SharedRealtimeContext.Provider value={client}>{children}</SharedRealtimeContext.Provider>;
}
