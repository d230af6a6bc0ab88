// Renders the flow screens the way the app mounts them: react-admin's AdminContext with the real dataProvider
// (fresh memoryStore and query client), a memory router with the spec's routes, the signed-in session (plan and
// permissions) and the configuration. fetch is stubbed, so the real httpClient runs against a small fake of
// /app/flows that keeps what it is sent. Application toasts are rendered by <AppNotifications>; httpClient's
// error toasts are read from the toast store.
import { configure, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { vi } from 'vitest';
import { byBody, callsTo, stubFetch, type Answer, type Call } from '../support/fetchStub';
import type { AppDetails } from '../../../src/domain/api';
import type { Flow } from '../../../src/domain/flows';
import { flattenPermissions, fullPermissionTree, type PermissionTree } from '../../../src/domain/permissions';
import { FEATURES } from '../../../src/domain/plans';
import { AppNotifications } from '../../../src/custom/layout/AppNotifications';
import { ConfigGate } from '../../../src/custom/routing/ConfigContext';
import { SessionContext, type ShellSession } from '../../../src/ui/session/SessionContext';
import { BuilderPage, TestPage } from '../../../src/custom/bot-builder';
import { ConversationsPage } from '../../../src/resources/flows/ConversationsPage';
import { DEFAULT_CONFIG } from '../../../src/providers/config';
import { dataProvider } from '../../../src/providers/dataProvider';
import { getNotificationState, resetNotifications } from '../../../src/providers/notifications';

// MUI pages on a busy 2-core machine: a first render alone can take a second or more.
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 60_000 });


export type { Answer, Call };
export type Route = Answer | ((body: unknown, call: Call) => Answer | Promise<Answer>);

/** Stub fetch with answers keyed 'METHOD /app/path' (query excluded); unknown calls answer 404 (tests/unit/support/fetchStub.ts). */
export const stubApi = (routes: Record<string, Route>): Call[] => stubFetch(byBody(routes));

export { callsTo };

export type FlowRow = Flow & { id: number; updatedAt: number };

/** A fake /app/flows that stores what it is sent: GET list and one, PUT (saves, bumping the version), versions. */
export function flowsServer(initial: FlowRow[], extra: Record<string, Route> = {}) {
  const rows = new Map(initial.map((f) => [f.id, structuredClone(f)]));
  const routes: Record<string, Route> = {
    'GET /app/flows': () => ({ json: [...rows.values()], headers: { 'Content-Range': `flows 0-${rows.size - 1}/${rows.size}` } }),
    'GET /app/users': { json: [{ id: 10, name: 'Ada Admin' }, { id: 11, name: 'Sam Agent' }] },
    'GET /app/teams': { json: [{ id: 1, name: 'Sales team' }] },
    'GET /app/audiences': { json: [], headers: { 'Content-Range': 'audiences 0-0/0' } },
  };
  for (const row of initial) {
    routes[`GET /app/flows/${row.id}`] = () => ({ json: rows.get(row.id) });
    routes[`PUT /app/flows/${row.id}`] = (body) => {
      const saved = { ...(body as FlowRow), id: row.id, version: rows.get(row.id)!.version + 1, updatedAt: 1_800_000_000 };
      rows.set(row.id, saved);
      return { json: { ...saved, message: 'Conversation saved successfully' } };
    };
  }
  const calls = stubApi({ ...routes, ...extra });
  return { rows, calls };
}

export function session(features: readonly string[] = FEATURES, tree: PermissionTree = fullPermissionTree()): ShellSession {
  const details: AppDetails = {
    project: { id: 1, name: 'Acme', ziTenantId: 't-1' },
    user: { email: 'ada@acme.test', userId: 7, ziUserId: 'z-7', isCSUser: false, name: 'Ada Admin' },
    subscription: { plan: 'enterprise', features: [...features], userLimit: 100 },
    isDoziCustomer: false,
    migrationInProgress: false,
    isInsideMSTeams: false,
  };
  return { details, facts: { flat: flattenPermissions(tree), isCSUser: false }, isInsideMSTeams: false };
}

function LocationProbe() {
  const { pathname } = useLocation();
  return <div data-testid="location">{pathname}</div>;
}
export const locationText = () => screen.getByTestId('location').textContent ?? '';

export function renderFlows(
  path: string,
  opts: { features?: readonly string[]; permissions?: PermissionTree; dataProvider?: DataProvider } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ConfigGate load={async () => DEFAULT_CONFIG}>
        <AdminContext dataProvider={opts.dataProvider ?? dataProvider} store={memoryStore()} queryClient={queryClient}>
          <SessionContext.Provider value={session(opts.features, opts.permissions)}>
            <Routes>
              <Route path="/conversations" element={<ConversationsPage />} />
              <Route path="/conversations/:conversationId" element={<ConversationsPage />} />
              <Route path="/conversations/:conversationId/build" element={<BuilderPage />} />
              <Route path="/conversations/:conversationId/build/test" element={<TestPage />} />
            </Routes>
            <LocationProbe />
            <AppNotifications />
          </SessionContext.Provider>
        </AdminContext>
      </ConfigGate>
    </MemoryRouter>,
  );
}

/** Application toasts on screen (react-admin's notify) and httpClient's error toasts. */
export function toastsShown(): string[] {
  // An open modal hides the rest of the page from the accessibility tree, toasts included.
  const region = screen.queryByRole('region', { name: 'Application notifications', hidden: true });
  const app = region ? within(region).queryAllByRole('alert', { hidden: true }).map((a) => a.textContent ?? '') : [];
  return [...app, ...getNotificationState().toasts.map((t) => t.message)];
}

export function cleanupFlows(): void {
  vi.unstubAllGlobals();
  resetNotifications();
}
