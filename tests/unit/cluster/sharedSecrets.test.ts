// Cluster nodes share one integrations key and one realtime secret: a node that would fall back to a key file of its
// own (and so fail to decrypt the tokens, or check the booking links, another node made) refuses to start instead.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';

const cluster = { DATA_DIR: ':memory:', DATABASE_URL: 'postgres://parley@db/parley', REDIS_URL: 'redis://redis:6379' };

describe('cluster mode secrets', () => {
  it('refuses to start a cluster node without INTEGRATIONS_KEY and REALTIME_SECRET, naming what is missing', () => {
    expect(() => loadConfig(cluster)).toThrow('Cluster mode (REDIS_URL) needs INTEGRATIONS_KEY and REALTIME_SECRET, the same on every node');
    expect(() => loadConfig({ ...cluster, REALTIME_SECRET: 's' })).toThrow('needs INTEGRATIONS_KEY, the same');
    expect(() => loadConfig({ ...cluster, INTEGRATIONS_KEY: 'k' })).toThrow('needs REALTIME_SECRET, the same');
  });

  it('starts with both; with an external Pusher service its secret signs, so only the key is needed', () => {
    expect(loadConfig({ ...cluster, INTEGRATIONS_KEY: 'k', REALTIME_SECRET: 's' })).toMatchObject({ integrationsKey: 'k', realtime: { secret: 's' } });
    const pusher = { PUSHER_APP_ID: '1', PUSHER_KEY: 'key', PUSHER_SECRET: 'pusher-secret', PUSHER_HOST: 'pusher.internal:6001' };
    expect(loadConfig({ ...cluster, ...pusher, INTEGRATIONS_KEY: 'k' }).realtime.secret).toBe('pusher-secret');
  });

  it('leaves a single node to its key files', () => {
    expect(loadConfig({ DATA_DIR: ':memory:', DATABASE_URL: 'postgres://parley@db/parley' }).integrationsKey).toBeNull();
  });
});
