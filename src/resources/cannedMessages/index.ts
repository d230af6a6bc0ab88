// The canned messages resource (spec paths through the canned messages adapter): spread into
// <Resource name="cannedmessages" {...cannedMessages} /> (the name is the spec's path, app/cannedmessages).
import QuickreplyIcon from '@mui/icons-material/Quickreply';
import { lazyView } from '../shared/lazyView';

export const CANNED_MESSAGES_RESOURCE = 'cannedmessages';

export const cannedMessages = {
  list: lazyView(() => import('./CannedMessageList').then((m) => m.CannedMessageList)),
  create: lazyView(() => import('./CannedMessageCreate').then((m) => m.CannedMessageCreate)),
  edit: lazyView(() => import('./CannedMessageEdit').then((m) => m.CannedMessageEdit)),
  icon: QuickreplyIcon,
  recordRepresentation: 'message',
  options: { label: 'Canned messages' },
};
