// The Parley mark (a speech bubble) and wordmark, drawn inline so public pages need no asset download.
import { Box, Typography } from '@mui/material';
import { PRODUCT_NAME } from '../../domain/constants';

export function ParleyLogo({ size = 40 }: { size?: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} role="img" aria-label={PRODUCT_NAME}>
      <Box component="svg" viewBox="0 0 40 40" width={size} height={size} aria-hidden sx={{ color: 'primary.main' }}>
        <path
          d="M8 6h24a6 6 0 0 1 6 6v12a6 6 0 0 1-6 6H18l-8 7v-7H8a6 6 0 0 1-6-6V12a6 6 0 0 1 6-6z"
          fill="currentColor"
        />
        <circle cx="13" cy="18" r="2.5" fill="#fff" />
        <circle cx="20" cy="18" r="2.5" fill="#fff" />
        <circle cx="27" cy="18" r="2.5" fill="#fff" />
      </Box>
      <Typography component="span" aria-hidden sx={{ fontSize: size * 0.6, fontWeight: 700, letterSpacing: '-0.02em' }}>
        {PRODUCT_NAME}
      </Typography>
    </Box>
  );
}
