// The generic error page (spec §5): 'Oops! Something went wrong.', a Try Again button that reloads, and a link to
// the help centre. /500 shows it, and react-admin shows it for any page that throws.
import { Box, Button, Link, Typography } from '@mui/material';
import { MSG } from '../../domain/messages';
import { browser } from '../../providers/browser';
import { useConfig } from '../routing/ConfigContext';
import { usePageTitle } from '../../ui/layout/usePageTitle';

export interface ErrorPageProps {
  /** A more specific line under the heading (e.g. a loader failure). */
  detail?: string;
}

export function ErrorPage({ detail }: ErrorPageProps) {
  const { helpCentreUrl } = useConfig();
  usePageTitle('Error');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 10, px: 2, textAlign: 'center' }}>
      <Typography variant="h4" component="h1">
        {MSG.oops}
      </Typography>
      {detail ? <Typography color="text.secondary">{detail}</Typography> : null}
      <Button variant="contained" onClick={() => browser.reload()}>
        Try Again
      </Button>
      {helpCentreUrl ? (
        <Link href={helpCentreUrl} target="_blank" rel="noopener noreferrer">
          Visit the help centre
        </Link>
      ) : null}
    </Box>
  );
}

/** The shape react-admin's `error` props render (the error itself is logged, not shown to the user). */
export function AdminErrorPage() {
  return <ErrorPage />;
}
