// The thread's marks of an edited or deleted message (issue 27): "edited" beside the time, and "This message was
// deleted" in place of a deleted message's body.
import { Typography } from '@mui/material';
import type { Message } from '../../../domain/inbox/types';
import { EDITS_MSG, shownText } from '../../../domain/messageEdits/rules';

export function EditedMark({ message }: { message: Message }) {
  if (!shownText(message).edited) return null;
  return (
    <Typography component="span" variant="caption" color="text.secondary" data-testid="edited-mark">
      · {EDITS_MSG.edited}
    </Typography>
  );
}

export function DeletedBody() {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }} data-testid="deleted-message">
      {EDITS_MSG.deleted}
    </Typography>
  );
}
