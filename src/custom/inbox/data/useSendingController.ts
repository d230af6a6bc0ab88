// Optimistic sending (spec §4 "Sending"): a reply joins the sending list under a fresh client id and goes out as a
// client-app-message on the agent's own channel. It leaves the list when the server's copy comes back with that id
// (event table), turns failed on 'message-failed', on no connection, or when unconfirmed after
// SEND_CONFIRM_TIMEOUT_MS; a retry sends the same client id again, so a late confirmation still matches.
import { useCallback, useEffect, useMemo, useRef, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { channelProjectId } from '../../../domain/channels';
import { CLIENT_APP_MESSAGE, type ClientAppMessage } from '../../../domain/inbox/events';
import { INBOX_MSG } from '../../../domain/inbox/messages';
import {
  SEND_CONFIRM_TIMEOUT_MS,
  addSending,
  buildClientAppMessage,
  discard as discardEntry,
  fail,
  failOverdue,
  hasContent,
  newClientId,
  pendingMessage,
  retry as retryEntry,
  type OutgoingDraft,
  type SendingMessage,
} from '../../../domain/inbox/sending';
import type { ConversationDetail, InboxDetails } from '../../../domain/inbox/types';
import type { RealtimeClient } from '../../../providers/realtime';
import { patchSending } from './cacheContext';
import { inboxKeys } from './keys';

export interface SendingController {
  send(detail: ConversationDetail, draft: OutgoingDraft): boolean;
  retry(clientId: string): void;
  discard(clientId: string): void;
}

export function useSendingController(details: InboxDetails | undefined, client: RefObject<RealtimeClient | null>): SendingController {
  const qc = useQueryClient();
  const latest = useRef(details);
  useEffect(() => {
    latest.current = details;
  }, [details]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach((t) => clearTimeout(t));
      pending.clear();
    };
  }, []);

  const transmit = useCallback(
    (payload: ClientAppMessage) => {
      const sent = client.current?.trigger(payload.channelName, CLIENT_APP_MESSAGE, payload) ?? false;
      if (!sent) {
        patchSending(qc, (s) => fail(s, payload.clientId, INBOX_MSG.sendFailed));
        return;
      }
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        patchSending(qc, (s) => {
          const next = failOverdue(s, Date.now(), INBOX_MSG.sendFailed);
          return next.every((e, i) => e === s[i]) ? s : next;
        });
      }, SEND_CONFIRM_TIMEOUT_MS);
      timers.current.add(timer);
    },
    [qc, client],
  );

  const send = useCallback(
    (detail: ConversationDetail, draft: OutgoingDraft): boolean => {
      const d = latest.current;
      const [project, own] = d?.pusherChannels ?? [];
      const projectId = project ? channelProjectId(project.name) : null;
      if (!d || !own || projectId === null || !hasContent(draft)) return false;
      const payload = buildClientAppMessage({
        sender: d.sender,
        projectId,
        channelName: own.name,
        conversationId: detail.conversationId,
        visitorId: detail.visitor.id,
        clientId: newClientId(),
        draft,
      });
      patchSending(qc, (s) => addSending(s, pendingMessage(payload, d.sender, Date.now())));
      transmit(payload);
      return true;
    },
    [qc, transmit],
  );

  const retry = useCallback(
    (clientId: string) => {
      const current = qc.getQueryData<SendingMessage[]>(inboxKeys.sending) ?? [];
      const step = retryEntry(current, clientId, Date.now());
      if (!step.payload) return;
      // The sender signature may have changed since (details refetched after a server restart).
      const signature = latest.current?.sender.signature ?? step.payload.senderSignature;
      const payload: ClientAppMessage = { ...step.payload, senderSignature: signature };
      patchSending(qc, () => step.sending.map((s) => (s.clientId === clientId ? { ...s, payload } : s)));
      transmit(payload);
    },
    [qc, transmit],
  );

  const discard = useCallback((clientId: string) => patchSending(qc, (s) => discardEntry(s, clientId)), [qc]);

  return useMemo(() => ({ send, retry, discard }), [send, retry, discard]);
}
