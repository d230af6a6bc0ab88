// A secret shown once (a new API key) or on demand (a webhook signing secret), with a copy button.
import { useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { DEV_UI } from './labels';

export function SecretBox({ secret, note }: { secret: string; note: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Alert severity="warning" icon={false} sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {note}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Box component="code" data-testid="secret" sx={{ flex: 1, fontFamily: 'monospace', fontSize: 13, wordBreak: 'break-all', bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1, px: 1, py: 0.75 }}>
          {secret}
        </Box>
        <Button
          size="small"
          variant="outlined"
          startIcon={<ContentCopyIcon fontSize="small" />}
          onClick={() => void navigator.clipboard?.writeText(secret).then(() => setCopied(true), () => undefined)}
        >
          {copied ? DEV_UI.copied : DEV_UI.copy}
        </Button>
      </Box>
    </Alert>
  );
}
