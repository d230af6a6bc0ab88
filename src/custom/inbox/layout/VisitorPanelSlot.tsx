// Where the visitor panel goes: beside the thread when three panes fit, else in a drawer from the right that the
// header's visitor button opens (and Escape, a click outside or its close button closes).
import type { ReactNode } from 'react';
import { Box, Drawer, IconButton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { LAYOUT_UI } from './labels';
import { useInboxLayout } from './InboxLayoutContext';

export function VisitorPanelSlot({ children }: { children: ReactNode }) {
  const { mode, visitorOpen, setVisitorOpen } = useInboxLayout();
  if (mode === 'three') return <>{children}</>;
  return (
    <Drawer anchor="right" open={visitorOpen} onClose={() => setVisitorOpen(false)} slotProps={{ paper: { sx: { width: 'min(340px, 90vw)' } } }}>
      <Stack direction="row" sx={{ alignItems: 'center', pl: 2, pr: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="subtitle2" component="p" sx={{ flex: 1 }}>
          {LAYOUT_UI.visitor}
        </Typography>
        <IconButton aria-label={LAYOUT_UI.closeVisitor} onClick={() => setVisitorOpen(false)}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {/* The panel fills the drawer: its own width and border are for the three-pane layout. */}
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex', '& > aside': { width: '100%', borderLeft: 0 } }}>{children}</Box>
    </Drawer>
  );
}
