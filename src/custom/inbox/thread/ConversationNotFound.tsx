// What the centre shows for a conversation that does not exist here (/inbox/999999, or another project's): a plain
// sentence and a way back to the inbox, instead of blank panes. Wording is ours.
import { Box, Button, Stack, Typography } from '@mui/material';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { withParams } from '../model';

export const NOT_FOUND_UI = {
  title: 'Conversation not found',
  body: 'It may have been deleted, or it belongs to another project.',
  back: 'Back to the inbox',
} as const;

export function ConversationNotFound() {
  const { search } = useLocation();
  return (
    <Box component="section" aria-label={NOT_FOUND_UI.title} sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3 }}>
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 360 }}>
        <SearchOffIcon sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
        <Typography variant="h6" component="h2">
          {NOT_FOUND_UI.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {NOT_FOUND_UI.body}
        </Typography>
        {/* The list's view (tab, filter) is kept; the visitor of the missing conversation is not. */}
        <Button variant="contained" component={RouterLink} to={{ pathname: '/inbox', search: withParams(search, { visitorId: null }) }}>
          {NOT_FOUND_UI.back}
        </Button>
      </Stack>
    </Box>
  );
}
