// Undo send (issue 27): the server tells the sending agent's own channel when it holds a reply in their send window
// ('message-held', with when it goes out) and when one was taken back ('message-undone', from any of their tabs).
// The sending list follows (src/domain/messageEdits/held.ts); the server's copy confirms it as any reply.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { agentChannel } from '../../../domain/channels';
import { MESSAGE_HELD, MESSAGE_UNDONE, type HeldSend, type UndoneSend } from '../../../domain/messageEdits/events';
import { markHeld, markUndone } from '../../../domain/messageEdits/held';
import { useShellSession } from '../../../ui/session/SessionContext';
import { useSharedRealtime } from '../../realtime/context';
import { patchSending } from '../data/cacheContext';

export function useHeldSends(): void {
  const client = useSharedRealtime();
  const session = useShellSession();
  const projectId = session?.details.project.id;
  const userId = session?.details.user.userId;
  const qc = useQueryClient();
  useEffect(() => {
    if (!client || projectId === undefined || userId === undefined) return;
    return client.subscribe(agentChannel(projectId, userId), {
      onEvent: (event, data) => {
        if (!data || typeof data !== 'object') return;
        if (event === MESSAGE_HELD) patchSending(qc, (s) => markHeld(s, data as HeldSend));
        if (event === MESSAGE_UNDONE) patchSending(qc, (s) => markUndone(s, (data as UndoneSend).clientId));
      },
    });
  }, [client, projectId, userId, qc]);
}
