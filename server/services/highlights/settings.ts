// The enrichment provider's address and key (ENRICHMENT_API_URL, ENRICHMENT_API_KEY), read once at boot. Unset: no
// enrichment (Contact, Company, Intent and Technologies fields show no value). Demo mode (main.ts) points it at the
// bundled fake with the fake's demo key.
export interface EnrichmentSettings {
  apiUrl: string | null;
  apiKey: string;
}

export const ENRICHMENT_FAKE_KEY = 'parley-demo-enrichment-key';

export function enrichmentSettings(env: NodeJS.ProcessEnv, mockBase: string | null = null): EnrichmentSettings {
  const url = env.ENRICHMENT_API_URL || (mockBase ? `${mockBase.replace(/\/+$/, '')}/enrichment` : null);
  return { apiUrl: url ? url.replace(/\/+$/, '') : null, apiKey: env.ENRICHMENT_API_KEY || (mockBase && !env.ENRICHMENT_API_URL ? ENRICHMENT_FAKE_KEY : '') };
}
