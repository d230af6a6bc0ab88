// The canned-message picker's content (loaded on first open): a search over the project's canned messages, the
// list to pick from, and the way to the editor.
import { useState } from 'react';
import { Button, CircularProgress, List, ListItemButton, ListItemText, Stack, TextField, Typography } from '@mui/material';
import type { CannedMessage } from '../../../domain/schemas/canned';
import { TOOLS_UI } from '../tools/labels';
import { filterCanned } from '../tools/model';
import { useCannedMessages } from '../tools/useCannedMessages';

export interface CannedMenuProps {
  onPick(message: CannedMessage): void;
  onManage(): void;
}

export function CannedMenu({ onPick, onManage }: CannedMenuProps) {
  const [search, setSearch] = useState('');
  const { messages, isLoading } = useCannedMessages();
  const shown = filterCanned(messages, search);
  return (
    <Stack spacing={1} sx={{ p: 1.5, width: 340 }}>
      <TextField
        size="small"
        variant="outlined"
        margin="none"
        autoFocus
        label={TOOLS_UI.searchCanned}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {isLoading && <CircularProgress size={20} />}
      {!isLoading && shown.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {messages.length === 0 ? TOOLS_UI.noCanned : TOOLS_UI.noCannedMatch}
        </Typography>
      )}
      <List dense disablePadding aria-label={TOOLS_UI.canned} sx={{ maxHeight: 260, overflowY: 'auto' }}>
        {shown.map((c) => (
          <ListItemButton key={c.messageId} onClick={() => onPick(c)}>
            <ListItemText primary={c.message} slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap' } } }} />
          </ListItemButton>
        ))}
      </List>
      <Button size="small" sx={{ alignSelf: 'flex-start' }} onClick={onManage}>
        {TOOLS_UI.manageCanned}
      </Button>
    </Stack>
  );
}
