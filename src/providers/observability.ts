// Boot of what observes the dashboard: GET app/env first, then error reporting and product analytics when it
// configures them (each loads its SDK by itself; neither holds up the first render, and a failure stays theirs).
import type { EnvConfig } from '../domain/api';
import { loadConfig } from './config';
import { startErrorReporting } from './errorReporting';
import { startProductAnalytics } from './productAnalytics';

export async function loadConfigAndObserve(load: () => Promise<EnvConfig> = loadConfig): Promise<EnvConfig> {
  const config = await load();
  startErrorReporting(config.errorReporting).catch((error: unknown) => console.error('Error reporting could not start.', error));
  void startProductAnalytics(config.productAnalytics);
  return config;
}
