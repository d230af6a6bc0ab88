// The header button that opens the visitor-block modal (loaded on first use); only for agents who may write in
// the inbox (spec §6).
import { lazy, Suspense, useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import type { ConversationDetail } from '../../../domain/inbox/types';
import { useShellSession } from '../../../ui/session/SessionContext';
import { canReply } from '../model';
import { TOOLS_UI } from '../tools/labels';

const BlockVisitorModal = lazy(() => import('./BlockVisitorModal').then((m) => ({ default: m.BlockVisitorModal })));

export function BlockVisitorButton({ detail }: { detail: ConversationDetail }) {
  const session = useShellSession();
  const [open, setOpen] = useState(false);
  if (!canReply(false, session?.facts.flat)) return null;
  const { visitor } = detail;
  const label = visitor.blocked ? TOOLS_UI.unblockVisitor : TOOLS_UI.blockVisitor;
  return (
    <>
      <Tooltip title={label}>
        <IconButton aria-label={label} aria-pressed={visitor.blocked} onClick={() => setOpen(true)}>
          {visitor.blocked ? <RemoveCircleOutlineIcon color="error" /> : <BlockIcon />}
        </IconButton>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <BlockVisitorModal open onClose={() => setOpen(false)} visitor={visitor} company={detail.account?.name ?? visitor.company} />
        </Suspense>
      )}
    </>
  );
}
