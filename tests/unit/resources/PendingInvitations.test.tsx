// Issue 22, point 11 on screen: the Team page lists pending invitations with Resend and Revoke (after a confirmation),
// each answered with a toast and a fresh list; with none pending the section is not shown.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { INVITATION_MSG, type PendingInvitation } from '../../../src/domain/invitations';
import { PendingInvitations } from '../../../src/resources/users/PendingInvitations';
import { callsTo, listAnswer, renderView, stubApi } from './harness';

afterEach(() => vi.unstubAllGlobals());

const NOW = Math.floor(Date.now() / 1000);
const invitation = (id: number, email: string): PendingInvitation => ({
  id,
  email,
  roleId: 2,
  roleName: 'Agent',
  invitedBy: 'Ada Admin',
  sentAt: NOW - 3600,
  expiresAt: NOW + 6 * 86_400,
});

const open = () => renderView(<PendingInvitations />, { resource: 'users', route: '/settings/team', path: '/settings/team' });

describe('pending invitations', { timeout: 30_000 }, () => {
  it('lists them, resends one and revokes another after confirming', async () => {
    let pending = [invitation(7, 'nina@acme.test'), invitation(8, 'omar@acme.test')];
    const calls = stubApi({
      'GET /app/invitations': () => listAnswer('invitations', pending),
      'POST /app/invitations/7/resend': () => {
        pending = [invitation(9, 'nina@acme.test'), invitation(8, 'omar@acme.test')];
        return { json: pending[0] };
      },
      'DELETE /app/invitations/8': () => {
        const gone = pending.find((i) => i.id === 8);
        pending = pending.filter((i) => i.id !== 8);
        return { json: gone };
      },
    });
    open();
    const section = await screen.findByRole('region', { name: INVITATION_MSG.title });
    expect(within(section).getByText('nina@acme.test')).toBeInTheDocument();
    expect(within(section).getAllByText('Ada Admin')).toHaveLength(2);

    fireEvent.click(within(section).getByRole('button', { name: 'Resend the invitation to nina@acme.test' }));
    expect(await screen.findByText(INVITATION_MSG.resent('nina@acme.test'))).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/app/invitations/7/resend')).toHaveLength(1);
    await waitFor(() => expect(callsTo(calls, 'GET', '/app/invitations').length).toBeGreaterThanOrEqual(2));

    fireEvent.click(within(section).getByRole('button', { name: 'Revoke the invitation to omar@acme.test' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(INVITATION_MSG.revokeTitle('omar@acme.test'))).toBeInTheDocument();
    expect(callsTo(calls, 'DELETE', '/app/invitations/8')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: INVITATION_MSG.revoke }));
    expect(await screen.findByText(INVITATION_MSG.revoked('omar@acme.test'))).toBeInTheDocument();
    expect(callsTo(calls, 'DELETE', '/app/invitations/8')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('omar@acme.test')).not.toBeInTheDocument());
    expect(screen.getByText('nina@acme.test')).toBeInTheDocument();
  });

  it('shows nothing when no invitation is pending', async () => {
    const calls = stubApi({ 'GET /app/invitations': listAnswer('invitations', []) });
    open();
    await waitFor(() => expect(callsTo(calls, 'GET', '/app/invitations')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: INVITATION_MSG.title })).not.toBeInTheDocument();
  });
});
