// The thread header's collision line (issue #25): who else views this conversation now and who of them is typing.
import { Stack, Typography } from '@mui/material';
import { typingLabel } from '../../../domain/collision/viewers';
import { useConversationPresence } from './useConversationPresence';
import { ViewerAvatars } from './ViewerAvatars';

export function ThreadViewers({ conversationId }: { conversationId: number }) {
  const { viewers, typing } = useConversationPresence(conversationId);
  if (!viewers.length && !typing.length) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
      {typing.length > 0 && (
        <Typography variant="caption" color="secondary" role="status" aria-live="polite" noWrap sx={{ fontStyle: 'italic', maxWidth: 220 }} data-testid="collision-typing">
          {typingLabel(typing)}
        </Typography>
      )}
      <ViewerAvatars viewers={viewers} />
    </Stack>
  );
}
