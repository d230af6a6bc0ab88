// Client configuration (spec §7 "Bootstrap"): GET app/env merged over defaults; a failure is logged and the
// defaults stay. Read once at boot, before any other call: the httpClient needs the cookie name and hosts.
// The call uses fetch directly (no token, no toast) because the httpClient itself depends on this config.
import { API, type EnvConfig } from '../domain/api';
import { PRODUCT_NAME } from '../domain/constants';

export const DEFAULT_CONFIG: EnvConfig = {
  productName: PRODUCT_NAME,
  apiBase: '',
  dashboardUrl: '',
  helpCentreUrl: '',
  supportEmail: '',
  cookieName: '',
  parentHosts: [],
  csHosts: [],
  externalInboxUrl: '',
  mailbox: false,
  mailDelivery: 'smtp',
  realtime: { key: '', host: '', port: 0, forceTLS: false, wsPath: '/realtime', authEndpoint: `/${API.realtimeAuth}` },
  errorReporting: null,
  productAnalytics: null,
};

let current: EnvConfig = DEFAULT_CONFIG;

export function getConfig(): EnvConfig {
  return current;
}

/** Replace the running configuration (boot, and tests). */
export function setConfig(config: EnvConfig): void {
  current = config;
}

const sameKind = (a: unknown, b: unknown) =>
  Array.isArray(a) ? Array.isArray(b) : typeof a === typeof b && a !== null && b !== null;

/** Server values over the defaults, key by key; a value of the wrong kind keeps the default. */
export function mergeConfig(server: unknown): EnvConfig {
  if (!server || typeof server !== 'object') return DEFAULT_CONFIG;
  const s = server as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...DEFAULT_CONFIG };
  for (const [key, fallback] of Object.entries(DEFAULT_CONFIG)) {
    const value = s[key];
    if (key === 'realtime' && value && typeof value === 'object') {
      merged.realtime = { ...DEFAULT_CONFIG.realtime, ...pickSameKind(DEFAULT_CONFIG.realtime, value) };
    } else if (key === 'errorReporting') {
      merged.errorReporting = isErrorReporting(value) ? value : null;
    } else if (key === 'productAnalytics') {
      merged.productAnalytics = isProductAnalytics(value) ? value : null;
    } else if (value !== undefined && sameKind(fallback, value)) {
      merged[key] = value;
    }
  }
  return merged as unknown as EnvConfig;
}

function pickSameKind<T extends object>(defaults: T, value: object): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(value)) {
    if (k in defaults && sameKind(defaults[k as keyof T], v)) out[k as keyof T] = v as T[keyof T];
  }
  return out;
}

function isErrorReporting(v: unknown): v is EnvConfig['errorReporting'] {
  return !!v && typeof v === 'object' && typeof (v as { dsn?: unknown }).dsn === 'string';
}

function isProductAnalytics(v: unknown): v is EnvConfig['productAnalytics'] {
  return !!v && typeof v === 'object' && typeof (v as { key?: unknown }).key === 'string' && typeof (v as { host?: unknown }).host === 'string';
}

/** GET app/env, merged over the defaults and made current. Never rejects. */
export async function loadConfig(): Promise<EnvConfig> {
  try {
    const res = await fetch(`/${API.env}`, { headers: { Accept: 'application/json' } });
    if (!res.ok) throw new Error(`GET ${API.env} answered ${res.status}`);
    setConfig(mergeConfig(await res.json()));
  } catch (error) {
    console.error('Could not load the configuration; using the defaults.', error);
    setConfig(DEFAULT_CONFIG);
  }
  return current;
}
