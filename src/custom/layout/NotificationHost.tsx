// Renders the inbox toasts (three containers, bottom left, closable, no progress bar) and the queued snackbar
// from the store in src/providers/notifications.ts.
import { useSyncExternalStore } from 'react';
import { Alert, Box, IconButton, Snackbar, Stack } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import {
  closeSnackbar,
  dismissToast,
  getNotificationState,
  subscribe,
  TOAST_CONTAINERS,
  type Toast,
  type ToastContainer,
} from '../../providers/notifications';

const LABELS: Record<ToastContainer, string> = {
  default: 'Notifications',
  agentRequest: 'Agent requests',
  passwordExpiry: 'Password expiry',
};

function ToastStack({ container, toasts }: { container: ToastContainer; toasts: readonly Toast[] }) {
  return (
    <Stack role="region" aria-label={LABELS[container]} data-container={container} spacing={1}>
      {toasts.map((t) => (
        <Alert key={t.id} severity={t.kind} variant="filled" onClose={() => dismissToast(t.id)} sx={{ minWidth: 288 }}>
          {t.message}
        </Alert>
      ))}
    </Stack>
  );
}

export function NotificationHost() {
  const { toasts, snackbars } = useSyncExternalStore(subscribe, getNotificationState, getNotificationState);
  const current = snackbars[0];
  return (
    <>
      <Box
        sx={{ position: 'fixed', left: 16, bottom: 16, zIndex: 1500, display: 'flex', flexDirection: 'column', gap: 1 }}
      >
        {TOAST_CONTAINERS.map((c) => (
          <ToastStack key={c} container={c} toasts={toasts.filter((t) => t.container === c)} />
        ))}
      </Box>
      <Snackbar
        key={current?.id}
        open={current !== undefined}
        message={current?.message}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        action={
          <IconButton size="small" color="inherit" aria-label="Close" onClick={closeSnackbar}>
            <CloseIcon fontSize="small" />
          </IconButton>
        }
      />
    </>
  );
}
