// /404: every unknown path ends here.
import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { MSG } from '../../domain/messages';
import { ParleyLogo } from '../layout/ParleyLogo';
import { usePageTitle } from '../../ui/layout/usePageTitle';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 10, px: 2, textAlign: 'center' }}>
      <ParleyLogo sx={{ mb: 2 }} />
      <Typography variant="h4" component="h1">
        Page not found
      </Typography>
      <Typography color="text.secondary">{MSG.notFound}</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Go to the home page
      </Button>
    </Box>
  );
}
