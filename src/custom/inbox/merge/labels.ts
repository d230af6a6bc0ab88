// The merge dialog's words (issue 27).
import { MERGE_UNDO_SECONDS } from '../../../domain/merge/rules';

export const MERGE_UI = {
  merge: 'Merge',
  mergeEllipsis: 'Merge…',
  mergeTooltip: 'Merge with other conversations',
  title: 'Merge conversations',
  intro: `Messages, notes, attachments, tags, members and meetings move into the conversation you keep, in the order they were sent. The others close with a link to it. You can undo for ${MERGE_UNDO_SECONDS} seconds.`,
  keep: 'Keep',
  keepHint: 'Keep this conversation',
  include: 'Include in the merge',
  search: 'Find another conversation',
  searchHint: 'Name, email or words of a message',
  none: 'No other conversation of this visitor',
  confirmDifferent: 'Yes, merge conversations of different visitors',
  cancel: 'Cancel',
  undo: 'Undo',
  openSurvivor: 'Open',
  noMessages: 'No messages yet',
} as const;

export const conversationLabel = (id: number) => `#${id}`;
