// The dashboard may reach its error reporting and product analytics only when they are configured.
import { describe, expect, it } from 'vitest';
import { cspOrigins, type CspConfig } from '../../../server/plugins/csp';

const base: CspConfig = { publicUrl: 'https://chat.acme.com', realtime: {}, s3: null, gifApiUrl: null };

describe('cspOrigins for error reporting and product analytics', () => {
  it('names neither when unconfigured', () => {
    expect(cspOrigins({ ...base, errorReportingDsn: null, productAnalytics: null }).connectOrigins).toEqual(['wss://chat.acme.com']);
  });

  it("names the DSN's origin and the analytics host when configured", () => {
    const origins = cspOrigins({ ...base, errorReportingDsn: 'https://abc123@glitchtip.acme.com:8443/7', productAnalytics: { host: 'https://eu.i.posthog.com/' } });
    expect(origins.connectOrigins).toEqual(['wss://chat.acme.com', 'https://glitchtip.acme.com:8443', 'https://eu.i.posthog.com']);
  });
});
