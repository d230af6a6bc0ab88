// The stored network status (spec §8): 'offline' once the browser reports losing the connection, 'online' when it
// comes back. The httpClient reads it to reject calls unsent and to stay quiet about a loss already announced.
import { STORAGE_KEYS } from '../domain/constants';
import { MSG } from '../domain/messages';
import { toast } from './notifications';

export type NetworkStatus = 'online' | 'offline';

export function storedNetworkStatus(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.networkStatus);
  } catch {
    return null;
  }
}

export function storeNetworkStatus(status: NetworkStatus): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.networkStatus, status);
  } catch {
    // storage blocked: the browser's own flag still applies
  }
}

/** Follow the browser's online/offline events; the loss is announced once. Returns the unsubscribe function. */
export function watchNetworkStatus(): () => void {
  storeNetworkStatus(navigator.onLine === false ? 'offline' : 'online');
  const offline = () => {
    if (storedNetworkStatus() !== 'offline') toast.error(MSG.noInternet);
    storeNetworkStatus('offline');
  };
  const online = () => storeNetworkStatus('online');
  window.addEventListener('offline', offline);
  window.addEventListener('online', online);
  return () => {
    window.removeEventListener('offline', offline);
    window.removeEventListener('online', online);
  };
}
