// Delete with a confirmation, waiting for the server (pessimistic): a refusal (a role still assigned, removing
// yourself, the Blocked tag) leaves the row in place. httpClient toasts failures; we toast the success only.
import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, Confirm, useDelete, useNotify, useRecordContext, useRedirect, useResourceContext, type RaRecord } from 'react-admin';
import { RESOURCE_LABEL } from './labels';

export interface DeleteRecordButtonProps {
  success: string;
  /** The confirmation's question, e.g. 'Delete the role "Support"?'. */
  confirmTitle: (record: RaRecord) => string;
  /** Where to go afterwards (default: stay, the list refreshes). */
  redirectTo?: 'list' | false;
}

export function DeleteRecordButton({ success, confirmTitle, redirectTo = false }: DeleteRecordButtonProps) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const notify = useNotify();
  const redirect = useRedirect();
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();
  if (!record) return null;

  const confirm = () =>
    remove(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(success, { type: 'success' });
          if (redirectTo) redirect(redirectTo, resource);
        },
        onError: () => setOpen(false),
      },
    );

  return (
    <>
      <Button
        label={RESOURCE_LABEL.delete}
        color="error"
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
      >
        <DeleteIcon />
      </Button>
      {/* Clicks in the dialog would bubble (through the portal) to the list row and open the record. */}
      <span onClick={(e) => e.stopPropagation()}>
        <Confirm
          isOpen={open}
          loading={isPending}
          title={confirmTitle(record)}
          content=""
          confirm={RESOURCE_LABEL.delete}
          onConfirm={confirm}
          onClose={() => setOpen(false)}
        />
      </span>
    </>
  );
}
