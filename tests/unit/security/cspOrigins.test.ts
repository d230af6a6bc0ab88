// The origins the Content-Security-Policy names, from the configuration: the realtime websocket (PUBLIC_URL's host,
// or the Pusher-compatible service) and where images come from (PUBLIC_URL, a public bucket, the GIF provider).
import { describe, expect, it } from 'vitest';
import { cspOrigins, type CspConfig } from '../../../server/plugins/csp';

const base: CspConfig = { publicUrl: 'http://localhost:3000', realtime: {}, s3: null, gifApiUrl: null };

describe('cspOrigins', () => {
  it('embedded: the websocket and the uploads are PUBLIC_URL’s (a load balancer in front of a cluster)', () => {
    expect(cspOrigins(base)).toEqual({ connectOrigins: ['ws://localhost:3000'], imageOrigins: ['http://localhost:3000'] });
    expect(cspOrigins({ ...base, publicUrl: 'https://chat.acme.com' })).toEqual({ connectOrigins: ['wss://chat.acme.com'], imageOrigins: ['https://chat.acme.com'] });
  });

  it('external realtime: the service’s host, with its port unless it is the default', () => {
    const ext = (forceTLS: boolean, port: number | null) => cspOrigins({ ...base, realtime: { external: { host: 'ws.pusherapp.com', port, forceTLS } } }).connectOrigins;
    expect(ext(true, null)).toEqual(['wss://ws.pusherapp.com']);
    expect(ext(true, 443)).toEqual(['wss://ws.pusherapp.com']);
    expect(ext(false, 6001)).toEqual(['ws://ws.pusherapp.com:6001']);
  });

  it('images: a public bucket’s origin, the GIF API’s origin and its site’s subdomains, GIF_IMAGE_ORIGINS', () => {
    const { imageOrigins } = cspOrigins({
      ...base,
      s3: { publicUrl: 'https://cdn.acme.com/files' },
      gifApiUrl: 'https://api.giphy.com/v1/gifs',
      gifImageOrigins: ['https://media.tenor.com/'],
    });
    expect(imageOrigins).toEqual(['http://localhost:3000', 'https://cdn.acme.com', 'https://api.giphy.com', 'https://*.giphy.com', 'https://media.tenor.com']);
    // A provider on a shared host (a public suffix's subdomain) gets its own origin only, not its neighbours'.
    expect(cspOrigins({ ...base, gifApiUrl: 'https://gifs.herokuapp.com/api' }).imageOrigins).toEqual(['http://localhost:3000', 'https://gifs.herokuapp.com']);
    // The bundled fake (an IP address) likewise.
    expect(cspOrigins({ ...base, gifApiUrl: 'http://127.0.0.1:4010/gif' }).imageOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:4010']);
  });

  it('takes an IPv6 PUBLIC_URL', () => {
    expect(cspOrigins({ ...base, publicUrl: 'http://[::1]:3000' })).toEqual({ connectOrigins: ['ws://[::1]:3000'], imageOrigins: ['http://[::1]:3000'] });
  });

  it('refuses a configured value that would add directives of its own', () => {
    expect(() => cspOrigins({ ...base, gifImageOrigins: ["https://x.com;script-src 'unsafe-inline'"] })).toThrow(/Not an origin/);
    expect(() => cspOrigins({ ...base, gifImageOrigins: ['*'] })).toThrow(/Not an origin/);
  });
});
