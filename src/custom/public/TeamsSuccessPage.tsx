// /teams-success: shown after Parley is set up in Microsoft Teams; the picture follows the parent-product variant.
import { useMemo } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { STORAGE_KEYS } from '../../domain/constants';
import { MSG } from '../../domain/messages';
import { detectVariant } from '../../domain/variant';
import { ParleyLogo } from '../layout/ParleyLogo';
import { TeamsIllustration } from './TeamsIllustration';

/** Session storage may be refused inside Teams' frame (third-party storage): then the default variant applies. */
function storedVariant(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEYS.variant);
  } catch {
    return null;
  }
}

export function TeamsSuccessPage() {
  // The full address (with /sos or /mos), not the router's location, which has the basename removed.
  const { variant } = useMemo(() => detectVariant(window.location.pathname, storedVariant()), []);
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Stack spacing={3} sx={{ alignItems: 'center', maxWidth: 520, textAlign: 'center' }}>
        <ParleyLogo />
        <TeamsIllustration variant={variant} />
        <Typography component="h1" variant="h4">
          {MSG.teamsSuccessTitle}
        </Typography>
        <Typography color="text.secondary">{MSG.teamsSuccessBody}</Typography>
      </Stack>
    </Box>
  );
}
