// The inbox with no conversation at all (spec §2 empty state), with the first step of getting started for those who
// may open the widget settings: putting the widget on their site.
import { Box, Button, Typography } from '@mui/material';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import CodeIcon from '@mui/icons-material/Code';
import { Link as RouterLink } from 'react-router-dom';
import { INBOX_MSG } from '../../domain/inbox/messages';
import { canOpenRoute } from '../../domain/navigation';
import { useShellSession } from '../../ui/session/SessionContext';

export function EmptyInbox() {
  const session = useShellSession();
  const canInstall = session ? canOpenRoute('/settings/widget', session.facts) : false;
  return (
    <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 1, p: 4, textAlign: 'center' }}>
      <ForumOutlinedIcon sx={{ fontSize: 56 }} color="disabled" />
      <Typography variant="h6" component="h2">
        {INBOX_MSG.emptyTitle}
      </Typography>
      <Typography color="text.secondary">{INBOX_MSG.emptyBody}</Typography>
      {canInstall && (
        <Box sx={{ mt: 3, p: 2, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper', maxWidth: 420 }}>
          <Typography variant="subtitle2">Get started</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
            Conversations start when visitors chat on your site. Add the Parley snippet to your pages first.
          </Typography>
          <Button variant="contained" startIcon={<CodeIcon />} component={RouterLink} to="/settings/widget">
            Install the widget
          </Button>
        </Box>
      )}
    </Box>
  );
}
