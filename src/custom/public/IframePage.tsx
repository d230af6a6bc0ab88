// /iframe?url=<URL-encoded>: shows that address full-screen in a frame (spec §2), with a spinner until it loads.
import { useState } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';
import { MSG } from '../../domain/messages';
import { useQueryParam } from '../auth/useQueryParam';
import { frameUrl } from './model';

export function IframePage() {
  const url = frameUrl(useQueryParam('url'));
  const [loaded, setLoaded] = useState(false);

  if (!url) {
    return (
      <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
        <Typography role="alert" color="error">
          {MSG.urlInvalid}
        </Typography>
      </Box>
    );
  }

  return (
    <Box component="main" sx={{ position: 'fixed', inset: 0 }}>
      {!loaded && (
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          <CircularProgress />
        </Box>
      )}
      <Box
        component="iframe"
        key={url}
        src={url}
        title={url}
        onLoad={() => setLoaded(true)}
        sx={{ border: 0, width: '100%', height: '100%', display: 'block' }}
      />
    </Box>
  );
}
