// The conversation's header: the visitor, the status menu (Open, Pending, Closed), star, archive, accept for a
// bot-handled conversation, blocking the visitor, and the participants.
import { Box, Button, IconButton, MenuItem, Stack, TextField, Tooltip, Typography } from '@mui/material';
import ArchiveIcon from '@mui/icons-material/Archive';
import BlockIcon from '@mui/icons-material/Block';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import { INBOX_MSG } from '../../../domain/inbox/messages';
import { CONVERSATION_STATUSES, STATUS_LABELS, type ConversationDetail, type ConversationStatus } from '../../../domain/inbox/types';
import { BlockVisitorButton } from '../blocking/BlockVisitorButton';
import { MergeButton } from '../merge/MergeButton';
import { TranscriptButton } from '../transcript/TranscriptButton';
import { useInboxActions } from '../data';
import { UI } from '../labels';
import { BackToListButton, VisitorDrawerButton } from '../layout/PaneNavButtons';
import { Participants } from './Participants';
import { ThreadViewers } from '../collision/ThreadPresence';

export function ThreadHeader({ detail }: { detail: ConversationDetail }) {
  const { setStatus, setStarred, setArchived, accept } = useInboxActions();
  const id = detail.conversationId;
  const { status, starred, archived, botConv } = detail.details;
  const name = detail.visitor.name.trim() || INBOX_MSG.siteVisitor;
  return (
    <Box sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
      {/* Wraps rather than widening the thread column (a bot conversation's Accept button at 1248 px). */}
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}>
        <BackToListButton />
        <Typography variant="h6" component="h2" noWrap sx={{ flex: '1 1 120px', minWidth: 0 }}>
          {name}
          {detail.visitor.blocked && <BlockIcon color="error" fontSize="small" sx={{ ml: 1, verticalAlign: 'middle' }} aria-label={UI.blockedShort} />}
        </Typography>
        {botConv && (
          <Button size="small" variant="contained" onClick={() => void accept(id)}>
            {UI.accept}
          </Button>
        )}
        <TextField
          select
          size="small"
          variant="outlined"
          margin="none"
          fullWidth={false}
          value={status}
          onChange={(e) => void setStatus(id, e.target.value as ConversationStatus)}
          slotProps={{ select: { SelectDisplayProps: { 'aria-label': UI.status } as object } }}
          sx={{ width: 130, flexShrink: 0 }}
        >
          {CONVERSATION_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {STATUS_LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
        <Tooltip title={starred ? UI.unstar : UI.star}>
          <IconButton aria-label={starred ? UI.unstar : UI.star} aria-pressed={starred} onClick={() => void setStarred(id, !starred)}>
            {starred ? <StarIcon color="warning" /> : <StarBorderIcon />}
          </IconButton>
        </Tooltip>
        <Tooltip title={archived ? UI.unarchive : UI.archive}>
          <IconButton aria-label={archived ? UI.unarchive : UI.archive} onClick={() => void setArchived(id, !archived)}>
            {archived ? <UnarchiveIcon /> : <ArchiveIcon />}
          </IconButton>
        </Tooltip>
        <MergeButton detail={detail} />
        <TranscriptButton detail={detail} />
        <BlockVisitorButton detail={detail} />
        <VisitorDrawerButton />
      </Stack>
      {/* Who takes part, and (collision control) who else views the conversation now and types. */}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Participants conversationId={id} participants={detail.participants} />
        </Box>
        <ThreadViewers conversationId={id} />
      </Stack>
    </Box>
  );
}
