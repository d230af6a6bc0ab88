// The thread header's transcript menu (issue 28): "Send transcript" to the visitor's known email, or to the agent
// themselves; the server's text is toasted (its errors by the http client).
import { useState } from 'react';
import { IconButton, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import type { ConversationDetail } from '../../../domain/inbox/types';
import { transcriptsApi } from '../../../providers/api/transcripts';
import { toast } from '../../../providers/notifications';

export const TRANSCRIPT_UI = {
  button: 'Send transcript',
  toVisitor: 'Send transcript to the visitor',
  toMe: 'Send transcript to me',
  noEmail: 'The visitor has not given an email',
} as const;

export function TranscriptButton({ detail }: { detail: ConversationDetail }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [sending, setSending] = useState(false);
  const email = detail.visitor.email;
  const send = async (to: 'visitor' | 'me') => {
    setAnchor(null);
    setSending(true);
    try {
      toast.success(await transcriptsApi.send(detail.conversationId, to));
    } catch {
      // The http client has toasted the server's message.
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      <Tooltip title={TRANSCRIPT_UI.button}>
        <span>
          <IconButton aria-label={TRANSCRIPT_UI.button} aria-haspopup="menu" disabled={sending} onClick={(e) => setAnchor(e.currentTarget)}>
            <ForwardToInboxIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem disabled={!email} onClick={() => void send('visitor')}>
          <ListItemText primary={TRANSCRIPT_UI.toVisitor} secondary={email ?? TRANSCRIPT_UI.noEmail} />
        </MenuItem>
        <MenuItem onClick={() => void send('me')}>
          <ListItemText primary={TRANSCRIPT_UI.toMe} />
        </MenuItem>
      </Menu>
    </>
  );
}
