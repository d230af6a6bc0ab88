// The honest stand-in for a signed-in page that a later issue builds: its title, and a plain statement that this
// part of the product is not available yet.
import { Box, Typography } from '@mui/material';
import { MSG } from '../../domain/messages';
import { usePageTitle } from '../../ui/layout/usePageTitle';

export interface NotAvailablePageProps {
  /** The area's name, used for the heading and the browser title ('Inbox' -> 'Parley Inbox'). */
  area: string;
}

export function NotAvailablePage({ area }: NotAvailablePageProps) {
  usePageTitle(area);
  return (
    <Box sx={{ p: 4 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {area}
      </Typography>
      <Typography color="text.secondary">{MSG.notAvailableYet}</Typography>
    </Box>
  );
}
