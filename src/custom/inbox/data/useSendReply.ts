import { useMemo } from 'react';
import type { OutgoingDraft } from '../../../domain/inbox/sending';
import type { ConversationDetail } from '../../../domain/inbox/types';
import { useInboxData } from './context';

export interface SendReply {
  /** False when there is nothing to send (no content, no conversation, details not loaded). */
  send(draft: OutgoingDraft): boolean;
  retry(clientId: string): void;
  discard(clientId: string): void;
}

/** Replies to the open conversation; pending and failed ones show in useConversationThread's entries. */
export function useSendReply(detail: ConversationDetail | undefined): SendReply {
  const { send, retry, discard } = useInboxData();
  return useMemo(() => ({ send: (draft: OutgoingDraft) => (detail ? send(detail, draft) : false), retry, discard }), [detail, send, retry, discard]);
}
