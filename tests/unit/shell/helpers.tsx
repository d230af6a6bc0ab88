// Test helpers for the shell: the App under a memory router with fake providers and a probe of the location.
import { configure, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { memoryStore, type AuthProvider } from 'react-admin';
import { vi } from 'vitest';
import { App } from '../../../src/App';
import type { AppDetails, EnvConfig } from '../../../src/domain/api';
import { flattenPermissions, type PermissionTree } from '../../../src/domain/permissions';
import { DEFAULT_CONFIG } from '../../../src/providers/config';
import { dataProvider, type ParleyDataProvider } from '../../../src/providers/dataProvider';

// The whole App renders and lazily imports its pages: on a busy 2-core machine that can take over a second.
configure({ asyncUtilTimeout: 5000 });

export function buildDetails(overrides: Partial<AppDetails> = {}, user: Partial<AppDetails['user']> = {}): AppDetails {
  return {
    project: { id: 1, name: 'Acme', ziTenantId: 't-1' },
    user: { email: 'agent@acme.test', userId: 7, ziUserId: 'z-7', isCSUser: false, name: 'Ada Agent', ...user },
    subscription: { plan: 'pro', features: [], userLimit: 10 },
    isDoziCustomer: false,
    migrationInProgress: false,
    isInsideMSTeams: false,
    ...overrides,
  };
}

/** An authProvider that answers from a fixed session (signed in or not) without any network. */
export function fakeAuthProvider(tree: PermissionTree | null): AuthProvider {
  const flat = flattenPermissions(tree);
  return {
    login: vi.fn(async () => ({ redirectTo: '/inbox' })),
    logout: vi.fn(async () => undefined),
    checkAuth: vi.fn(async () => {
      if (!tree) throw { redirectTo: '/login?redirectUrl=%2Finbox%2F42', message: false };
    }),
    checkError: vi.fn(async () => undefined),
    getIdentity: vi.fn(async () => ({ id: 7, fullName: 'Ada Agent' })),
    getPermissions: vi.fn(async () => flat),
    canAccess: vi.fn(async () => true),
  };
}

export function fakeDataProvider(details: AppDetails = buildDetails()): ParleyDataProvider {
  return { ...dataProvider, getAppDetails: vi.fn(async () => details) };
}

export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

export interface RenderAppOptions {
  path: string;
  authProvider: AuthProvider;
  dataProvider?: ParleyDataProvider;
  config?: Partial<EnvConfig>;
}

export function renderApp({ path, authProvider, dataProvider: dp = fakeDataProvider(), config = {} }: RenderAppOptions) {
  const loadConfig = async () => ({ ...DEFAULT_CONFIG, ...config });
  return render(
    <MemoryRouter initialEntries={[path]} useTransitions={false}>
      <App authProvider={authProvider} dataProvider={dp} store={memoryStore()} loadConfig={loadConfig} />
      <LocationProbe />
    </MemoryRouter>,
  );
}
