// react-admin's application toasts (useNotify), shown the way spec §9 asks: top centre, at most three at once,
// auto-hiding after 5000 ms, in a container at most 1154 px wide. Undoable notifications keep react-admin's
// contract: closing commits the pending mutation, Undo cancels it. Pending mutations are taken first-in first-out,
// so only one undoable notification is on screen at a time to keep each Undo paired with its own mutation.
import { isValidElement, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Stack } from '@mui/material';
import {
  CloseNotificationContext,
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
} from 'react-admin';
import { APP_TOAST_AUTO_HIDE_MS, APP_TOAST_MAX_SHOWN, APP_TOAST_MAX_WIDTH_PX } from '../../domain/constants';

interface Shown {
  id: number;
  payload: NotificationPayload;
}

let seq = 0;
const isUndoable = (p: NotificationPayload) => !!p.notificationOptions?.undoable;

function AppToast({ item, onClose }: { item: Shown; onClose: (item: Shown, undo: boolean) => void }) {
  const translate = useTranslate();
  const { message, type, notificationOptions = {} } = item.payload;
  const { autoHideDuration, messageArgs, undoable } = notificationOptions;
  // undefined -> the default; null or 0 -> stays until closed (react-admin's convention).
  const delay = autoHideDuration === undefined ? APP_TOAST_AUTO_HIDE_MS : autoHideDuration;
  const close = useCallback(() => onClose(item, false), [item, onClose]);

  useEffect(() => {
    if (!delay) return;
    const t = setTimeout(close, delay);
    return () => clearTimeout(t);
  }, [delay, close]);

  const text = typeof message === 'string' ? translate(message, { _: message, ...messageArgs }) : null;
  return (
    <CloseNotificationContext.Provider value={close}>
      <Alert
        severity={type}
        variant="filled"
        onClose={close}
        action={
          undoable ? (
            <Button color="inherit" size="small" onClick={() => onClose(item, true)}>
              {translate('ra.action.undo')}
            </Button>
          ) : undefined
        }
        sx={{ whiteSpace: notificationOptions.multiLine ? 'pre-wrap' : undefined }}
      >
        {text ?? (isValidElement(message) ? message : null)}
      </Alert>
    </CloseNotificationContext.Provider>
  );
}

export function AppNotifications() {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  // A ref keeps handleClose stable, so the toasts' timers do not restart when the mutation queue changes.
  const takeMutationRef = useRef(takeMutation);
  useLayoutEffect(() => {
    takeMutationRef.current = takeMutation;
  }, [takeMutation]);
  const closed = useRef(new Set<number>());
  const [shown, setShown] = useState<Shown[]>([]);

  useEffect(() => {
    const next = notifications[0];
    if (!next || shown.length >= APP_TOAST_MAX_SHOWN) return;
    if (isUndoable(next) && shown.some((s) => isUndoable(s.payload))) return;
    const taken = takeNotification();
    if (taken) setShown((s) => [...s, { id: ++seq, payload: taken }]);
  }, [notifications, shown, takeNotification]);

  // Leaving the page would drop a mutation still waiting for its Undo window.
  const pendingUndo = shown.some((s) => isUndoable(s.payload));
  useEffect(() => {
    if (!pendingUndo) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [pendingUndo]);

  const handleClose = useCallback(
    (item: Shown, undo: boolean) => {
      if (closed.current.has(item.id)) return; // a timer and a click may both close it
      closed.current.add(item.id);
      if (isUndoable(item.payload)) takeMutationRef.current()?.({ isUndo: undo });
      setShown((s) => s.filter((x) => x.id !== item.id));
    },
    [],
  );

  if (shown.length === 0) return null;
  return (
    <Box
      sx={{
        position: 'fixed',
        top: 16,
        left: '50%',
        transform: 'translateX(-50%)',
        width: 'calc(100% - 32px)',
        maxWidth: APP_TOAST_MAX_WIDTH_PX,
        zIndex: 1400,
      }}
    >
      <Stack role="region" aria-label="Application notifications" spacing={1} sx={{ alignItems: 'center' }}>
        {shown.map((item) => (
          <AppToast key={item.id} item={item} onClose={handleClose} />
        ))}
      </Stack>
    </Box>
  );
}
