// Customer records (customer-success users only): the create-instance form posts app/customers and says the admin
// was invited; a user who is not in customer success is sent to /notAuthorized.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SessionContext, type ShellSession } from '../../../src/ui/session/SessionContext';
import { MSG } from '../../../src/domain/messages';
import { fullPermissionTree, flattenPermissions } from '../../../src/domain/permissions';
import { CreateInstancePage } from '../../../src/resources/customers/CreateInstancePage';
import { CustomerRecordsPage } from '../../../src/resources/customers/CustomerRecordsPage';
import { RESOURCE_MSG } from '../../../src/resources/shared/labels';
import { callsTo, listAnswer, renderView, stubApi } from './harness';

afterEach(() => vi.unstubAllGlobals());

function session(isCSUser: boolean): ShellSession {
  return {
    details: {
      project: { id: 1, name: 'Acme', ziTenantId: 't' },
      user: { email: 'cs@parley.test', userId: 1, ziUserId: 'z', isCSUser, name: 'Cy' },
      subscription: { plan: 'growth', features: [], userLimit: 10 },
      isDoziCustomer: false,
      migrationInProgress: false,
      isInsideMSTeams: false,
    },
    facts: { flat: flattenPermissions(fullPermissionTree()), isCSUser },
    isInsideMSTeams: false,
  };
}

describe('customer records', { timeout: 30_000 }, () => {
  it('creates an instance: company, admin name, admin email and plan', async () => {
    const calls = stubApi({ 'POST /app/customers': { status: 201, json: { id: 9, name: 'Globex', plan: 'starter', invited: 'hank@globex.test' } } });
    const view = renderView(<CreateInstancePage />, { resource: 'customers', route: '/cs/create-instance', path: '/cs/create-instance' });
    fireEvent.click(screen.getByRole('button', { name: 'Create instance' }));
    expect(await screen.findByText(MSG.companyRequired)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/Company/), { target: { value: 'Globex' } });
    fireEvent.change(screen.getByLabelText(/Admin name/), { target: { value: 'Hank Scorpio' } });
    fireEvent.change(screen.getByLabelText(/Admin email/), { target: { value: 'hank@globex.test' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Plan/ }));
    fireEvent.click(await screen.findByRole('option', { name: /Starter/ }));
    await waitFor(() => expect(screen.queryByText(MSG.companyRequired)).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Create instance' }));

    await waitFor(() => expect(callsTo(calls, 'POST', '/app/customers')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/app/customers')[0]!.body).toEqual({
      company: 'Globex',
      adminName: 'Hank Scorpio',
      adminEmail: 'hank@globex.test',
      plan: 'starter',
    });
    expect(await screen.findByText(RESOURCE_MSG.instanceCreated('hank@globex.test'))).toBeInTheDocument();
    await waitFor(() => expect(view.location().pathname).toBe('/cs/customer-records'));
  });

  it('lists customers for a customer-success user and searches them', async () => {
    const calls = stubApi({
      'GET /app/customers': listAnswer('customers', [{ id: 3, name: 'Initech', plan: 'enterprise', users: 12, userLimit: 100, conversations: 40, createdAt: 1_700_000_000 }]),
    });
    renderView(
      <SessionContext.Provider value={session(true)}>
        <CustomerRecordsPage />
      </SessionContext.Provider>,
      { resource: 'customers', route: '/cs/customer-records', path: '/cs/customer-records' },
    );
    expect(await screen.findByText('Initech')).toBeInTheDocument();
    expect(screen.getByText('Enterprise')).toBeInTheDocument();
    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'ini' } });
    await waitFor(() => expect(calls.some((c) => c.query.get('filter') === JSON.stringify({ q: 'ini' }))).toBe(true));
  });

  it('sends anyone else to /notAuthorized without asking the server', async () => {
    const calls = stubApi({});
    const view = renderView(
      <SessionContext.Provider value={session(false)}>
        <CustomerRecordsPage />
      </SessionContext.Provider>,
      { resource: 'customers', route: '/cs/customer-records', path: '/cs/customer-records' },
    );
    await waitFor(() => expect(view.location().pathname).toBe('/notAuthorized'));
    expect(calls).toEqual([]);
  });
});
