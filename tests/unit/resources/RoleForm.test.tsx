// The role form: the permission-tree editor (write implies read, inherited grants locked) and a payload that is
// exactly what roleSchema validates to.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ADMIN_MSG } from '../../../src/domain/adminMessages';
import { roleSchema } from '../../../src/domain/schemas/team';
import { RoleCreate } from '../../../src/resources/roles/RoleCreate';
import { RoleEdit } from '../../../src/resources/roles/RoleEdit';
import { callsTo, renderView, stubApi } from './harness';

afterEach(() => vi.unstubAllGlobals());

const box = (name: string) => screen.getByRole('checkbox', { name });

describe('role form', { timeout: 30_000 }, () => {
  it('ticks read with write, and clears write with read', () => {
    stubApi({});
    renderView(<RoleCreate />, { resource: 'roles', route: '/roles/create', path: '/roles/create' });
    expect(box('Inbox read')).not.toBeChecked();
    fireEvent.click(box('Inbox write'));
    expect(box('Inbox write')).toBeChecked();
    expect(box('Inbox read')).toBeChecked();
    fireEvent.click(box('Inbox read'));
    expect(box('Inbox read')).not.toBeChecked();
    expect(box('Inbox write')).not.toBeChecked();
  });

  it("locks a child's box when an ancestor grants it", () => {
    stubApi({});
    renderView(<RoleCreate />, { resource: 'roles', route: '/roles/create', path: '/roles/create' });
    fireEvent.click(box('Team read'));
    expect(box('Users read')).toBeChecked();
    expect(box('Users read')).toBeDisabled();
    expect(box('Users write')).not.toBeDisabled();
    expect(box('Integrations read')).not.toBeChecked();
  });

  it('asks for a name, then creates the role with the full tree roleSchema expects', async () => {
    const calls = stubApi({ 'POST /app/roles': (c) => ({ status: 201, json: { id: 4, ...(c.body as object) } }) });
    const view = renderView(<RoleCreate />, { resource: 'roles', route: '/roles/create', path: '/roles/create' });
    fireEvent.click(box('Conversations write'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ADMIN_MSG.roleNameRequired)).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/app/roles')).toEqual([]);

    fireEvent.change(screen.getByLabelText(/Role name/), { target: { value: '  Support lead ' } });
    await waitFor(() => expect(screen.queryByText(ADMIN_MSG.roleNameRequired)).not.toBeInTheDocument());
    fireEvent.click(box('Teams read'));
    // The form re-validates after each change once a submit has failed; Save waits for it.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(callsTo(calls, 'POST', '/app/roles')).toHaveLength(1));
    const sent = callsTo(calls, 'POST', '/app/roles')[0]!.body as { name: string; permissions: unknown };
    expect(sent.name).toBe('Support lead');
    expect(sent).toEqual(await roleSchema.validate(sent, { stripUnknown: true }));
    expect(sent.permissions).toEqual({
      inbox: { permissions: [] },
      conversations: { permissions: ['read', 'write'] },
      analytics: { permissions: [] },
      settings: {
        permissions: [],
        children: {
          integrations: { permissions: [] },
          team: { permissions: [], children: { users: { permissions: [] }, teams: { permissions: ['read'] }, userRoles: { permissions: [] } } },
          widgetSettings: { permissions: [] },
        },
      },
    });
    expect(await screen.findByText(ADMIN_MSG.roleCreated)).toBeInTheDocument();
    await waitFor(() => expect(view.location().pathname).toBe('/roles'));
  });

  it('edits a stored role, completing a partial tree', async () => {
    const calls = stubApi({
      'GET /app/roles/2': { json: { id: 2, name: 'Agent', permissions: { inbox: { permissions: ['read', 'write'] } } } },
      'PUT /app/roles/2': (c) => ({ json: { id: 2, ...(c.body as object) } }),
    });
    renderView(<RoleEdit />, { resource: 'roles', route: '/roles/:id', path: '/roles/2' });
    expect(await screen.findByDisplayValue('Agent')).toBeInTheDocument();
    expect(box('Inbox write')).toBeChecked();
    fireEvent.click(box('Analytics read'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', '/app/roles/2')).toHaveLength(1));
    const sent = callsTo(calls, 'PUT', '/app/roles/2')[0]!.body as { permissions: Record<string, { permissions: string[] }> };
    expect(sent.permissions.inbox).toEqual({ permissions: ['read', 'write'] });
    expect(sent.permissions.analytics).toEqual({ permissions: ['read'] });
    expect(Object.keys(sent)).toEqual(['name', 'permissions']);
    expect(await screen.findByText(ADMIN_MSG.roleUpdated)).toBeInTheDocument();
  });
});
