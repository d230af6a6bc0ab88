// A page's heading and browser title ('Parley Tags'), as every signed-in page has.
import { Typography } from '@mui/material';
import { usePageTitle } from '../../custom/layout/usePageTitle';

export function PageHeading({ area }: { area: string }) {
  usePageTitle(area);
  return (
    <Typography variant="h5" component="h1" sx={{ mt: 2, mb: 1 }}>
      {area}
    </Typography>
  );
}
