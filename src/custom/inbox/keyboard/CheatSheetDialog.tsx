// The `?` cheat sheet: every shortcut of the table, grouped by where it works.
import { Box, Dialog, DialogContent, DialogTitle, IconButton, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { shortcutsByScope } from '../../../domain/keyboard/shortcuts';

export const CHEAT_SHEET_TITLE = 'Keyboard shortcuts';

export function CheatSheetDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="cheat-sheet-title"
      // The dialog itself takes the focus when it opens; its title names it, a browser focus ring around it only clutters.
      slotProps={{ paper: { sx: { '&:focus-visible': { outline: 'none' } } } }}
    >
      <DialogTitle id="cheat-sheet-title" sx={{ pr: 6 }}>
        {CHEAT_SHEET_TITLE}
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ alignItems: 'flex-start' }}>
          {shortcutsByScope().map((group) => (
            <Box key={group.scope} sx={{ flex: 1, minWidth: 0, width: '100%' }}>
              <Typography variant="subtitle2" component="h3" color="text.secondary" sx={{ mb: 1 }}>
                {group.label}
              </Typography>
              <Table size="small" aria-label={group.label}>
                <TableBody>
                  {group.shortcuts.map((s) => (
                    <TableRow key={s.action} sx={{ '&:last-child td': { border: 0 } }}>
                      <TableCell sx={{ pl: 0 }}>{s.label}</TableCell>
                      <TableCell align="right" sx={{ pr: 0, whiteSpace: 'nowrap' }}>
                        <Box component="kbd" sx={{ fontFamily: 'inherit', fontSize: 12, px: 0.75, py: 0.25, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'action.hover' }}>
                          {s.display}
                        </Box>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          ))}
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
