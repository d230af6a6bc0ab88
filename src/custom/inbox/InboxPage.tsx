// /inbox and /inbox/:conversationId: titled 'Parley Inbox', with the inbox data (details, realtime, caches)
// mounted once for as long as the page is open.
import { InboxDataProvider } from './data';
import { InboxScreen } from './InboxScreen';
import { MergeUndo } from './merge/MergeUndo';
import { usePageTitle } from '../../ui/layout/usePageTitle';

export function InboxPage() {
  usePageTitle('Inbox');
  return (
    <InboxDataProvider>
      <InboxScreen />
      <MergeUndo />
    </InboxDataProvider>
  );
}
