// Cluster nodes share one integrations key, one realtime secret and one upload store: a node that would fall back to a
// key file or an uploads folder of its own (and so fail to decrypt the tokens, check the booking links or serve the
// files another node took in) refuses to start instead.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';

const cluster = { DATA_DIR: ':memory:', DATABASE_URL: 'postgres://parley@db/parley', REDIS_URL: 'redis://redis:6379' };

describe('cluster mode secrets', () => {
  it('refuses to start a cluster node without INTEGRATIONS_KEY and REALTIME_SECRET, naming what is missing', () => {
    expect(() => loadConfig(cluster)).toThrow('Cluster mode (REDIS_URL) needs INTEGRATIONS_KEY and REALTIME_SECRET, the same on every node');
    expect(() => loadConfig({ ...cluster, REALTIME_SECRET: 's' })).toThrow('needs INTEGRATIONS_KEY, the same');
    expect(() => loadConfig({ ...cluster, INTEGRATIONS_KEY: 'k' })).toThrow('needs REALTIME_SECRET, the same');
  });

  it('refuses a cluster node whose uploads would stay on its own disk', () => {
    expect(() => loadConfig({ ...cluster, INTEGRATIONS_KEY: 'k', REALTIME_SECRET: 's' })).toThrow('Cluster mode (REDIS_URL) needs S3_BUCKET, or UPLOADS_DIR on a folder every node shares');
  });

  it('starts with them; with an external Pusher service its secret signs, so only the key is needed', () => {
    const shared = { INTEGRATIONS_KEY: 'k', UPLOADS_DIR: '/mnt/parley-uploads' };
    expect(loadConfig({ ...cluster, ...shared, REALTIME_SECRET: 's' })).toMatchObject({ integrationsKey: 'k', realtime: { secret: 's' }, uploadsDir: '/mnt/parley-uploads' });
    const pusher = { PUSHER_APP_ID: '1', PUSHER_KEY: 'key', PUSHER_SECRET: 'pusher-secret', PUSHER_HOST: 'pusher.internal:6001' };
    expect(loadConfig({ ...cluster, ...shared, ...pusher }).realtime.secret).toBe('pusher-secret');
    const bucket = { S3_BUCKET: 'parley', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig({ ...cluster, INTEGRATIONS_KEY: 'k', REALTIME_SECRET: 's', ...bucket }).s3).toMatchObject({ bucket: 'parley' });
  });

  it('leaves a single node to its key files', () => {
    expect(loadConfig({ DATA_DIR: ':memory:', DATABASE_URL: 'postgres://parley@db/parley' })).toMatchObject({ integrationsKey: null, uploadsDir: null });
  });
});
