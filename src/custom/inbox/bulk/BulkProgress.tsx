// Under the selection toolbar while a bulk job runs: a progress bar, "done of total" and Cancel; once it stops, the
// result ("N updated, M skipped: no permission"), the export's download and a way to dismiss it.
import { Box, Button, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { BULK_MSG, bulkPercent, bulkProgressText, bulkResultText, type BulkJob } from '../../../domain/inbox/bulk';

export interface BulkProgressProps {
  job: BulkJob;
  onCancel(): void;
  onDismiss(): void;
  onDownload(): void;
}

export function BulkProgress({ job, onCancel, onDismiss, onDownload }: BulkProgressProps) {
  const running = job.state === 'running';
  const label = BULK_MSG.labels[job.action.kind];
  return (
    <Box role="status" aria-live="polite" sx={{ px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider', bgcolor: 'action.hover' }} data-testid="bulk-progress">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" sx={{ flex: 1, fontWeight: 500 }}>
          {running ? `${label}: ${bulkProgressText(job)}` : bulkResultText(job)}
        </Typography>
        {running ? (
          <Button size="small" color="inherit" onClick={onCancel}>
            {BULK_MSG.cancel}
          </Button>
        ) : (
          <>
            {job.action.kind === 'export' && job.state === 'finished' && (
              <Button size="small" variant="outlined" onClick={onDownload}>
                {BULK_MSG.download}
              </Button>
            )}
            <IconButton size="small" aria-label={BULK_MSG.clearSelection} onClick={onDismiss}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        )}
      </Stack>
      <LinearProgress
        variant="determinate"
        value={bulkPercent(job)}
        color={job.state === 'failed' ? 'error' : job.state === 'cancelled' ? 'warning' : 'primary'}
        aria-label={bulkProgressText(job)}
        sx={{ mt: 0.75, height: 6, borderRadius: 3 }}
      />
    </Box>
  );
}
