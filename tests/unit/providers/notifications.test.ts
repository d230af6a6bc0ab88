// @vitest-environment jsdom
// Spec §5 and §9: inbox toasts (three containers, auto-close 5000 ms by default) and the queued snackbar, where
// 'noError' closes the current message instead of showing.
import { STORAGE_KEYS } from '../../../src/domain/constants';
import { watchNetworkStatus } from '../../../src/providers/networkStatus';
import {
  closeSnackbar,
  getNotificationState,
  resetNotifications,
  snackbar,
  toast,
} from '../../../src/providers/notifications';

beforeEach(() => {
  vi.useFakeTimers();
  resetNotifications();
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

const messages = () => getNotificationState().toasts.map((t) => `${t.container}:${t.kind}:${t.message}`);

describe('toasts', () => {
  it('closes itself after 5000 ms by default, or after the time asked for', () => {
    toast.success('Saved');
    toast.info('Agent wants to join', { container: 'agentRequest', autoClose: 7000 });
    expect(messages()).toEqual(['default:success:Saved', 'agentRequest:info:Agent wants to join']);
    vi.advanceTimersByTime(4999);
    expect(messages()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual(['agentRequest:info:Agent wants to join']);
    vi.advanceTimersByTime(2000);
    expect(messages()).toEqual([]);
  });

  it('stays until closed when autoClose is 0', () => {
    const id = toast.error('Stays', { autoClose: 0 });
    vi.advanceTimersByTime(60_000);
    expect(messages()).toEqual(['default:error:Stays']);
    toast.dismiss(id);
    expect(messages()).toEqual([]);
  });
});

describe('snackbar', () => {
  it("queues messages and closes the current one on 'noError'", () => {
    snackbar('Reconnecting…');
    snackbar('Saved');
    expect(getNotificationState().snackbars.map((s) => s.message)).toEqual(['Reconnecting…', 'Saved']);
    snackbar('noError');
    expect(getNotificationState().snackbars.map((s) => s.message)).toEqual(['Saved']);
    closeSnackbar();
    snackbar('noError'); // nothing left to close
    expect(getNotificationState().snackbars).toEqual([]);
  });
});

describe('network status', () => {
  it('stores the status and announces a loss once', () => {
    const stop = watchNetworkStatus();
    expect(localStorage.getItem(STORAGE_KEYS.networkStatus)).toBe('online');
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('offline'));
    expect(localStorage.getItem(STORAGE_KEYS.networkStatus)).toBe('offline');
    expect(messages()).toEqual(['default:error:No internet Connection']);
    window.dispatchEvent(new Event('online'));
    expect(localStorage.getItem(STORAGE_KEYS.networkStatus)).toBe('online');
    stop();
  });
});
