import { describe, expect, it } from 'vitest';
import { benchServerEnv } from '../../../bench/support/serverEnv';

describe('benchServerEnv', () => {
  it('gives a bench server child its port, data folder and quiet defaults on top of the parent environment', () => {
    const env = benchServerEnv({ port: 4321, dataDir: '/tmp/bench-data', seedDemo: false });
    expect(env).toMatchObject({ PORT: '4321', HOST: '127.0.0.1', DATA_DIR: '/tmp/bench-data', SEED_DEMO: 'false', LOG_LEVEL: 'warn', DEMO_MOCKS: 'false' });
    expect(env.PATH).toBe(process.env.PATH);
  });

  it('seeds the demo only when asked', () => {
    expect(benchServerEnv({ port: 1, dataDir: 'd', seedDemo: true }).SEED_DEMO).toBe('true');
  });
});
