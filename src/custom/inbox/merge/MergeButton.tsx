// The thread header's Merge button (issue 27): opens the merge dialog with this visitor's other conversations (found
// through the inbox search), merges, offers Undo, and opens the survivor when this conversation was merged away.
import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import CallMergeIcon from '@mui/icons-material/CallMerge';
import type { ConversationDetail, ConversationListItem } from '../../../domain/inbox/types';
import type { MergeResult } from '../../../domain/merge/rules';
import { inboxApi } from '../../../providers/api/inbox';
import { useInboxRoute } from '../useInboxRoute';
import { MERGE_UI } from './labels';
import { MergeDialog } from './MergeDialog';
import { MergeUndo } from './MergeUndo';

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
  const [result, setResult] = useState<MergeResult | null>(null);
  const id = detail.conversationId;
  const open = async () => {
    const q = detail.visitor.email || detail.visitor.name;
    const hits = q.trim().length >= 2 ? (await inboxApi.search(q.trim())).hits : [];
    const own = new Map<number, ConversationListItem>();
    for (const h of hits) if (h.conversation.user.id === detail.visitor.id && !own.has(h.conversation.id)) own.set(h.conversation.id, h.conversation);
    if (!own.has(id)) own.set(id, rowOf(detail));
    setCandidates([...own.values()].sort((a, b) => (a.id === id ? -1 : b.id === id ? 1 : b.lastEventTime - a.lastEventTime)));
  };
  const merged = (r: MergeResult) => {
    setCandidates(null);
    setResult(r);
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
      <MergeUndo result={result} onDone={() => setResult(null)} />
    </>
  );
}
