// The upgrade prompt of spec §6: why the action needs another plan, and the way to the pricing page.
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { RESOURCE_MSG } from './labels';

export const PRICING_PATH = '/settings/pricing';

export interface UpgradePromptProps {
  /** The reason (the server's 402 text); null keeps the dialog closed. */
  message: string | null;
  onClose: () => void;
}

export function UpgradePrompt({ message, onClose }: UpgradePromptProps) {
  const navigate = useNavigate();
  return (
    <Dialog open={message !== null} onClose={onClose} aria-labelledby="upgrade-title">
      <DialogTitle id="upgrade-title">{RESOURCE_MSG.upgradeTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{RESOURCE_MSG.notNow}</Button>
        <Button variant="contained" onClick={() => navigate(PRICING_PATH)}>
          {RESOURCE_MSG.upgradeAction}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The same prompt in place, above a list whose feature the plan lacks. */
export function UpgradeBanner({ message }: { message: string }) {
  const navigate = useNavigate();
  return (
    <Alert
      severity="info"
      sx={{ mb: 1 }}
      action={
        <Button color="inherit" size="small" onClick={() => navigate(PRICING_PATH)}>
          {RESOURCE_MSG.upgradeAction}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
