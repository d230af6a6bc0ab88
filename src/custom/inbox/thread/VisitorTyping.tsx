// "{name} is typing…" under the thread while the conversation's visitor types (gone 3 s after their last word).
import { Typography } from '@mui/material';
import { typingLabel } from '../../../domain/inbox/typing';
import { useVisitorTyping } from '../data';

export function VisitorTyping({ conversationId, visitorName }: { conversationId: number; visitorName: string }) {
  const typing = useVisitorTyping(conversationId);
  return (
    <Typography variant="caption" color="text.secondary" aria-live="polite" data-testid="visitor-typing" sx={{ px: 2, minHeight: 20, fontStyle: 'italic' }}>
      {typing ? typingLabel(typing.name || visitorName) : ''}
    </Typography>
  );
}
