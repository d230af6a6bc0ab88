// The follow-up email as the visitor will see it, from the form's current values: the layout of the template the
// server sends (src/domain/email/template.ts: colour bar, logo or name, the agent's line, the button, the footer),
// drawn with MUI here because the dashboard's CSP refuses the inline styles an email needs.
import { useWatch } from 'react-hook-form';
import { Avatar, Box, Button, Link, Stack, Typography } from '@mui/material';
import { EMAIL_DEFAULTS } from '../../../domain/email/settings';
import { EMAIL_UI } from './labels';

const HEX = /^#[0-9a-fA-F]{6}$/;

export function EmailPreview() {
  const [colourValue, logoValue, senderValue] = useWatch({ name: ['colour', 'logoUrl', 'senderName'] }) as [string | undefined, string | undefined, string | undefined];
  const colour = colourValue && HEX.test(colourValue) ? colourValue : EMAIL_DEFAULTS.colour;
  const logo = /^https?:\/\/\S+$/i.test(logoValue ?? '') ? logoValue! : '';
  const sender = senderValue?.trim() || EMAIL_UI.sampleProject;
  return (
    <Box sx={{ mt: 2 }} role="figure" aria-label={EMAIL_UI.previewTitle}>
      <Typography variant="subtitle2" gutterBottom>
        {EMAIL_UI.preview}
      </Typography>
      <Box sx={{ bgcolor: '#f4f5f7', color: '#1f2329', p: 3, borderRadius: 1, maxWidth: 560 }}>
        <Box sx={{ bgcolor: '#fff', borderTop: `4px solid ${colour}`, borderRadius: 2, p: 3 }}>
          <Box sx={{ mb: 2.5 }}>{logo ? <Box component="img" src={logo} alt={sender} sx={{ height: 32 }} /> : <Typography sx={{ fontWeight: 700, fontSize: 18 }}>{sender}</Typography>}</Box>
          <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 0.75 }}>
            <Avatar sx={{ width: 32, height: 32, bgcolor: colour, color: '#fff', fontSize: 15 }}>{EMAIL_UI.sampleAgent.slice(0, 1)}</Avatar>
            <Typography sx={{ fontWeight: 600 }}>{EMAIL_UI.sampleAgent}</Typography>
          </Stack>
          <Typography sx={{ pl: 5 }}>{EMAIL_UI.sampleText}</Typography>
          <Button variant="contained" disableElevation sx={{ mt: 3, bgcolor: colour, '&:hover': { bgcolor: colour }, textTransform: 'none' }} tabIndex={-1}>
            {EMAIL_UI.continueLabel}
          </Button>
          <Typography variant="body2" sx={{ color: '#6b7280', mt: 2 }}>
            {EMAIL_UI.replyLine}
          </Typography>
        </Box>
        <Typography variant="caption" component="p" sx={{ color: '#6b7280', textAlign: 'center', mt: 1.5 }}>
          Sent by {sender} with Parley · <Link component="span" sx={{ color: 'inherit' }}>{EMAIL_UI.unsubscribe}</Link>
        </Typography>
      </Box>
    </Box>
  );
}
