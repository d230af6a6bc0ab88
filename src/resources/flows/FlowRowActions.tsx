// A list row's actions: open the builder or the settings modal, rename, clone, delete.
import { useState } from 'react';
import BuildIcon from '@mui/icons-material/AccountTree';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EditIcon from '@mui/icons-material/DriveFileRenameOutline';
import SettingsIcon from '@mui/icons-material/Tune';
import { Stack } from '@mui/material';
import { Button, useNotify, useRecordContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { FLOW_MSG } from '../../domain/flows';
import { DeleteRecordButton } from '../shared/DeleteRecordButton';
import { flowPaths, type FlowRecord } from '../../providers/api/flows';
import { FlowNameDialog } from './FlowNameDialog';
import { FLOWS_UI } from './labels';
import { useFlowWrite, type FlowCall } from './useFlowWrite';

/** A flow method, then its success text (spec §8); the list refetches through useFlowWrite. */
function useFlowAction() {
  const notify = useNotify();
  const write = useFlowWrite();
  return async (call: FlowCall, success: string) => {
    await write.mutateAsync(call);
    notify(success, { type: 'success' });
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
      await run((dp) => dp.cloneFlow(record.id), FLOW_MSG.cloned);
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
          onSubmit={(name) => run((dp) => dp.renameFlow(record.id, name), FLOW_MSG.renamed)}
        />
      )}
    </Stack>
  );
}
