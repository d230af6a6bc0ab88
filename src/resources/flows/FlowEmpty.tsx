// The list's empty state: no conversation flows yet, and the way to create the first one.
import { Stack, Typography } from '@mui/material';
import { CreateFlowButton } from './CreateFlowButton';
import { FLOWS_UI } from './labels';
import { useCanEditFlows } from './useCanEditFlows';

export function FlowEmpty() {
  const canWrite = useCanEditFlows();
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', py: 6 }}>
      <Typography variant="h6" component="p">
        {FLOWS_UI.empty}
      </Typography>
      {canWrite && <CreateFlowButton />}
    </Stack>
  );
}
