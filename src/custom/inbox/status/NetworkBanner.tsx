// A banner while the realtime connection is not working (spec §4 user network status): connecting,
// unavailable or offline. Connected and online show nothing.
import { Alert } from '@mui/material';
import type { NetworkStatus } from '../../../domain/inbox/network';
import { useNetworkStatus } from '../data';
import { UI } from '../labels';

const BANNERS: Partial<Record<NetworkStatus, { text: string; severity: 'info' | 'warning' | 'error' }>> = {
  connecting: { text: UI.network.connecting, severity: 'info' },
  unavailable: { text: UI.network.unavailable, severity: 'warning' },
  offline: { text: UI.network.offline, severity: 'error' },
};

export function NetworkBanner() {
  const banner = BANNERS[useNetworkStatus()];
  if (!banner) return null;
  return (
    <Alert severity={banner.severity} role="status" sx={{ borderRadius: 0, py: 0 }}>
      {banner.text}
    </Alert>
  );
}
