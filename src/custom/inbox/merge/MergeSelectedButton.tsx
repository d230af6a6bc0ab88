// The selection toolbar's Merge button (issue 27): two or more selected rows open the merge dialog with them.
import { useState } from 'react';
import { Button } from '@mui/material';
import CallMergeIcon from '@mui/icons-material/CallMerge';
import type { ConversationListItem } from '../../../domain/inbox/types';
import { MERGE_UI } from './labels';
import { MergeDialog } from './MergeDialog';
import { showMergeUndo } from './undoStore';

export function MergeSelectedButton({ selected, onMerged }: { selected: readonly ConversationListItem[]; onMerged(): void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" startIcon={<CallMergeIcon />} disabled={selected.length < 2} onClick={() => setOpen(true)}>
        {MERGE_UI.merge}
      </Button>
      {open && (
        <MergeDialog
          open
          candidates={selected}
          fixed={selected.map((c) => c.id)}
          onClose={() => setOpen(false)}
          onMerged={(r) => {
            setOpen(false);
            showMergeUndo(r);
            onMerged();
          }}
        />
      )}
    </>
  );
}
