// One entry of the thread: who sent it and when, the body, and for the agent's own replies not yet confirmed
// 'sending', or the failure with Retry and Discard (the reply stays visible until one of them).
import { alpha, Avatar, Box, Button, Stack, Typography } from '@mui/material';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import StickyNote2Icon from '@mui/icons-material/StickyNote2';
import { NOTE_UI, noteColors } from '../composer/noteLabels';
import { INBOX_MSG } from '../../../domain/inbox/messages';
import type { Message } from '../../../domain/inbox/types';
import type { ThreadEntry } from '../data';
import { UI } from '../labels';
import { initials, messageTime } from '../model';
import { MessageBody } from './MessageBody';
import { DeletedBody, EditedMark } from '../edits/EditedMark';
import { HeldSendStatus } from '../edits/HeldSendStatus';
import { OwnMessageTools } from '../edits/MessageEditActions';

export interface MessageEntryProps {
  entry: ThreadEntry;
  visitorName: string;
  nowMs: number;
  onRetry(clientId: string): void;
  onDiscard(clientId: string): void;
  /** For a bot message with buttons: the option the visitor chose. */
  chosen?: string | null;
  /** The thread's conversation: the agent's own messages offer Edit and Delete (issue 27). */
  conversationId?: number;
}

/** System notes (info, CSAT outcomes, blocking) sit in the middle of the thread. */
const CENTRED = new Set<Message['type']>(['info', 'csat_cancel', 'visitor_blocked']);

function senderName(message: Message, visitorName: string): string {
  if (message.senderName) return message.senderName;
  return message.senderType === 'visitor' ? visitorName : '';
}

export function MessageEntry({ entry, visitorName, nowMs, onRetry, onDiscard, chosen = null, conversationId }: MessageEntryProps) {
  const { message, status } = entry;
  if (CENTRED.has(message.type)) {
    return (
      <Box sx={{ textAlign: 'center', my: 1 }} data-testid="thread-entry" data-type={message.type}>
        <MessageBody message={message} />
      </Box>
    );
  }
  const fromVisitor = message.senderType === 'visitor';
  const isNote = message.type === 'note';
  const name = senderName(message, visitorName);
  const clientId = message.clientId;
  return (
    <Stack
      direction={fromVisitor ? 'row' : 'row-reverse'}
      spacing={1}
      sx={{ my: 1, alignItems: 'flex-end', opacity: status === 'sending' ? 0.7 : 1 }}
      data-testid="thread-entry"
      data-type={message.type}
    >
      <Avatar sx={{ width: 28, height: 28, fontSize: 12 }} aria-hidden>
        {message.senderType === 'bot' ? <SmartToyIcon fontSize="small" /> : initials(name)}
      </Avatar>
      <Box sx={{ maxWidth: '70%', display: 'flex', flexDirection: 'column', alignItems: fromVisitor ? 'flex-start' : 'flex-end' }}>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          {isNote && (
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, color: (t) => noteColors(t.palette.mode).label, fontWeight: 600 }} data-testid="note-label">
              <StickyNote2Icon sx={{ fontSize: 14 }} aria-hidden />
              {NOTE_UI.noteLabel} ·
            </Box>
          )}
          {name} · {messageTime(message.time, nowMs)}
          <EditedMark message={message} />
        </Typography>
        <Box
          sx={{
            px: 1.5,
            py: 1,
            borderRadius: 2,
            // The visitor's words on a neutral tint, the team's on a tint of the brand blue, internal notes on yellow
            // (either mode): a note must never pass for something the visitor read.
            bgcolor: (t) =>
              isNote
                ? noteColors(t.palette.mode).paper
                : fromVisitor
                  ? t.palette.action.hover
                  : alpha(t.palette.primary.main, t.palette.mode === 'dark' ? 0.16 : 0.07),
            border: 1,
            borderColor: status === 'failed' ? 'error.main' : isNote ? (t) => noteColors(t.palette.mode).border : 'divider',
          }}
        >
          {message.deleted ? <DeletedBody /> : <MessageBody message={message} chosen={chosen} />}
        </Box>
        {status === 'sending' && entry.held && clientId && <HeldSendStatus conversationId={entry.held.conversationId} clientId={clientId} />}
        {status === 'sending' && !entry.held && (
          <Typography variant="caption" color="text.secondary">
            {UI.sending}
          </Typography>
        )}
        {status === 'sent' && <OwnMessageTools conversationId={conversationId} message={message} nowMs={nowMs} />}
        {status === 'failed' && clientId && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="alert">
            <Typography variant="caption" color="error">
              {INBOX_MSG.sendFailed}
              {entry.error ? `: ${entry.error}` : ''}
            </Typography>
            <Button size="small" onClick={() => onRetry(clientId)}>
              {INBOX_MSG.retry}
            </Button>
            <Button size="small" color="inherit" onClick={() => onDiscard(clientId)}>
              {UI.discard}
            </Button>
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
