// One conversation in the list (spec §3 list item): visitor, online dot, last message and its age, unread count,
// star, status and the blocked marker; a checkbox for bulk actions; the agent's upload progress and failure.
import { Avatar, Badge, Box, Checkbox, Chip, LinearProgress, ListItem, ListItemButton, Stack, Typography } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import StarIcon from '@mui/icons-material/Star';
import { INBOX_MSG } from '../../../domain/inbox/messages';
import { STATUS_LABELS, type ConversationListItem } from '../../../domain/inbox/types';
import { UI } from '../labels';
import { initials, relativeTime } from '../model';
import { ROW_UPLOAD_UI } from './uploadProgress';
import { RowViewers } from '../collision/RowViewers';

export interface ConversationRowProps {
  item: ConversationListItem;
  selected: boolean;
  checked: boolean;
  nowMs: number;
  /** An upload to this conversation failed (the error itself shows in its composer). */
  uploadFailed?: boolean;
  onSelect(item: ConversationListItem): void;
  onCheck(id: number, checked: boolean): void;
}

export function ConversationRow({ item, selected, checked, nowMs, uploadFailed = false, onSelect, onCheck }: ConversationRowProps) {
  const name = item.user.name.trim() || INBOX_MSG.siteVisitor;
  const unread = item.unread > 0;
  return (
    <ListItem disablePadding data-testid={`conversation-${item.id}`} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Checkbox
        size="small"
        checked={checked}
        onChange={(e) => onCheck(item.id, e.target.checked)}
        slotProps={{ input: { 'aria-label': `${UI.select} ${name}` } }}
      />
      <ListItemButton selected={selected} onClick={() => onSelect(item)} sx={{ gap: 1.5, py: 1, pl: 0.5 }}>
        <Badge
          overlap="circular"
          variant="dot"
          color="success"
          invisible={!item.user.online}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          aria-label={item.user.online ? UI.online : UI.offline}
        >
          <Avatar sx={{ width: 36, height: 36, fontSize: 14 }}>{initials(name)}</Avatar>
        </Badge>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Typography noWrap sx={{ fontWeight: unread ? 700 : 500, flex: 1 }}>
              {name}
              {item.user.company && (
                <Typography component="span" variant="body2" color="text.secondary" sx={{ fontWeight: 400 }}>
                  {` · ${item.user.company}`}
                </Typography>
              )}
            </Typography>
            {item.starred && <StarIcon fontSize="small" color="warning" aria-label={UI.starred} />}
            <Typography variant="caption" color="text.secondary">
              {relativeTime(item.message?.time ?? item.lastEventTime, nowMs)}
            </Typography>
          </Stack>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary" noWrap sx={{ flex: 1, fontWeight: unread ? 600 : 400 }}>
              {item.message?.text ?? ''}
            </Typography>
            {unread && <Chip size="small" color="primary" label={item.unread} aria-label={`${item.unread} unread`} />}
          </Stack>
          <Stack direction="row" spacing={0.5} sx={{ mt: 0.5, alignItems: 'center' }}>
            <Chip size="small" variant="outlined" label={STATUS_LABELS[item.status]} />
            {item.user.blocked && (
              <Chip size="small" color="error" variant="outlined" icon={<BlockIcon />} label={UI.blockedShort} />
            )}
            {uploadFailed && <Chip size="small" color="error" icon={<ErrorOutlineIcon />} label={ROW_UPLOAD_UI.failed} />}
            <Box sx={{ ml: 'auto !important' }}>
              <RowViewers conversationId={item.id} />
            </Box>
          </Stack>
          {item.attachmentProgress !== null && (
            <LinearProgress
              variant="determinate"
              value={item.attachmentProgress}
              aria-label={`${ROW_UPLOAD_UI.uploading} to ${name}`}
              sx={{ mt: 0.75 }}
              data-testid="row-upload-progress"
            />
          )}
        </Box>
      </ListItemButton>
    </ListItem>
  );
}
