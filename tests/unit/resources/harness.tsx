// Renders admin resource views inside react-admin's AdminContext on a memory router, with the real dataProvider
// (simple-rest plus our adapters, over the real httpClient) talking to a stubbed fetch: a small fake of the
// server's answers, keyed by 'METHOD /app/path'. Every call is recorded with its query and body.
import type { ReactElement } from 'react';
import { configure, fireEvent, render, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { AdminContext, defaultI18nProvider, memoryStore, Notification, ResourceContextProvider, TestMemoryRouter } from 'react-admin';
import { callsTo, failAnswer, stubFetch, type Answer, type Call } from '../support/fetchStub';
import { dataProvider as realDataProvider, type ParleyDataProvider } from '../../../src/providers/dataProvider';
import { getNotificationState, resetNotifications } from '../../../src/providers/notifications';

// Forms re-render the whole view on each change: on a busy 2-core machine a save can take over a second.
configure({ asyncUtilTimeout: 5000 });

export type { Answer, Call };

/** Stub fetch with answers keyed by 'METHOD /app/path'; unknown calls answer 404 (tests/unit/support/fetchStub.ts). */
export const stubApi = (routes: Record<string, Answer | ((call: Call) => Answer)>): Call[] => stubFetch(routes);

/** A simple-rest list answer with its Content-Range header. */
export function listAnswer(resource: string, rows: unknown[]): Answer {
  const end = Math.max(rows.length - 1, 0);
  return { json: rows, headers: { 'Content-Range': `${resource} 0-${end}/${rows.length}` } };
}


export { callsTo, failAnswer };

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
