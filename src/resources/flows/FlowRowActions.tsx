// A list row's actions: open the builder or the settings modal, rename, clone, delete.
import { useState } from 'react';
import BuildIcon from '@mui/icons-material/AccountTree';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EditIcon from '@mui/icons-material/DriveFileRenameOutline';
import SettingsIcon from '@mui/icons-material/Tune';
import { Stack } from '@mui/material';
import { Button, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { FLOW_MSG } from '../../domain/flows';
import { DeleteRecordButton } from '../shared/DeleteRecordButton';
import { flowPaths, flowsApi, type FlowRecord } from '../../providers/api/flows';
import { FlowNameDialog } from './FlowNameDialog';
import { FLOWS_UI } from './labels';

function useFlowAction() {
  const notify = useNotify();
  const refresh = useRefresh();
  return async (call: () => Promise<{ message?: string }>, fallback: string) => {
    const answer = await call();
    notify(answer.message ?? fallback, { type: 'success' });
    refresh();
  };
}

export function FlowRowActions({ canWrite }: { canWrite: boolean }) {
  const record = useRecordContext<FlowRecord>();
  const navigate = useNavigate();
  const run = useFlowAction();
  const [renaming, setRenaming] = useState(false);
  const [cloning, setCloning] = useState(false);
  if (!record) return null;
  const clone = async () => {
    setCloning(true);
    try {
      await run(() => flowsApi.clone(record.id), FLOW_MSG.cloned);
    } catch {
      // httpClient has shown the error toast.
    } finally {
      setCloning(false);
    }
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }} onClick={(e) => e.stopPropagation()}>
      <Button label={FLOWS_UI.build} onClick={() => navigate(flowPaths.build(record.id))}>
        <BuildIcon />
      </Button>
      <Button label={FLOWS_UI.settings} onClick={() => navigate(flowPaths.settings(record.id))}>
        <SettingsIcon />
      </Button>
      {canWrite && (
        <>
          <Button label={FLOWS_UI.rename} onClick={() => setRenaming(true)}>
            <EditIcon />
          </Button>
          <Button label={FLOWS_UI.clone} disabled={cloning} onClick={() => void clone()}>
            <ContentCopyIcon />
          </Button>
          <DeleteRecordButton success={FLOW_MSG.deleted} confirmTitle={(r) => FLOWS_UI.deleteTitle(String(r.name))} />
        </>
      )}
      {renaming && (
        <FlowNameDialog
          open
          title={FLOWS_UI.renameTitle}
          action={FLOWS_UI.save}
          initial={record.name}
          onClose={() => setRenaming(false)}
          onSubmit={(name) => run(() => flowsApi.rename(record.id, name), FLOW_MSG.renamed)}
        />
      )}
    </Stack>
  );
}
