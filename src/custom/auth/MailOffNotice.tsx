// Shown on the auth screens when the server cannot send mail (no SMTP_URL on a real deployment): verification,
// reset and invitation links would never arrive, so the screens say so instead of promising an email.
import { Alert } from '@mui/material';
import { MAIL_OFF_NOTICE } from '../../domain/mailDelivery';
import { getConfig } from '../../providers/config';

export function MailOffNotice() {
  if (getConfig().mailDelivery !== 'off') return null;
  return (
    <Alert severity="warning" role="alert">
      {MAIL_OFF_NOTICE}
    </Alert>
  );
}
