// Teams: the name rule, and the plan gate: a 402 from create or clone opens the upgrade prompt; a plan without
// teams says so on the list.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_MSG } from '../../../src/domain/adminMessages';
import { TeamCreate } from '../../../src/resources/teams/TeamCreate';
import { TeamList } from '../../../src/resources/teams/TeamList';
import { RESOURCE_MSG } from '../../../src/resources/shared/labels';
import { callsTo, failAnswer, listAnswer, renderView, stubApi } from './harness';

afterEach(() => vi.unstubAllGlobals());

const TEAMS_UPGRADE = 'Upgrade your plan to organise agents in teams';
const users = listAnswer('users', [
  { id: 7, name: 'Ada Agent', email: 'ada@acme.test' },
  { id: 8, name: 'Bo Boss', email: 'bo@acme.test' },
]);

describe('teams', { timeout: 30_000 }, () => {
  it('asks for a name, then opens the upgrade prompt on a 402', async () => {
    const calls = stubApi({ 'GET /app/users': users, 'POST /app/teams': failAnswer(402, TEAMS_UPGRADE) });
    renderView(<TeamCreate />, { resource: 'teams', route: '/teams/create', path: '/teams/create' });
    fireEvent.change(screen.getByLabelText(/Team name/), { target: { value: ' ' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ADMIN_MSG.teamNameRequired)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/Team name/), { target: { value: 'Night shift' } });
    await waitFor(() => expect(screen.queryByText(ADMIN_MSG.teamNameRequired)).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: RESOURCE_MSG.upgradeTitle });
    expect(within(dialog).getByText(TEAMS_UPGRADE)).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/app/teams')[0]!.body).toEqual({ name: 'Night shift', memberIds: [] });
  });

  it('lists teams with their members; a 402 on clone opens the prompt, a clone that works says so', async () => {
    let cloneStatus = 402;
    const calls = stubApi({
      'GET /app/teams': listAnswer('teams', [{ id: 3, name: 'Support', memberIds: [7, 8] }]),
      'GET /app/users/7': { json: { id: 7, name: 'Ada Agent' } },
      'GET /app/users/8': { json: { id: 8, name: 'Bo Boss' } },
      'POST /app/teams/3/clone': () =>
        cloneStatus === 402 ? failAnswer(402, TEAMS_UPGRADE) : { status: 201, json: { id: 4, name: 'Support (copy)', memberIds: [7, 8] } },
    });
    renderView(<TeamList />, { resource: 'teams', route: '/teams', path: '/teams' });
    expect(await screen.findByText('Support')).toBeInTheDocument();
    expect(await screen.findByText('Bo Boss')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Clone' }));
    const dialog = await screen.findByRole('dialog', { name: RESOURCE_MSG.upgradeTitle });
    expect(within(dialog).getByText(TEAMS_UPGRADE)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: RESOURCE_MSG.notNow }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    cloneStatus = 201;
    fireEvent.click(screen.getByRole('button', { name: 'Clone' }));
    expect(await screen.findByText(ADMIN_MSG.teamCloned)).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/app/teams/3/clone')).toHaveLength(2);
  });
});
