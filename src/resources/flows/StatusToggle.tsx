// The active/inactive switch of a list row (PUT app/flows/:id/status): 'Conversation status changed successfully'.
import { useState } from 'react';
import { Switch } from '@mui/material';
import { useNotify, useRecordContext } from 'react-admin';
import { FLOW_MSG } from '../../domain/flows';
import type { FlowRecord } from '../../providers/api/flows';
import { FLOWS_UI } from './labels';
import { useFlowWrite } from './useFlowWrite';

export function StatusToggle({ disabled = false }: { disabled?: boolean }) {
  const record = useRecordContext<FlowRecord>();
  const notify = useNotify();
  const write = useFlowWrite();
  // Shown at once; the saved value comes back with the refetch (or stays as it was when the call fails).
  const [pending, setPending] = useState<boolean | null>(null);
  if (!record) return null;
  const checked = pending ?? record.status === 'active';
  const toggle = async (next: boolean) => {
    setPending(next);
    try {
      await write.mutateAsync((dp) => dp.setFlowStatus(record.id, next ? 'active' : 'inactive'));
      notify(FLOW_MSG.statusChanged, { type: 'success' });
    } catch {
      // httpClient has shown the error toast.
    } finally {
      setPending(null);
    }
  };
  return (
    <Switch
      checked={checked}
      disabled={disabled || pending !== null}
      onClick={(e) => e.stopPropagation()}
      onChange={(_e, next) => void toggle(next)}
      slotProps={{ input: { 'aria-label': FLOWS_UI.statusSwitch(record.name) } }}
    />
  );
}
