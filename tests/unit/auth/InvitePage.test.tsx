import { screen, waitFor } from '@testing-library/react';
import { API, type InvitationInfo } from '../../../src/domain/api';
import { MSG } from '../../../src/domain/messages';
import { InvitePage } from '../../../src/custom/auth';
import { callsTo, fail, fill, press, renderPage, stubApi } from './harness';

const invitation: InvitationInfo = { email: 'bob@acme.com', projectName: 'Acme Support', invitedBy: 'Ann Lee' };
const signedIn = { json: { token: 't0k', user: { userId: 2, name: 'Bob', email: 'bob@acme.com', projectId: 1, isCSUser: false } } };

afterEach(() => vi.unstubAllGlobals());

describe('InvitePage', () => {
  it('shows who invited you to which project, accepts, then signs in and lands', async () => {
    const calls = stubApi({
      [`GET /${API.invitation('inv-1')}`]: { json: invitation },
      [`POST /${API.acceptInvitation}`]: signedIn,
      [`POST /${API.login}`]: signedIn,
    });
    const { location, authProvider } = renderPage(<InvitePage />, '/invite?token=inv-1');

    expect(await screen.findByRole('heading', { level: 1, name: `${MSG.invitedTo} Acme Support` })).toBeInTheDocument();
    expect(screen.getByText(`${MSG.invitedBy} Ann Lee`)).toBeInTheDocument();
    expect(screen.getByText('bob@acme.com')).toBeInTheDocument();

    fill(MSG.nameLabel, 'Bob Smith');
    fill(MSG.passwordLabel, 'long-enough');
    press(MSG.acceptInvitation);

    expect(await screen.findByText(MSG.invitationAccepted)).toBeInTheDocument();
    expect(callsTo(calls, API.acceptInvitation).map((c) => c.body)).toEqual([
      { token: 'inv-1', name: 'Bob Smith', password: 'long-enough' },
    ]);
    expect(authProvider.login).toHaveBeenCalledWith({ email: 'bob@acme.com', password: 'long-enough' });
    // accept first, then sign in
    expect(calls.map((c) => c.path)).toEqual([`/${API.invitation('inv-1')}`, `/${API.acceptInvitation}`, `/${API.login}`]);
    await waitFor(() => expect(location().pathname).toBe('/inbox'));
  });

  it('validates name and password', async () => {
    const calls = stubApi({ [`GET /${API.invitation('inv-1')}`]: { json: invitation } });
    renderPage(<InvitePage />, '/invite?token=inv-1');
    await screen.findByRole('button', { name: MSG.acceptInvitation });
    press(MSG.acceptInvitation);
    expect(await screen.findByText(MSG.nameMin)).toBeInTheDocument();
    expect(screen.getByText(MSG.passwordRequired)).toBeInTheDocument();
    fill(MSG.passwordLabel, 'short');
    expect(await screen.findByText(MSG.passwordMin)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it("shows the server's message for an unknown or used invitation", async () => {
    stubApi({ [`GET /${API.invitation('gone')}`]: fail(404, MSG.linkInvalid) });
    renderPage(<InvitePage />, '/invite?token=gone');
    expect(await screen.findByText(MSG.linkInvalid)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MSG.acceptInvitation })).not.toBeInTheDocument();
  });

  it('says the link is invalid without a token', () => {
    const calls = stubApi({});
    renderPage(<InvitePage />, '/invite');
    expect(screen.getByText(MSG.linkInvalid)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
