// The dashboard's one realtime client, shared by every page (AgentConnection opens it in the signed-in layout).
import { createContext, useContext } from 'react';
import type { RealtimeClient } from '../../providers/realtime';

/** undefined: no AgentConnection above (tests, pages outside the layout); null: one is there, not open yet. */
export const SharedRealtimeContext = createContext<RealtimeClient | null | undefined>(undefined);

export function useSharedRealtime(): RealtimeClient | null | undefined {
  return useContext(SharedRealtimeContext);
}
