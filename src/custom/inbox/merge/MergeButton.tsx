// The thread header's Merge button (issue 27): opens the merge dialog with this visitor's other conversations (found
// by GET app/inbox/merge/candidates), merges, offers Undo, and opens the survivor when this conversation was merged away.
import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import CallMergeIcon from '@mui/icons-material/CallMerge';
import type { ConversationDetail, ConversationListItem } from '../../../domain/inbox/types';
import type { MergeResult } from '../../../domain/merge/rules';
import { useInboxRoute } from '../useInboxRoute';
import { MERGE_UI } from './labels';
import { MergeDialog } from './MergeDialog';
import { mergeApi } from '../../../providers/api/merge';
import { showMergeUndo } from './undoStore';

/** The open thread as a list row (when the search does not return it). */
const rowOf = (d: ConversationDetail): ConversationListItem => ({
  id: d.conversationId,
  status: d.details.status,
  archived: d.details.archived,
  starred: d.details.starred,
  unread: d.details.unread,
  botConv: d.details.botConv,
  message: null,
  lastEventTime: 0,
  account: d.account,
  user: d.visitor,
  members: [],
  mentions: [],
  tags: d.details.tags ?? [],
  attachmentProgress: null,
  createdAt: 0,
});

export function MergeButton({ detail }: { detail: ConversationDetail }) {
  const { select } = useInboxRoute();
  const [candidates, setCandidates] = useState<ConversationListItem[] | null>(null);
  const id = detail.conversationId;
  const open = async () => {
    const own = new Map((await mergeApi.candidates(id)).map((c) => [c.id, c] as const));
    if (!own.has(id)) own.set(id, rowOf(detail));
    setCandidates([...own.values()].sort((a, b) => (a.id === id ? -1 : b.id === id ? 1 : b.lastEventTime - a.lastEventTime)));
  };
  const merged = (r: MergeResult) => {
    setCandidates(null);
    showMergeUndo(r);
    if (r.survivorId !== id) select({ id: r.survivorId, user: detail.visitor });
  };
  return (
    <>
      <Tooltip title={MERGE_UI.mergeTooltip}>
        <IconButton aria-label={MERGE_UI.mergeEllipsis} onClick={() => void open()}>
          <CallMergeIcon />
        </IconButton>
      </Tooltip>
      {candidates && <MergeDialog open candidates={candidates} fixed={[id]} searchable onClose={() => setCandidates(null)} onMerged={merged} />}
    </>
  );
}
