// Undo send after a reload (issue 27): the server keeps a held reply whatever the tab does, so when a thread opens
// (and after a reconnect) the agent's replies still in their send window are read back and shown as "Sending… Undo".
import { useContext, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { channelProjectId } from '../../../domain/channels';
import { buildClientAppMessage, pendingMessage } from '../../../domain/inbox/sending';
import type { ConversationDetail } from '../../../domain/inbox/types';
import { restoreHeld } from '../../../domain/messageEdits/held';
import { editsApi } from '../../../providers/api/messageEdits';
import { patchSending } from '../data/cacheContext';
import { InboxDataContext } from '../data/context';

export function useRestoreHeld(detail: ConversationDetail | undefined): void {
  // Optional: a thread rendered without the inbox's data (a preview, a test) has no held replies to show.
  const data = useContext(InboxDataContext);
  const details = data?.details;
  const epoch = data?.epoch ?? 0;
  const qc = useQueryClient();
  const conversationId = detail?.conversationId;
  const visitorId = detail?.visitor.id;
  useEffect(() => {
    const [project, own] = details?.pusherChannels ?? [];
    const projectId = project ? channelProjectId(project.name) : null;
    if (!details || !own || projectId === null || conversationId === undefined || !visitorId) return;
    let live = true;
    editsApi
      .held(conversationId)
      .then((held) => {
        if (!live || held.length === 0) return;
        patchSending(qc, (s) =>
          restoreHeld(s, held, (h) => {
            const draft = { text: h.text };
            const payload = buildClientAppMessage({ sender: details.sender, projectId, channelName: own.name, conversationId, visitorId, clientId: h.clientId, draft });
            return pendingMessage(payload, details.sender, h.dueAt);
          }),
        );
      })
      .catch(() => undefined); // no toast: the reply still goes out, only its Undo is not offered
    return () => {
      live = false;
    };
  }, [details, epoch, conversationId, visitorId, qc]);
}
