// "Sending… Undo" under a reply held in the agent's send window (issue 27). Undo asks the server to take it back; a
// refusal (the window ended) is the server's §8 toast, and the reply then arrives as sent.
import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { EDITS_MSG } from '../../../domain/messageEdits/rules';
import { markUndone } from '../../../domain/messageEdits/held';
import { editsApi } from '../../../providers/api/messageEdits';
import { patchSending } from '../data/cacheContext';

export function HeldSendStatus({ conversationId, clientId }: { conversationId: number; clientId: string }) {
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const undo = async () => {
    setBusy(true);
    try {
      await editsApi.undo(conversationId, clientId);
      patchSending(qc, (s) => markUndone(s, clientId));
    } catch {
      setBusy(false); // the toast says why; the reply arrives as sent
    }
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} data-testid="held-send">
      <Typography variant="caption" color="text.secondary">
        {EDITS_MSG.sending}
      </Typography>
      <Button size="small" onClick={() => void undo()} disabled={busy} sx={{ minWidth: 0, py: 0, fontWeight: 600 }}>
        {EDITS_MSG.undo}
      </Button>
    </Stack>
  );
}
