// Clone a role or a team (POST app/<resource>/:id/clone); the copy appears in the list.
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useMutation } from '@tanstack/react-query';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { CloneableResource } from '../../providers/adminMethods';
import type { ParleyDataProvider } from '../../providers/dataProvider';
import { RESOURCE_LABEL } from './labels';

export interface CloneButtonProps {
  resource: CloneableResource;
  success: string;
  onError?: (error: unknown) => void;
}

export function CloneButton({ resource, success, onError }: CloneButtonProps) {
  const record = useRecordContext();
  const dataProvider = useDataProvider<ParleyDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const clone = useMutation({
    mutationFn: (id: string | number) => dataProvider.clone(resource, id),
    onSuccess: () => {
      notify(success, { type: 'success' });
      refresh();
    },
    onError: (error: unknown) => onError?.(error),
  });
  if (!record) return null;
  return (
    <Button
      label={RESOURCE_LABEL.clone}
      disabled={clone.isPending}
      onClick={(e) => {
        e.stopPropagation();
        clone.mutate(record.id);
      }}
    >
      <ContentCopyIcon />
    </Button>
  );
}
