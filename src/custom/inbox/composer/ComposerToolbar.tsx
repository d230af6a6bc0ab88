// The row of reply tools under the editor: canned messages, GIFs, attachments, a CSAT request and book meeting.
// Mentions are typed in the editor itself ('@').
import { IconButton, Stack, Tooltip } from '@mui/material';
import EventIcon from '@mui/icons-material/Event';
import ThumbsUpDownIcon from '@mui/icons-material/ThumbsUpDown';
import type { OutgoingDraft } from '../../../domain/inbox/sending';
import type { Gif } from '../../../domain/inbox/types';
import type { CannedMessage } from '../../../domain/schemas/canned';
import { TOOLS_UI } from '../tools/labels';
import { AttachButton } from './AttachButton';
import { CannedPicker } from './CannedPicker';
import { GifPicker } from './GifPicker';

export interface ComposerToolbarProps {
  onCanned(message: CannedMessage): void;
  onGif(gif: Gif): void;
  onFiles(files: File[]): void;
  onCsat(): void;
  onBookMeeting(): void;
  isBooking: boolean;
}

export function ComposerToolbar({ onCanned, onGif, onFiles, onCsat, onBookMeeting, isBooking }: ComposerToolbarProps) {
  return (
    <Stack direction="row" spacing={0.5} role="toolbar" aria-label={TOOLS_UI.toolbar}>
      <CannedPicker onPick={onCanned} />
      <GifPicker onPick={onGif} />
      <AttachButton onFiles={onFiles} />
      <Tooltip title={TOOLS_UI.csatHint}>
        <IconButton size="small" aria-label={TOOLS_UI.csat} onClick={onCsat}>
          <ThumbsUpDownIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={TOOLS_UI.bookMeetingHint}>
        <span>
          <IconButton size="small" aria-label={TOOLS_UI.bookMeeting} onClick={onBookMeeting} disabled={isBooking}>
            <EventIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
}

/** The draft of a CSAT request: no text, a new feedback id (spec §3 "feedback {id}"). */
export const csatDraft = (id: string): OutgoingDraft => ({ text: '', feedback: { id } });
