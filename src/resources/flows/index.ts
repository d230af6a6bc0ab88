// The conversation flows resource (spec §2 /conversations). ConversationsPage shows its list at /conversations,
// /conversations/:conversationId (with the settings modal) and /bot (registered in src/custom/routing/pages.ts).
// The path builder and its test page live in src/custom/bot-builder.
import ForumIcon from '@mui/icons-material/Forum';
import { lazyView } from '../shared/lazyView';

export const flows = {
  list: lazyView(() => import('./FlowList').then((m) => m.FlowList)),
  icon: ForumIcon,
  recordRepresentation: 'name',
  options: { label: 'Conversations' },
};

export { flowPaths, refusalErrors, type FlowRecord, type FlowAnswer, type FlowVersion } from '../../providers/api/flows';
export { useFlowRecord } from './useFlowRecord';
export { flowVersionsKey, useFlowWrite } from './useFlowWrite';
export { useCanEditFlows } from './useCanEditFlows';
