// Render the inbox page the way the app mounts it (react-admin context, memory router, signed-in session),
// with the data hooks faked by ./fakeData.
import { configure, render } from '@testing-library/react';
import { vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AdminContext, memoryStore } from 'react-admin';
import { inboxOnlyPermissionTree, type PermissionTree } from '../../../src/domain/permissions';
import { SessionContext } from '../../../src/ui/session/SessionContext';
import { agentSession } from '../support/agentSession';
import { InboxPage } from '../../../src/custom/inbox';

// The page is a large MUI tree: on a busy 2-core machine a file's first render alone can take seconds.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{pathname + search}</div>;
}

export const session = agentSession;

export function renderInbox(path: string, opts: { permissions?: PermissionTree | null } = {}) {
  const value = session(opts.permissions === undefined ? inboxOnlyPermissionTree() : opts.permissions);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext store={memoryStore()}>
        <SessionContext.Provider value={value}>
          <Routes>
            <Route path="/inbox" element={<InboxPage />} />
            <Route path="/inbox/:conversationId" element={<InboxPage />} />
          </Routes>
          <LocationProbe />
        </SessionContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );
}

export const locationText = () => document.querySelector('[data-testid="location"]')?.textContent ?? '';
