// /conversations/:conversationId/build: loads the saved flow and opens the builder on it. A restored version
// remounts the builder on the restored flow.
import { useState } from 'react';
import { Alert, Box } from '@mui/material';
import { useParams } from 'react-router-dom';
import type { FlowRecord } from '../../providers/api/flows';
import { useFlowRecord } from '../../resources/flows/useFlowRecord';
import { DelayedLoader } from '../../ui/routing/lazyPage';
import { MSG } from '../../domain/messages';
import { BuilderScreen } from './BuilderScreen';

export function BuilderPage() {
  const { conversationId } = useParams();
  const query = useFlowRecord(conversationId);
  const [restored, setRestored] = useState<FlowRecord | null>(null);
  const record = restored ?? query.data;
  if (query.isError) return <Alert severity="error">{query.error instanceof Error ? query.error.message : MSG.somethingWrong}</Alert>;
  if (!record) return <DelayedLoader />;
  return (
    <Box sx={{ py: 1 }}>
      <BuilderScreen key={`${record.id}-${restored ? record.version : 'loaded'}`} record={record} onRestored={setRestored} />
    </Box>
  );
}
