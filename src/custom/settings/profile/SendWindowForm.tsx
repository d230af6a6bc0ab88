// The agent's send window (issue 27): how long their replies wait, with "Sending… Undo" in the thread, before the
// server sends them. Off, 5, 10 or 20 seconds; kept per agent (PUT app/user/profile/send-window).
import { useState } from 'react';
import { MenuItem, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { EDITS_MSG, SEND_WINDOW_CHOICES, sendWindowLabel } from '../../../domain/messageEdits/rules';
import { sendWindowSchema } from '../../../domain/messageEdits/schemas';
import { editsApi } from '../../../providers/api/messageEdits';
import { toast } from '../../../providers/notifications';

const KEY = ['profile', 'send-window'] as const;

export function SendWindowForm() {
  const qc = useQueryClient();
  const { data } = useQuery({ queryKey: KEY, queryFn: editsApi.sendWindow });
  const [saving, setSaving] = useState(false);
  const save = async (seconds: number) => {
    setSaving(true);
    try {
      const value = await sendWindowSchema.validate({ seconds });
      const answer = await editsApi.saveSendWindow(value);
      qc.setQueryData(KEY, { seconds: answer.seconds });
      toast.success(answer.message || EDITS_MSG.sendWindowSaved);
    } catch {
      // The error toast says why.
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {EDITS_MSG.sendWindowHint}
      </Typography>
      <TextField
        select
        size="small"
        label={EDITS_MSG.sendWindowLabel}
        value={data?.seconds ?? ''}
        disabled={!data || saving}
        onChange={(e) => void save(Number(e.target.value))}
        sx={{ minWidth: 200 }}
        data-testid="send-window"
      >
        {SEND_WINDOW_CHOICES.map((s) => (
          <MenuItem key={s} value={s}>
            {sendWindowLabel(s)}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
