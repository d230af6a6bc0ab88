// The full-page loading screen (spec §2: shown while app details or config load).
import { Box, CircularProgress } from '@mui/material';

export function LoadingScreen() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '100vh', width: '100%' }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}
