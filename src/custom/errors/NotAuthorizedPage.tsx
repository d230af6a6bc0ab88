// /notAuthorized (spec §6): where a signed-in user lands when a route is not theirs to open.
import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { MSG } from '../../domain/messages';
import { ParleyLogo } from '../layout/ParleyLogo';
import { usePageTitle } from '../../ui/layout/usePageTitle';

export function NotAuthorizedPage() {
  usePageTitle('Not authorized');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 10, px: 2, textAlign: 'center' }}>
      <ParleyLogo sx={{ mb: 2 }} />
      <Typography variant="h4" component="h1">
        {MSG.notAuthorized}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Go to the home page
      </Button>
    </Box>
  );
}
