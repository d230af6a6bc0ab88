// Renders an auth/public page inside react-admin's AdminContext on a memory router, with the real httpClient
// talking to a stubbed fetch (a tiny fake of the server's answers) and a fake authProvider whose login posts
// app/login through that same httpClient, as the real one does.
import type { ReactElement } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import {
  AdminContext,
  defaultI18nProvider,
  memoryStore,
  Notification,
  testDataProvider,
  TestMemoryRouter,
  type AuthProvider,
} from 'react-admin';
import { vi } from 'vitest';
import { byBody, stubFetch, type Answer, type Call } from '../support/fetchStub';
import { API } from '../../../src/domain/api';
import { errorBody } from '../../../src/domain/errors';
import { httpClient } from '../../../src/providers/httpClient';

export type { Answer, Call };
type Route = Answer | ((body: unknown) => Answer);

/** Stub fetch with answers keyed by 'METHOD /app/path'; unknown calls answer 404 (tests/unit/support/fetchStub.ts). */
export const stubApi = (routes: Record<string, Route>): Call[] => stubFetch(byBody(routes));

/** The calls to one path (with its leading slash added), e.g. callsTo(calls, API.register). */
export const callsTo = (calls: Call[], path: string) => calls.filter((c) => c.path === `/${path}`);

export const ok = (message = 'ok'): Answer => ({ json: { ok: true, message } });
export const fail = (status: number, message: string, fields?: Record<string, string>): Answer => ({
  status,
  json: errorBody(message, fields),
});

/** Signs in through POST app/login like the real authProvider, and lands on /inbox. */
export function fakeAuthProvider(overrides: Partial<AuthProvider> = {}): AuthProvider {
  return {
    login: vi.fn(async (params: { email: string; password: string }) => {
      await httpClient(API.login, { method: 'POST', body: params, auth: false });
      return { redirectTo: '/inbox' };
    }),
    logout: vi.fn(async () => undefined),
    checkAuth: vi.fn(async () => {
      throw new Error('not signed in');
    }),
    checkError: vi.fn(async () => undefined),
    getPermissions: vi.fn(async () => undefined),
    ...overrides,
  };
}

/** Render `page` at `path`; `location()` reads where the router is now. */
export function renderPage(page: ReactElement, path: string, authProvider: AuthProvider = fakeAuthProvider()) {
  let current = { pathname: '', search: '' };
  const utils = render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={(l) => (current = l)}>
      <AdminContext
        authProvider={authProvider}
        dataProvider={testDataProvider()}
        i18nProvider={defaultI18nProvider}
        store={memoryStore()}
      >
        {page}
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...utils, authProvider, location: () => current };
}

/** Type into the input labelled `label` (exact label text). */
export function fill(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

export function press(buttonText: string): void {
  fireEvent.click(screen.getByRole('button', { name: buttonText }));
}
