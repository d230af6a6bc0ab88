// Spec §2 and §6: every signed-in route is guarded; refused routes go to /notAuthorized, unknown ones to /404,
// a signed-out visit to /login with the original path; the root and the inbox follow the redirect rules.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fullPermissionTree, inboxOnlyPermissionTree } from '../../../src/domain/permissions';
import { browser } from '../../../src/providers/browser';
import { buildDetails, fakeAuthProvider, fakeDataProvider, renderApp } from './helpers';

const location = () => screen.getByTestId('location');

afterEach(() => vi.restoreAllMocks());

describe('route guard', { timeout: 20_000 }, () => {
  it('sends an agent (inbox-only permissions) on /settings/team to /notAuthorized', async () => {
    renderApp({ path: '/settings/team', authProvider: fakeAuthProvider(inboxOnlyPermissionTree()) });
    expect(await screen.findByRole('heading', { name: 'You are not authorized' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/notAuthorized');
  });

  it('lets the agent open the inbox, titled "Parley Inbox"', async () => {
    renderApp({ path: '/inbox/42', authProvider: fakeAuthProvider(inboxOnlyPermissionTree()) });
    expect(await screen.findByRole('heading', { name: 'Inbox' }, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Parley Inbox'));
    expect(location()).toHaveTextContent('/inbox/42');
  });

  it('keeps customer-success routes for customer-success users', async () => {
    renderApp({ path: '/cs/customer-records', authProvider: fakeAuthProvider(fullPermissionTree()) });
    expect(await screen.findByRole('heading', { name: 'You are not authorized' })).toBeInTheDocument();
  });

  it('opens customer-success routes for a customer-success user', async () => {
    renderApp({
      path: '/cs/customer-records',
      authProvider: fakeAuthProvider(inboxOnlyPermissionTree()),
      dataProvider: fakeDataProvider(buildDetails({}, { isCSUser: true })),
    });
    expect(await screen.findByRole('heading', { name: 'Customer Records' })).toBeInTheDocument();
  });

  it('sends unknown paths to /404', async () => {
    renderApp({ path: '/no/such/page', authProvider: fakeAuthProvider(fullPermissionTree()) });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/404');
  });

  it('opens a react-admin resource route loaded directly (before react-admin has registered its resources)', async () => {
    renderApp({ path: '/roles/create', authProvider: fakeAuthProvider(fullPermissionTree()) });
    expect(await screen.findByRole('heading', { name: 'New role' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/roles/create');
  });

  it('sends a signed-out visit to /login with the original path in redirectUrl', async () => {
    renderApp({ path: '/inbox/42', authProvider: fakeAuthProvider(null) });
    await waitFor(() => expect(location()).toHaveTextContent('/login?redirectUrl=%2Finbox%2F42'));
  });

  it('shows the error page on /500 with a help-centre link from the configuration', async () => {
    renderApp({
      path: '/500',
      authProvider: fakeAuthProvider(null),
      config: { helpCentreUrl: 'https://help.example.test/' },
    });
    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /help centre/i })).toHaveAttribute('href', 'https://help.example.test/');
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('redirect rules', { timeout: 20_000 }, () => {
  it('sends the root of a customer who keeps the inbox to /inbox', async () => {
    renderApp({ path: '/', authProvider: fakeAuthProvider(fullPermissionTree()) });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/inbox$/));
  });

  it('sends the root of a migrated customer to /audiences', async () => {
    renderApp({
      path: '/',
      authProvider: fakeAuthProvider(fullPermissionTree()),
      dataProvider: fakeDataProvider(buildDetails({ isDoziCustomer: true })),
      config: { externalInboxUrl: 'https://inbox.example.test/' },
    });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/audiences$/));
  });

  it('sends the root on a customer-success host to customer records', async () => {
    vi.spyOn(browser, 'hostname').mockReturnValue('success.parley.test');
    renderApp({
      path: '/',
      authProvider: fakeAuthProvider(fullPermissionTree()),
      dataProvider: fakeDataProvider(buildDetails({}, { isCSUser: true })),
      config: { csHosts: ['success'] },
    });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/cs\/customer-records$/));
  });

  it('opens the external inbox for a migrated customer on an inbox route', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    renderApp({
      path: '/inbox',
      authProvider: fakeAuthProvider(fullPermissionTree()),
      dataProvider: fakeDataProvider(buildDetails({ isDoziCustomer: true })),
      config: { externalInboxUrl: 'https://inbox.example.test/' },
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://inbox.example.test/'));
  });

  it('keeps a migrated customer in our inbox while the migration is in progress', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    renderApp({
      path: '/inbox',
      authProvider: fakeAuthProvider(fullPermissionTree()),
      dataProvider: fakeDataProvider(buildDetails({ isDoziCustomer: true, migrationInProgress: true })),
      config: { externalInboxUrl: 'https://inbox.example.test/' },
    });
    expect(await screen.findByRole('heading', { name: 'Inbox' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('layout', { timeout: 20_000 }, () => {
  it("shows the product name, only the inbox in an inbox-only agent's navigation, and a user menu with the user's own pages and Logout", async () => {
    const auth = fakeAuthProvider(inboxOnlyPermissionTree());
    renderApp({ path: '/inbox', authProvider: auth });
    await screen.findByRole('heading', { name: 'Inbox' }, { timeout: 15_000 });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Parley')).toBeInTheDocument();
    // Spec §6: the agent's tree grants the inbox only, so the side navigation holds the inbox and the pages the inbox
    // node guards: Contacts and Companies (issue 26; the tree has no node of their own).
    const nav = screen.getAllByRole('menuitem').map((e) => e.textContent);
    expect(nav).toEqual(['Inbox', 'Contacts', 'Companies']);
    expect(screen.queryByRole('menuitem', { name: 'Team' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Conversations' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Customer Records' })).not.toBeInTheDocument();

    fireEvent.click(await within(banner).findByRole('button', { name: 'Profile' }));
    expect(await screen.findByText('Ada Agent')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Meeting settings' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(auth.logout).toHaveBeenCalled());
    await waitFor(() => expect(location()).toHaveTextContent(/^\/login/));
  });
});
