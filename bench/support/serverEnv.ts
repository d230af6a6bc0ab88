// The environment every bench server child starts with: the parent's environment, a port and data folder of the
// bench's, quiet logs and no demo mocks. Each spawner adds its own keys (and the caller's overrides) on top.
export function benchServerEnv(opts: { port: number; dataDir: string; seedDemo: boolean }): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(opts.port),
    HOST: '127.0.0.1',
    DATA_DIR: opts.dataDir,
    SEED_DEMO: opts.seedDemo ? 'true' : 'false',
    LOG_LEVEL: 'warn',
    DEMO_MOCKS: 'false',
  };
}
