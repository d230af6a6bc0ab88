// A list row's viewers (issue #25): small avatars of the other agents who have the conversation open now.
import { useConversationViewers } from './useCollisionState';
import { ViewerAvatars } from './ViewerAvatars';

export function RowViewers({ conversationId }: { conversationId: number }) {
  const viewers = useConversationViewers(conversationId);
  return <ViewerAvatars viewers={viewers} size={20} max={3} />;
}
