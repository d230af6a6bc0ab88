// Editing a team user sends only what PUT app/users/:id reads: role, teams and availability.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { UserEdit } from '../../../src/resources/users/UserEdit';
import { RESOURCE_MSG } from '../../../src/resources/shared/labels';
import { callsTo, listAnswer, renderView, stubApi } from './harness';

afterEach(() => vi.unstubAllGlobals());

describe('editing a user', { timeout: 30_000 }, () => {
  it('sends { roleId, teamIds, available } and nothing else', async () => {
    const user = { id: 7, name: 'Ada Agent', email: 'ada@acme.test', img: null, roleId: 2, teamIds: [3], available: true, verified: true, createdAt: 1 };
    const calls = stubApi({
      'GET /app/users/7': { json: user },
      'GET /app/roles': listAnswer('roles', [{ id: 2, name: 'Agent', permissions: {} }]),
      'GET /app/roles/2': { json: { id: 2, name: 'Agent', permissions: {} } },
      'GET /app/teams': listAnswer('teams', [{ id: 3, name: 'Support', memberIds: [7] }]),
      'GET /app/teams/3': { json: { id: 3, name: 'Support', memberIds: [7] } },
      'PUT /app/users/7': (c) => ({ json: { ...user, ...(c.body as object) } }),
    });
    renderView(<UserEdit />, { resource: 'users', route: '/users/:id', path: '/users/7' });
    expect(await screen.findByText('ada@acme.test')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch', { name: 'Available' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', '/app/users/7')).toHaveLength(1));
    expect(callsTo(calls, 'PUT', '/app/users/7')[0]!.body).toEqual({ roleId: 2, teamIds: [3], available: false });
    expect(await screen.findByText(RESOURCE_MSG.userUpdated)).toBeInTheDocument();
  });
});
