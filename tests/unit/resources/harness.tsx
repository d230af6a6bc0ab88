// Renders admin resource views inside react-admin's AdminContext on a memory router, with the real dataProvider
// (simple-rest plus our adapters, over the real httpClient) talking to a stubbed fetch: a small fake of the
// server's answers, keyed by 'METHOD /app/path'. Every call is recorded with its query and body.
import type { ReactElement } from 'react';
import { configure, fireEvent, render, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { AdminContext, defaultI18nProvider, memoryStore, Notification, ResourceContextProvider, TestMemoryRouter } from 'react-admin';
import { vi } from 'vitest';
import { errorBody } from '../../../src/domain/errors';
import { dataProvider as realDataProvider, type ParleyDataProvider } from '../../../src/providers/dataProvider';
import { getNotificationState, resetNotifications } from '../../../src/providers/notifications';

// Forms re-render the whole view on each change: on a busy 2-core machine a save can take over a second.
configure({ asyncUtilTimeout: 5000 });

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface Answer {
  status?: number;
  json: unknown;
  headers?: Record<string, string>;
}

type Route = Answer | ((call: Call) => Answer);

/** Stub fetch with answers keyed by 'METHOD /app/path'; unknown calls answer 404. Returns the calls seen. */
export function stubApi(routes: Record<string, Route>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      const method = (init?.method ?? 'GET').toUpperCase();
      const raw = init?.body;
      const call: Call = { method, path: url.pathname, query: url.searchParams, body: typeof raw === 'string' && raw ? (JSON.parse(raw) as unknown) : undefined };
      calls.push(call);
      const route = routes[`${method} ${url.pathname}`];
      const answer = typeof route === 'function' ? route(call) : (route ?? { status: 404, json: errorBody('Not found') });
      return new Response(JSON.stringify(answer.json), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json', ...answer.headers },
      });
    }),
  );
  return calls;
}

/** A simple-rest list answer with its Content-Range header. */
export function listAnswer(resource: string, rows: unknown[]): Answer {
  const end = Math.max(rows.length - 1, 0);
  return { json: rows, headers: { 'Content-Range': `${resource} 0-${end}/${rows.length}` } };
}

export const failAnswer = (status: number, message: string, fields?: Record<string, string>): Answer => ({
  status,
  json: errorBody(message, fields),
});

export const callsTo = (calls: Call[], method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);

/** The error toasts httpClient raised (the inbox notification store). */
export const errorToasts = () => getNotificationState().toasts.filter((t) => t.kind === 'error').map((t) => t.message);

export interface RenderOptions {
  resource: string;
  /** The route pattern the view is mounted at, e.g. '/users/:id'. */
  route: string;
  path: string;
  dataProvider?: ParleyDataProvider;
}

/** Render `view` for `resource` at `path`; `location()` reads where the router is now. */
export function renderView(view: ReactElement, { resource, route, path, dataProvider = realDataProvider }: RenderOptions) {
  resetNotifications();
  let current = { pathname: '', search: '' };
  const utils = render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={(l) => (current = l)}>
      <AdminContext dataProvider={dataProvider} i18nProvider={defaultI18nProvider} store={memoryStore()}>
        <ResourceContextProvider value={resource}>
          <Routes>
            <Route path={route} element={view} />
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...utils, location: () => current };
}

export function fill(label: string | RegExp, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

export function press(name: string | RegExp): void {
  fireEvent.click(screen.getByRole('button', { name }));
}
