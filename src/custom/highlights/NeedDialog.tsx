// The Highlights pop-ups of spec §6: a group (or field) the project lacks asks to integrate Salesforce or HubSpot
// (to /settings/integrations) or to subscribe to Intent, Scoops or Technologies (a request to customer success).
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Dialog, DialogActions, DialogContent, Stack, Typography } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { needPopup, type HighlightNeed } from '../../domain/highlights';
import { useConfig } from '../routing/ConfigContext';
import { HL_UI } from './labels';

export function NeedDialog({ need, onClose }: { need: HighlightNeed; onClose: () => void }) {
  const { supportEmail } = useConfig();
  const text = 'integration' in need ? needPopup.integration(need.integration) : needPopup.subscription(need.subscription);
  const mail = supportEmail ? `mailto:${supportEmail}?subject=${encodeURIComponent(text.title)}` : undefined;
  return (
    <Dialog open onClose={onClose} aria-labelledby="hl-need-title" maxWidth="xs" fullWidth>
      <DialogContent sx={{ pt: 4 }}>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Box sx={{ width: 56, height: 56, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            <LockOutlinedIcon />
          </Box>
          <Typography id="hl-need-title" variant="h6" component="h2">
            {text.title}
          </Typography>
          <Typography color="text.secondary">{text.body}</Typography>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 3, gap: 1 }}>
        <Button onClick={onClose}>{HL_UI.notNow}</Button>
        {'integration' in need ? (
          <Button variant="contained" component={RouterLink} to="/settings/integrations">
            {text.action}
          </Button>
        ) : (
          <Button variant="contained" href={mail} onClick={mail ? undefined : onClose}>
            {text.action}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
