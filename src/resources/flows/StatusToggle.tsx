// The active/inactive switch of a list row (PUT app/flows/:id/status): 'Conversation status changed successfully'.
import { useState } from 'react';
import { Switch } from '@mui/material';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { FLOW_MSG } from '../../domain/flows';
import { flowsApi, type FlowRecord } from '../../providers/api/flows';
import { FLOWS_UI } from './labels';

export function StatusToggle({ disabled = false }: { disabled?: boolean }) {
  const record = useRecordContext<FlowRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  // Shown at once; the saved value comes back with the refresh (or stays as it was when the call fails).
  const [pending, setPending] = useState<boolean | null>(null);
  if (!record) return null;
  const checked = pending ?? record.status === 'active';
  const toggle = async (next: boolean) => {
    setPending(next);
    try {
      const saved = await flowsApi.setStatus(record.id, next ? 'active' : 'inactive');
      notify(saved.message ?? FLOW_MSG.statusChanged, { type: 'success' });
      refresh();
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
