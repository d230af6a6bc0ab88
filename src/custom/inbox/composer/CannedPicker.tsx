// The canned-message picker: a pick goes into the draft where the caret is; 'Manage canned messages' opens the
// editor (create and delete). Its content and the editor load on first use, keeping the inbox's first load light.
import { lazy, Suspense, useState } from 'react';
import { Box, CircularProgress, IconButton, Popover, Tooltip } from '@mui/material';
import QuickreplyIcon from '@mui/icons-material/Quickreply';
import type { CannedMessage } from '../../../domain/schemas/canned';
import { TOOLS_UI } from '../tools/labels';
import { useFitPopover } from './useFitPopover';

const CannedMenu = lazy(() => import('./CannedMenu').then((m) => ({ default: m.CannedMenu })));
const CannedEditor = lazy(() => import('./CannedEditor').then((m) => ({ default: m.CannedEditor })));

export function CannedPicker({ onPick }: { onPick(message: CannedMessage): void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [editing, setEditing] = useState(false);
  const fit = useFitPopover(anchor !== null);
  return (
    <>
      <Tooltip title={TOOLS_UI.canned}>
        <IconButton size="small" aria-label={TOOLS_UI.canned} aria-haspopup="dialog" onClick={(e) => setAnchor(e.currentTarget)}>
          <QuickreplyIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        action={fit.action}
        slotProps={{ paper: { role: 'dialog', 'aria-label': TOOLS_UI.canned, sx: fit.paperSx } as object }}
      >
        <Box ref={fit.contentRef}>
          <Suspense fallback={<CircularProgress size={20} sx={{ m: 2 }} />}>
            <CannedMenu
              onPick={(c) => {
                setAnchor(null);
                onPick(c);
              }}
              onManage={() => {
                setAnchor(null);
                setEditing(true);
              }}
            />
          </Suspense>
        </Box>
      </Popover>
      {editing && (
        <Suspense fallback={null}>
          <CannedEditor open onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </>
  );
}
