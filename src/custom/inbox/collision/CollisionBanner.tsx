// Above the reply editor of a conversation assigned to someone else (issue #25): under 'warn' "{name} is assigned to
// this conversation" with one-click "Reply anyway" (sends the draft) and "Assign to me"; under 'block' the server's
// refusal in the same words, with "Assign to me" only for those who may take the conversation over.
import { useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { COLLISION_MSG } from '../../../domain/collision/policy';
import type { ReplyGuard } from './useReplyGuard';

export interface CollisionBannerProps {
  guard: Pick<ReplyGuard, 'decision' | 'assigneeName' | 'canAssignToMe' | 'acknowledged' | 'assignToMe'>;
  onReplyAnyway(): void;
}

export function CollisionBanner({ guard, onReplyAnyway }: CollisionBannerProps) {
  const [assigning, setAssigning] = useState(false);
  if (guard.decision === 'reply' || (guard.decision === 'warn' && guard.acknowledged)) return null;
  const blocked = guard.decision === 'block';
  const assign = async () => {
    setAssigning(true);
    try {
      await guard.assignToMe();
    } catch {
      // httpClient toasted the reason
    } finally {
      setAssigning(false);
    }
  };
  return (
    <Alert
      severity={blocked ? 'error' : 'warning'}
      data-testid="collision-banner"
      sx={{ mx: 2, mt: 1, alignItems: 'center', '& .MuiAlert-message': { flex: 1, minWidth: 0 }, '& .MuiButton-root': { whiteSpace: 'nowrap' } }}
    >
      {/* The buttons follow the words, and go below them when the thread is narrow. */}
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <span>{blocked ? COLLISION_MSG.blocked(guard.assigneeName) : COLLISION_MSG.assignedTo(guard.assigneeName)}</span>
        <Stack direction="row" spacing={1}>
          {!blocked && (
            <Button size="small" color="inherit" onClick={onReplyAnyway}>
              {COLLISION_MSG.replyAnyway}
            </Button>
          )}
          {guard.canAssignToMe && (
            <Button size="small" color="inherit" variant="outlined" disabled={assigning} onClick={() => void assign()}>
              {COLLISION_MSG.assignToMe}
            </Button>
          )}
        </Stack>
      </Stack>
    </Alert>
  );
}
