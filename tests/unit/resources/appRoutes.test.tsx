// The resources inside the whole App: /settings/team opens the Team area's first tab, /audiences shows the
// audiences list, and the menu offers canned messages and tags only to users with the inbox.
import { screen, waitFor, within } from '@testing-library/react';
import { fullPermissionTree, type PermissionTree } from '../../../src/domain/permissions';
import { setPermission } from '../../../src/resources/roles/permissionTree';
import { fakeAuthProvider, renderApp } from '../shell/helpers';
import { listAnswer, stubApi } from './harness';

afterEach(() => vi.unstubAllGlobals());

const location = () => screen.getByTestId('location');

describe('admin resources in the app', { timeout: 30_000 }, () => {
  it('opens /settings/team on the users tab, with the Team tabs the role allows', async () => {
    stubApi({
      'GET /app/users': listAnswer('users', [{ id: 7, name: 'Ada Agent', email: 'ada@acme.test', roleId: 1, teamIds: [], available: true, verified: false }]),
      'GET /app/roles/1': { json: { id: 1, name: 'Admin', permissions: {} } },
      'GET /app/invitations': listAnswer('invitations', []),
    });
    renderApp({ path: '/settings/team', authProvider: fakeAuthProvider(fullPermissionTree()) });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/users/));
    expect(await screen.findByText('ada@acme.test')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Team' }));
    expect(tabs.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Users', 'Teams', 'Roles']);
    expect(await screen.findByText('Admin')).toBeInTheDocument();
  });

  it('shows the audiences list at /audiences', async () => {
    stubApi({
      'GET /app/audiences': listAnswer('audiences', [
        { id: 2, name: 'Pricing visitors', groupsConjunction: 'AND', groups: [{ conjunction: 'AND', rules: [{ field: 'websiteVisits', operator: 'gt', value: 3 }] }], triggers: [], updatedAt: 1_700_000_000 },
      ]),
    });
    renderApp({ path: '/audiences', authProvider: fakeAuthProvider(fullPermissionTree()) });
    expect(await screen.findByText('Pricing visitors')).toBeInTheDocument();
    expect(screen.getByText('1 rule · 0 triggers')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Audiences' })).toBeInTheDocument();
  });

  it('offers canned messages and tags in the menu to users with the inbox only', async () => {
    stubApi({ 'GET /app/audiences': listAnswer('audiences', []) });
    const noInbox: PermissionTree = setPermission(null, 'conversations', 'read', true);
    const view = renderApp({ path: '/audiences', authProvider: fakeAuthProvider(noInbox) });
    expect(await screen.findByRole('menuitem', { name: 'Audiences' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Tags' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Canned messages' })).not.toBeInTheDocument();
    view.unmount();

    renderApp({ path: '/audiences', authProvider: fakeAuthProvider(fullPermissionTree()) });
    expect(await screen.findByRole('menuitem', { name: 'Tags' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Canned messages' })).toBeInTheDocument();
  });
});
