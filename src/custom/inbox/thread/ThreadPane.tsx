// The open conversation (spec §2): the centre area (header, messages, reply editor) and the visitor panel on the
// right, both fed by one thread hook.
import { useCallback, useState } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { INBOX_MSG } from '../../../domain/inbox/messages';
import type { OutgoingDraft } from '../../../domain/inbox/sending';
import { useConversationThread, useSendReply } from '../data';
import { ReplyArea } from '../editor/ReplyArea';
import { ReplyInsertProvider } from '../helpdesk';
import { VisitorPanel } from '../visitor/VisitorPanel';
import { VisitorPanelSlot } from '../layout/VisitorPanelSlot';
import { useRestoreHeld } from '../edits/useRestoreHeld';
import { ConversationNotFound } from './ConversationNotFound';
import { MessageList } from './MessageList';
import { ThreadHeader } from './ThreadHeader';
import { VisitorTyping } from './VisitorTyping';

export interface ThreadPaneProps {
  conversationId: number;
  visitorId: string | null;
  chatOnly: boolean;
  /** Tag ids of the conversation (its list row), for the visitor panel. */
  tagIds: readonly number[];
}

export function ThreadPane({ conversationId, visitorId, chatOnly, tagIds }: ThreadPaneProps) {
  const { detail, entries, isLoading, hasOlder, loadOlder, notFound } = useConversationThread(conversationId, visitorId);
  const { send, retry, discard } = useSendReply(detail);
  useRestoreHeld(detail); // undo send: replies still in the send window after a reload
  const [sentCount, setSentCount] = useState(0);

  const onSend = useCallback(
    (draft: OutgoingDraft) => {
      const sent = send(draft);
      if (sent) setSentCount((n) => n + 1);
      return sent;
    },
    [send],
  );

  if (notFound) return <ConversationNotFound />;
  if (!detail) {
    return (
      <Box sx={{ flex: 1, display: 'flex', justifyContent: 'center', alignItems: 'center' }}>
        {isLoading && <CircularProgress aria-label="Loading conversation" />}
      </Box>
    );
  }
  return (
    // The visitor panel's helpdesk cards insert article links into this conversation's reply editor.
    <ReplyInsertProvider key={conversationId}>
      <Box component="section" aria-label="Conversation" sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', minHeight: 0 }}>
        <ThreadHeader detail={detail} />
        <MessageList
          conversationId={conversationId}
          entries={entries}
          isLoading={isLoading}
          hasOlder={hasOlder}
          loadOlder={loadOlder}
          visitorName={detail.visitor.name.trim() || INBOX_MSG.siteVisitor}
          sentCount={sentCount}
          onRetry={retry}
          onDiscard={discard}
        />
        <VisitorTyping conversationId={conversationId} visitorName={detail.visitor.name.trim() || INBOX_MSG.siteVisitor} />
        <ReplyArea detail={detail} chatOnly={chatOnly} onSend={onSend} />
      </Box>
      <VisitorPanelSlot>
        <VisitorPanel detail={detail} tagIds={tagIds} entries={entries} />
      </VisitorPanelSlot>
    </ReplyInsertProvider>
  );
}
