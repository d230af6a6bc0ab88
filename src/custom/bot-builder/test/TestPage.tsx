// /conversations/:conversationId/build/test: the saved flow run by the bot runtime in the browser, as a visitor
// would see it (until the widget runs it against the server).
import { Alert, Button, Stack } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { MSG } from '../../../domain/messages';
import { flowPaths } from '../../../providers/api/flows';
import { useFlowRecord } from '../../../resources/flows/useFlowRecord';
import { PageHeader } from '../../../ui/layout/PageHeader';
import { usePageTitle } from '../../../ui/layout/usePageTitle';
import { DelayedLoader } from '../../../ui/routing/lazyPage';
import { BUILDER_UI } from '../labels';
import { TestChat } from './TestChat';
import { TEST_UI } from './testModel';

export function TestPage() {
  usePageTitle(BUILDER_UI.testArea);
  const { conversationId } = useParams();
  const query = useFlowRecord(conversationId);
  const flow = query.data;
  if (query.isError) return <Alert severity="error">{query.error instanceof Error ? query.error.message : MSG.somethingWrong}</Alert>;
  if (!flow) return <DelayedLoader />;
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <PageHeader
        dense
        title={`${TEST_UI.title}: ${flow.name}`}
        area={BUILDER_UI.testArea}
        subtitle={TEST_UI.savedOnly}
        leading={
          <Button component={RouterLink} to={flowPaths.build(flow.id)} startIcon={<ArrowBackIcon />}>
            {TEST_UI.backToBuilder}
          </Button>
        }
      />
      {/* A new version starts a new run. */}
      <TestChat key={flow.version} flow={flow} />
    </Stack>
  );
}
