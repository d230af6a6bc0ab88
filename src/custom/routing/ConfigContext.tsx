// The client configuration (GET app/env merged over defaults) for components; the loading screen shows until it
// has loaded (spec §2).
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { EnvConfig } from '../../domain/api';
import { DEFAULT_CONFIG, setConfig } from '../../providers/config';
import { LoadingScreen } from '../layout/LoadingScreen';

const ConfigContext = createContext<EnvConfig>(DEFAULT_CONFIG);

export function useConfig(): EnvConfig {
  return useContext(ConfigContext);
}

export interface ConfigGateProps {
  /** Loads the configuration (never rejects: failures fall back to the defaults). */
  load: () => Promise<EnvConfig>;
  children: ReactNode;
}

export function ConfigGate({ load, children }: ConfigGateProps) {
  const [config, setLoaded] = useState<EnvConfig | null>(null);
  useEffect(() => {
    let live = true;
    load()
      .catch(() => DEFAULT_CONFIG)
      .then((c) => {
        setConfig(c); // the providers read the same values outside React
        if (live) setLoaded(c);
      });
    return () => {
      live = false;
    };
  }, [load]);
  if (!config) return <LoadingScreen />;
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}
