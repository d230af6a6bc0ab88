// The conversation's uploads: a progress bar per file while it goes up (with Cancel), and an error for a failed
// one until dismissed (spec §8: "Upload progress failure: an error for that conversation").
import { Alert, Box, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { fill } from '../labels';
import { TOOLS_UI } from '../tools/labels';
import type { UploadEntry } from '../tools/model';

export interface UploadListProps {
  uploads: readonly UploadEntry[];
  onCancel(key: string): void;
  onDismiss(key: string): void;
}

export function UploadList({ uploads, onCancel, onDismiss }: UploadListProps) {
  if (uploads.length === 0) return null;
  return (
    <Stack spacing={0.75} sx={{ px: 2, pt: 1 }} data-testid="uploads">
      {uploads.map((u) =>
        u.status === 'failed' ? (
          <Alert key={u.key} severity="error" onClose={() => onDismiss(u.key)} slotProps={{ closeButton: { 'aria-label': TOOLS_UI.dismiss } as object }}>
            {fill(TOOLS_UI.uploadFailed, { name: u.name })}: {u.error}
          </Alert>
        ) : (
          <Stack key={u.key} direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="upload-progress">
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="caption" noWrap component="p">
                {u.name} · {u.percentage}%
              </Typography>
              <LinearProgress variant="determinate" value={u.percentage} aria-label={fill(TOOLS_UI.uploading, { name: u.name })} />
            </Box>
            <IconButton size="small" aria-label={fill(TOOLS_UI.cancelUpload, { name: u.name })} onClick={() => onCancel(u.key)}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Stack>
        ),
      )}
    </Stack>
  );
}
