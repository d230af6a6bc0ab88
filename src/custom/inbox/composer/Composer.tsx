// The reply composer of one conversation: the uploads of that conversation above the editor, the editor with its
// tools below. A canned message picked into the draft rides along with it while the draft still holds its text.
// A Reply / Note switch above the editor: a note goes to agents only (text and @mentions, no reply tools).
import { useCallback, useRef, useState } from 'react';
import { Box, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import ReplyIcon from '@mui/icons-material/Reply';
import StickyNote2Icon from '@mui/icons-material/StickyNote2';
import { newClientId, type OutgoingDraft } from '../../../domain/inbox/sending';
import type { ConversationDetail } from '../../../domain/inbox/types';
import type { CannedMessage } from '../../../domain/schemas/canned';
import { ReplyEditor, type EditorHandle } from '../editor/ReplyEditor';
import { CollisionBanner } from '../collision/CollisionBanner';
import { useCollisionTypingSender } from '../collision/useConversationPresence';
import { useReplyGuard } from '../collision/useReplyGuard';
import { inlineContentOf, withCannedMessage } from '../tools/model';
import { useBookMeeting } from '../tools/useBookMeeting';
import { useUploads } from '../tools/useUploads';
import { ReplyInsertBridge } from '../helpdesk';
import { ComposerToolbar, csatDraft } from './ComposerToolbar';
import { NOTE_UI, type ComposerMode } from './noteLabels';
import { UploadList } from './UploadList';

export interface ComposerProps {
  detail: ConversationDetail;
  onSend(draft: OutgoingDraft): boolean;
}

export function Composer({ detail, onSend }: ComposerProps) {
  const [canned, setCanned] = useState<CannedMessage | null>(null);
  const [mode, setMode] = useState<ComposerMode>('reply');
  const { uploads, start, cancel, dismiss } = useUploads(detail.conversationId);
  const { book, isBooking } = useBookMeeting(detail.conversationId, detail.visitor.id);
  // Collision control: a reply to a conversation assigned to someone else waits for the banner (warn) or is refused
  // (block); other viewers see this agent typing.
  const guard = useReplyGuard(detail);
  const typing = useCollisionTypingSender(detail.conversationId);
  const editorRef = useRef<EditorHandle | null>(null);

  const sendDraft = useCallback(
    (draft: OutgoingDraft) => {
      if (mode === 'note') return onSend({ text: draft.text, mentions: draft.mentions ?? [], note: true });
      if (guard.holds()) return false;
      const sent = onSend(withCannedMessage(draft, canned));
      if (sent) setCanned(null);
      return sent;
    },
    [onSend, canned, mode, guard],
  );
  const replyAnyway = () => {
    guard.replyAnyway();
    editorRef.current?.submit?.();
  };

  return (
    <>
      <UploadList uploads={uploads} onCancel={cancel} onDismiss={dismiss} />
      {mode === 'reply' && <CollisionBanner guard={guard} onReplyAnyway={replyAnyway} />}
      {/* A printable key in the editor (not a shortcut) tells the other viewers this agent is typing. */}
      <Box onKeyDown={(e) => e.key.length === 1 && !e.ctrlKey && !e.metaKey && typing()}>
        <ReplyEditor
          visitorName={detail.visitor.name}
          conversationId={detail.conversationId}
          onSend={sendDraft}
          mode={mode}
          onSwitchToNote={() => setMode('note')}
          header={
            <Stack direction="row" spacing={1} sx={{ pb: 1, alignItems: 'center' }}>
              <ToggleButtonGroup
                size="small"
                exclusive
                value={mode}
                aria-label={NOTE_UI.mode}
                onChange={(_e, next: ComposerMode | null) => next && setMode(next)}
                sx={{ '& .MuiToggleButton-root': { py: 0.25, px: 1.25, textTransform: 'none' } }}
              >
                <ToggleButton value="reply">
                  <ReplyIcon fontSize="small" sx={{ mr: 0.5 }} />
                  {NOTE_UI.reply}
                </ToggleButton>
                <ToggleButton value="note" color="warning">
                  <StickyNote2Icon fontSize="small" sx={{ mr: 0.5 }} />
                  {NOTE_UI.note}
                </ToggleButton>
              </ToggleButtonGroup>
              {mode === 'note' && (
                <Typography variant="caption" color="text.secondary">
                  {NOTE_UI.noteHint}
                </Typography>
              )}
            </Stack>
          }
          tools={(editor) => {
            editorRef.current = editor;
            return (
              <>
                <ReplyInsertBridge editor={editor} />
                {mode === 'reply' && (
                  <ComposerToolbar
                    onCanned={(c) => {
                      editor.insert(inlineContentOf(c.message));
                      setCanned(c);
                    }}
                    onGif={(gif) => !guard.holds() && onSend({ text: '', gif })}
                    onFiles={(files) => files.forEach(start)}
                    onCsat={() => onSend(csatDraft(newClientId()))}
                    onBookMeeting={() => void book().catch(() => undefined)}
                    isBooking={isBooking}
                  />
                )}
              </>
            );
          }}
        />
      </Box>
    </>
  );
}
