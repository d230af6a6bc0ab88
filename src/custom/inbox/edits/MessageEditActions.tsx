// Edit and Delete on the agent's own chat messages while the project's edit window is open (issue 27). The rule is
// the server's (src/domain/messageEdits/rules.ts, enforced there too); the thread follows the 'message-update' the
// server publishes, so the answer needs no cache work here.
import { useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, IconButton, Stack, TextField, Tooltip } from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useQuery } from '@tanstack/react-query';
import type { Message } from '../../../domain/inbox/types';
import { EDITS_MSG, mayEdit } from '../../../domain/messageEdits/rules';
import { editMessageSchema } from '../../../domain/messageEdits/schemas';
import { editsApi } from '../../../providers/api/messageEdits';
import { useShellSession } from '../../../ui/session/SessionContext';

export const EDIT_WINDOW_KEY = ['inbox', 'edit-window'] as const;

export function useMayEdit(message: Message, nowMs: number): boolean {
  const userId = useShellSession()?.details.user.userId;
  const mine = userId !== undefined && message.userId === userId && message.senderType === 'agent' && message.type === 'message' && !message.deleted;
  const { data: windowMinutes } = useQuery({ queryKey: EDIT_WINDOW_KEY, queryFn: editsApi.editWindow, enabled: mine, staleTime: 60_000 });
  return mine && windowMinutes !== undefined && mayEdit(message, userId, Math.floor(nowMs / 1000), windowMinutes);
}

export function MessageEditActions({ conversationId, message }: { conversationId: number; message: Message }) {
  const [mode, setMode] = useState<'idle' | 'edit' | 'delete'>('idle');
  const [text, setText] = useState(message.text);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      setMode('idle');
    } catch {
      // The error toast says why (window ended, not yours).
    } finally {
      setBusy(false);
    }
  };
  const save = async () => {
    try {
      const valid = await editMessageSchema.validate({ text });
      setError(null);
      await run(() => editsApi.edit(conversationId, message.id, valid.text));
    } catch (e) {
      setError(e instanceof Error ? e.message : EDITS_MSG.textEmpty);
    }
  };
  if (mode === 'edit') {
    return (
      <Box sx={{ width: '100%', minWidth: 280 }} data-testid="edit-message">
        <TextField value={text} onChange={(e) => setText(e.target.value)} multiline fullWidth size="small" autoFocus error={!!error} helperText={error ?? ' '} inputProps={{ 'aria-label': EDITS_MSG.edit }} />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button size="small" color="inherit" onClick={() => setMode('idle')}>
            {EDITS_MSG.cancel}
          </Button>
          <Button size="small" variant="contained" disabled={busy} onClick={() => void save()}>
            {EDITS_MSG.save}
          </Button>
        </Stack>
      </Box>
    );
  }
  return (
    <>
      <Stack direction="row" className="message-edit-actions" sx={{ opacity: 0.4, '&:hover, &:focus-within': { opacity: 1 } }}>
        <Tooltip title={EDITS_MSG.edit}>
          <IconButton size="small" aria-label={EDITS_MSG.edit} onClick={() => (setText(message.text), setMode('edit'))}>
            <EditOutlinedIcon sx={{ fontSize: 16 }} />
          </IconButton>
        </Tooltip>
        <Tooltip title={EDITS_MSG.delete}>
          <IconButton size="small" aria-label={EDITS_MSG.delete} onClick={() => setMode('delete')}>
            <DeleteOutlineIcon sx={{ fontSize: 16 }} />
          </IconButton>
        </Tooltip>
      </Stack>
      <Dialog open={mode === 'delete'} onClose={() => setMode('idle')}>
        <DialogContent>{EDITS_MSG.deleteConfirm}</DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={() => setMode('idle')}>
            {EDITS_MSG.cancel}
          </Button>
          <Button color="error" variant="contained" disabled={busy} onClick={() => void run(() => editsApi.remove(conversationId, message.id))}>
            {EDITS_MSG.delete}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** The Edit and Delete buttons under a sent message, when the current agent may still edit it. */
export function OwnMessageTools({ conversationId, message, nowMs }: { conversationId: number | undefined; message: Message; nowMs: number }) {
  const allowed = useMayEdit(message, nowMs);
  if (!allowed || conversationId === undefined || message.id === 0) return null;
  return <MessageEditActions key={`${message.id}-${message.editedAt ?? 0}`} conversationId={conversationId} message={message} />;
}
