// The inbox with no conversation at all (spec §2 empty state).
import { Box, Typography } from '@mui/material';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { INBOX_MSG } from '../../domain/inbox/messages';

export function EmptyInbox() {
  return (
    <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 1, p: 4, textAlign: 'center' }}>
      <ForumOutlinedIcon sx={{ fontSize: 56 }} color="disabled" />
      <Typography variant="h6" component="h2">
        {INBOX_MSG.emptyTitle}
      </Typography>
      <Typography color="text.secondary">{INBOX_MSG.emptyBody}</Typography>
    </Box>
  );
}
