// Inviting a team user: email and role checked with inviteUserSchema, POST app/users { email, roleId },
// 'Invitation sent'; over the plan's limit the server's 402 opens the upgrade prompt.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MSG } from '../../../src/domain/messages';
import { planUserLimitText } from '../../../src/domain/plans';
import { UserCreate } from '../../../src/resources/users/UserCreate';
import { RESOURCE_MSG } from '../../../src/resources/shared/labels';
import { callsTo, errorToasts, failAnswer, listAnswer, renderView, stubApi } from './harness';

afterEach(() => vi.unstubAllGlobals());

const ROLES = [
  { id: 1, name: 'Admin', permissions: {} },
  { id: 2, name: 'Agent', permissions: {} },
];
const roleRoutes = {
  'GET /app/roles': listAnswer('roles', ROLES),
  'GET /app/roles/1': { json: ROLES[0] },
  'GET /app/roles/2': { json: ROLES[1] },
};

async function chooseRole(name: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Role/ }));
  fireEvent.click(await within(screen.getByRole('listbox')).findByRole('option', { name }));
}

async function save() {
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
}

describe('inviting a user', { timeout: 30_000 }, () => {
  it('checks the email, then sends { email, roleId } and says the invitation is sent', async () => {
    const calls = stubApi({
      ...roleRoutes,
      'POST /app/users': (c) => ({ status: 201, json: { id: 'new@acme.test', ...(c.body as object), invited: true } }),
    });
    const view = renderView(<UserCreate />, { resource: 'users', route: '/users/create', path: '/users/create' });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'not-an-email' } });
    await chooseRole('Agent');
    await save();
    expect(await screen.findByText(MSG.emailInvalid)).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/app/users')).toEqual([]);

    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: ' new@acme.test ' } });
    await waitFor(() => expect(screen.queryByText(MSG.emailInvalid)).not.toBeInTheDocument());
    await save();
    await waitFor(() => expect(callsTo(calls, 'POST', '/app/users')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/app/users')[0]!.body).toEqual({ email: 'new@acme.test', roleId: 2 });
    expect(await screen.findByText(RESOURCE_MSG.invitationSent)).toBeInTheDocument();
    await waitFor(() => expect(view.location().pathname).toBe('/users'));
  });

  it("opens the upgrade prompt with the server's plan limit, once toasted", async () => {
    const limit = planUserLimitText(3);
    stubApi({ ...roleRoutes, 'POST /app/users': failAnswer(402, limit) });
    const view = renderView(<UserCreate />, { resource: 'users', route: '/users/create', path: '/users/create' });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'fourth@acme.test' } });
    await chooseRole('Admin');
    await save();
    const dialog = await screen.findByRole('dialog', { name: RESOURCE_MSG.upgradeTitle });
    expect(within(dialog).getByText(limit)).toBeInTheDocument();
    // httpClient's toast is the only error notification: react-admin's own stays silent.
    expect(errorToasts()).toEqual([limit]);
    expect(screen.queryByText(limit, { selector: '.MuiSnackbarContent-message, .MuiAlert-message' })).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: RESOURCE_MSG.upgradeAction }));
    await waitFor(() => expect(view.location().pathname).toBe('/settings/pricing'));
  });
});
