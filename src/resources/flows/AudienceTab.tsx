// The modal's Audience tab (spec §4): which audience sees the conversation, and its priority among the others.
import { useState } from 'react';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useGetList, useNotify, useUpdate } from 'react-admin';
import { ADMIN_MSG } from '../../domain/adminMessages';
import { FLOW_MSG } from '../../domain/flows';
import type { FlowRecord } from '../../providers/api/flows';
import { FLOWS_UI } from './labels';

const EVERYONE = 'everyone';

export function AudienceTab({ flow, canWrite }: { flow: FlowRecord; canWrite: boolean }) {
  const { data: audiences = [] } = useGetList<{ id: number; name: string }>('audiences', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'name', order: 'ASC' },
  });
  const [audience, setAudience] = useState(flow.audienceId === null ? EVERYONE : String(flow.audienceId));
  const [priority, setPriority] = useState(String(flow.priority));
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  const [update] = useUpdate<FlowRecord>();
  const priorityValue = Number(priority);
  const priorityOk = priority.trim() !== '' && Number.isInteger(priorityValue) && priorityValue >= 0;

  const save = async () => {
    setBusy(true);
    try {
      const data = { ...flow, audienceId: audience === EVERYONE ? null : Number(audience), priority: priorityValue };
      // Pessimistic: the list and the modal show the saved flow once the server has it.
      await update('flows', { id: flow.id, data, previousData: flow }, { mutationMode: 'pessimistic', returnPromise: true });
      notify(FLOW_MSG.saved, { type: 'success' });
    } catch {
      // httpClient has shown the error toast (a flow that breaks a rule cannot be saved from here either).
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ pt: 2 }}>
      <TextField
        select
        label={FLOWS_UI.audience}
        value={audience}
        onChange={(e) => setAudience(e.target.value)}
        helperText={FLOWS_UI.audienceHelp}
        disabled={!canWrite}
      >
        <MenuItem value={EVERYONE}>{FLOWS_UI.everyone}</MenuItem>
        {audiences.map((a) => (
          <MenuItem key={a.id} value={String(a.id)}>
            {a.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={FLOWS_UI.priority}
        type="number"
        value={priority}
        onChange={(e) => setPriority(e.target.value)}
        error={!priorityOk}
        helperText={priorityOk ? FLOWS_UI.priorityHelp : ADMIN_MSG.positiveInteger}
        disabled={!canWrite}
        slotProps={{ htmlInput: { min: 0, step: 1 } }}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Button component={RouterLink} to="/audiences/create">
          {FLOWS_UI.newAudience}
        </Button>
        {canWrite && (
          <Button variant="contained" disabled={busy || !priorityOk} onClick={() => void save()}>
            {FLOWS_UI.save}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
