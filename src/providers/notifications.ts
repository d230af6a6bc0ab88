// The inbox toasts (spec §5 "Notification host", §9): three containers at the bottom left, closable, no progress
// bar, auto-closing after 5000 ms unless told otherwise; and the queued snackbar notifier, where the message
// 'noError' closes the current snackbar instead of showing. A small store outside React so providers (which are
// not components) can raise toasts; <NotificationHost> renders it.
import { INBOX_TOAST_DEFAULT_MS } from '../domain/constants';

export type ToastContainer = 'default' | 'agentRequest' | 'passwordExpiry';
export const TOAST_CONTAINERS: readonly ToastContainer[] = ['default', 'agentRequest', 'passwordExpiry'];
export type ToastKind = 'success' | 'error' | 'info';

export interface ToastOptions {
  container?: ToastContainer;
  /** Milliseconds before it closes itself; 0 keeps it until closed. */
  autoClose?: number;
}

export interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
  container: ToastContainer;
  autoClose: number;
}

export interface Snack {
  id: number;
  message: string;
}

export interface NotificationState {
  toasts: readonly Toast[];
  /** Waiting snackbar messages; the first one is on screen. */
  snackbars: readonly Snack[];
}

/** The snackbar message that closes the one on screen. */
export const SNACKBAR_CLOSE = 'noError';

let state: NotificationState = { toasts: [], snackbars: [] };
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function update(next: NotificationState): void {
  state = next;
  listeners.forEach((l) => l());
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getNotificationState(): NotificationState {
  return state;
}

function show(kind: ToastKind, message: string, opts: ToastOptions = {}): number {
  const id = nextId++;
  const autoClose = opts.autoClose ?? INBOX_TOAST_DEFAULT_MS;
  update({ ...state, toasts: [...state.toasts, { id, message, kind, container: opts.container ?? 'default', autoClose }] });
  if (autoClose > 0) timers.set(id, setTimeout(() => dismissToast(id), autoClose));
  return id;
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  if (state.toasts.some((t) => t.id === id)) update({ ...state, toasts: state.toasts.filter((t) => t.id !== id) });
}

export const toast = {
  success: (message: string, opts?: ToastOptions) => show('success', message, opts),
  error: (message: string, opts?: ToastOptions) => show('error', message, opts),
  info: (message: string, opts?: ToastOptions) => show('info', message, opts),
  dismiss: dismissToast,
};

/** Queue a snackbar message; 'noError' closes the one on screen instead. */
export function snackbar(message: string): void {
  if (message === SNACKBAR_CLOSE) closeSnackbar();
  else update({ ...state, snackbars: [...state.snackbars, { id: nextId++, message }] });
}

export function closeSnackbar(): void {
  if (state.snackbars.length > 0) update({ ...state, snackbars: state.snackbars.slice(1) });
}

/** Drop everything (tests, and a fresh session). */
export function resetNotifications(): void {
  timers.forEach((t) => clearTimeout(t));
  timers.clear();
  update({ toasts: [], snackbars: [] });
}
