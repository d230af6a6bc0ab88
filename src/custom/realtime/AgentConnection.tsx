// Holds the signed-in agent's realtime connection on every page, not only the inbox: the server counts an agent as
// connected (and so, toggled Available, as available to visitors: src/domain/presence) while a socket of theirs is
// subscribed to their own agent channel. Opened once the session is known, closed when it ends (logout unmounts the
// signed-in layout) or changes hands; the inbox subscribes its channels on this same client.
import { useEffect, useState, type ReactNode } from 'react';
import { agentChannel } from '../../domain/channels';
import { defaultRealtimeFactory, type RealtimeClient, type RealtimeClientFactory, type SubscriptionError } from '../../providers/realtime';
import { getToken } from '../../providers/session';
import { realtimeSettings } from '../inbox/data/realtimeSettings';
import { useConfig } from '../routing/ConfigContext';
import { useShellSession } from '../../ui/session/SessionContext';
import { SharedRealtimeContext } from './context';

/** A refused or failed agent-channel subscription is tried again after this long (a refused token stays refused). */
export const AGENT_CHANNEL_RETRY_MS = 5000;

const refused = (e: SubscriptionError) => e.status === 401 || e.status === 403;

export function AgentConnection({ children, factory = defaultRealtimeFactory }: { children: ReactNode; factory?: RealtimeClientFactory }) {
  const config = useConfig();
  const session = useShellSession();
  const projectId = session?.details.project.id;
  const userId = session?.details.user.userId;
  const [client, setClient] = useState<RealtimeClient | null>(null);

  useEffect(() => {
    if (projectId === undefined || userId === undefined) return;
    const channel = agentChannel(projectId, userId);
    // No channel list here: the configured authorisation path, the same one inbox details name.
    const rt = factory(realtimeSettings(config, [], window.location, getToken));
    let retry: ReturnType<typeof setTimeout> | null = null;
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
    return () => {
      if (retry !== null) clearTimeout(retry);
      release();
      rt.close();
      setClient(null);
    };
  }, [projectId, userId, config, factory]);

  return <SharedRealtimeContext.Provider value={client}>{children}</SharedRealtimeContext.Provider>;
}
