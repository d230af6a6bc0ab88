// The pages of spec §2 /conversations, /conversations/:conversationId (the list with that conversation's modal)
// and /bot (the same list): custom routes that show the flows resource's list.
import { ResourceContextProvider } from 'react-admin';
import { useParams } from 'react-router-dom';
import { FlowList } from './FlowList';

export function ConversationsPage() {
  const { conversationId } = useParams();
  return (
    <ResourceContextProvider value="flows">
      <FlowList openId={conversationId} />
    </ResourceContextProvider>
  );
}
