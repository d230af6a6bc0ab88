// Renders a settings page the way the app mounts it: react-admin's AdminContext (the dataProvider, a fresh
// memoryStore and query client), a memory router, the signed-in session (plan, features, permissions) and the
// configuration. fetch is stubbed so the real httpClient runs against a tiny fake of the server's answers. Toasts are read from the store
// that <NotificationHost> renders (its own tests cover the rendering).
import type { ReactElement } from 'react';
import { configure, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { vi } from 'vitest';
import { byBody, callsTo, failAnswer, stubFetch, type Answer, type Call } from '../support/fetchStub';
import type { AppDetails, Profile } from '../../../src/domain/api';
import { flattenPermissions, fullPermissionTree, type PermissionTree } from '../../../src/domain/permissions';
import { PLANS } from '../../../src/domain/plans';
import { ConfigGate } from '../../../src/custom/routing/ConfigContext';
import { SessionContext, type ShellSession } from '../../../src/ui/session/SessionContext';
import { DEFAULT_CONFIG } from '../../../src/providers/config';
import { dataProvider as realDataProvider } from '../../../src/providers/dataProvider';
import { getNotificationState, resetNotifications } from '../../../src/providers/notifications';

// MUI pages on a busy 2-core machine: a first render alone can take a second or more.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

export type { Answer, Call };
type Route = Answer | ((body: unknown, call: Call) => Answer | Promise<Answer>);

/** Stub fetch with answers keyed 'METHOD /app/path' (query excluded); unknown calls answer 404 (tests/unit/support/fetchStub.ts). */
export const stubApi = (routes: Record<string, Route>): Call[] => stubFetch(byBody(routes));

export { callsTo };
export const fail = failAnswer;

/** A promise the test settles by hand: to look at the page while a call is in flight. */
export function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

export function buildProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    userId: 7,
    name: 'Ada Agent',
    email: 'ada@acme.test',
    img: 'data:image/png;base64,iVBORw0KGgo=',
    timezone: 'Europe/Berlin',
    roleName: 'Admin',
    permissions: fullPermissionTree(),
    available: false,
    profileCompleted: true,
    meetingLink: null,
    ...overrides,
  };
}

export interface SessionOptions {
  plan?: string;
  features?: string[];
  permissions?: PermissionTree;
}

export function buildSession({ plan = 'growth', features, permissions = fullPermissionTree() }: SessionOptions = {}): ShellSession {
  const details: AppDetails = {
    project: { id: 1, name: 'Acme', ziTenantId: 't-1' },
    user: { email: 'ada@acme.test', userId: 7, ziUserId: 'z-7', isCSUser: false, name: 'Ada Agent' },
    subscription: { plan, features: features ?? [...(PLANS[plan]?.features ?? [])], userLimit: PLANS[plan]?.userLimit ?? 10 },
    isDoziCustomer: false,
    migrationInProgress: false,
    isInsideMSTeams: false,
  };
  return { details, facts: { flat: flattenPermissions(permissions), isCSUser: false }, isInsideMSTeams: false };
}

export interface RenderOptions extends SessionOptions {
  supportEmail?: string;
  /** The real one (over the stubbed fetch) unless a test passes a fake. */
  dataProvider?: DataProvider;
}

export function renderSettings(page: ReactElement, opts: RenderOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const load = async () => ({ ...DEFAULT_CONFIG, supportEmail: opts.supportEmail ?? 'success@parley.test' });
  const utils = render(
    <MemoryRouter>
      <ConfigGate load={load}>
        <AdminContext dataProvider={opts.dataProvider ?? realDataProvider} store={memoryStore()} queryClient={queryClient}>
          <SessionContext.Provider value={buildSession(opts)}>{page}</SessionContext.Provider>
        </AdminContext>
      </ConfigGate>
    </MemoryRouter>,
  );
  return { ...utils, queryClient };
}

/** The toasts raised so far, as "kind: message". */
export const toasts = () => getNotificationState().toasts.map((t) => `${t.kind}: ${t.message}`);

export function cleanupSettings(): void {
  vi.unstubAllGlobals();
  resetNotifications();
}

export function fill(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

export function press(name: string): void {
  fireEvent.click(screen.getByRole('button', { name }));
}
