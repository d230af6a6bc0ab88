// Below the thread: the reply editor when the agent may reply (chat-only mode, or inbox write permission, spec §6),
// or the blocked marker for a blocked visitor (spec §4); nothing otherwise.
import { Alert } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import type { OutgoingDraft } from '../../../domain/inbox/sending';
import type { ConversationDetail } from '../../../domain/inbox/types';
import { useShellSession } from '../../../ui/session/SessionContext';
import { UI } from '../labels';
import { canReply } from '../model';
import { Composer } from '../composer/Composer';

export interface ReplyAreaProps {
  detail: ConversationDetail;
  chatOnly: boolean;
  onSend(draft: OutgoingDraft): boolean;
}

export function ReplyArea({ detail, chatOnly, onSend }: ReplyAreaProps) {
  const session = useShellSession();
  if (detail.visitor.blocked) {
    return (
      <Alert severity="error" icon={<BlockIcon />} sx={{ m: 2 }} data-testid="blocked-marker">
        {UI.blocked}
      </Alert>
    );
  }
  if (!canReply(chatOnly, session?.facts.flat)) return null;
  // A fresh draft per conversation, with the reply tools (canned messages, GIFs, files, CSAT, book meeting).
  return <Composer key={detail.conversationId} detail={detail} onSend={onSend} />;
}
