import { screen, waitFor } from '@testing-library/react';
import { API } from '../../../src/domain/api';
import { MSG } from '../../../src/domain/messages';
import { LoginPage } from '../../../src/custom/auth';
import { callsTo, fail, fakeAuthProvider, fill, ok, press, renderPage, stubApi } from './harness';

const signedIn = { json: { token: 't0k', user: { userId: 1, name: 'Ann', email: 'ann@acme.com', projectId: 1, isCSUser: false } } };

afterEach(() => vi.unstubAllGlobals());

describe('LoginPage', () => {
  it('signs in with { email, password }, lands where the authProvider says and says so', async () => {
    const calls = stubApi({ [`POST /${API.login}`]: signedIn });
    const { location, authProvider } = renderPage(<LoginPage />, '/login');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(MSG.signInTitle);

    fill(MSG.emailLabel, '  ann@acme.com ');
    fill(MSG.passwordLabel, 'secret-pass');
    press(MSG.signIn);

    expect(await screen.findByText(MSG.loginSuccess)).toBeInTheDocument();
    expect(authProvider.login).toHaveBeenCalledWith({ email: 'ann@acme.com', password: 'secret-pass' });
    expect(callsTo(calls, API.login).map((c) => c.body)).toEqual([{ email: 'ann@acme.com', password: 'secret-pass' }]);
    await waitFor(() => expect(location().pathname).toBe('/inbox'));
  });

  it('links to register and password reset', () => {
    stubApi({});
    renderPage(<LoginPage />, '/login');
    expect(screen.getByRole('link', { name: MSG.registerLink })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: MSG.forgotPassword })).toHaveAttribute('href', '/passwordReset');
  });

  it('validates before calling the server', async () => {
    const calls = stubApi({});
    renderPage(<LoginPage />, '/login');
    press(MSG.signIn);
    expect(await screen.findByText(MSG.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(MSG.passwordRequired)).toBeInTheDocument();
    fill(MSG.emailLabel, 'not-an-email');
    press(MSG.signIn);
    expect(await screen.findByText(MSG.emailInvalid)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('offers to resend the verification email to an unverified account', async () => {
    const calls = stubApi({
      [`POST /${API.login}`]: fail(403, MSG.verificationPending),
      [`POST /${API.resendVerification}`]: ok('sent'),
    });
    const { location } = renderPage(<LoginPage />, '/login');
    fill(MSG.emailLabel, 'new@acme.com');
    fill(MSG.passwordLabel, 'secret-pass');
    press(MSG.signIn);

    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.verificationPending);
    press(MSG.resendEmail);
    expect(await screen.findByText(MSG.resentEmail)).toBeInTheDocument();
    expect(callsTo(calls, API.resendVerification).map((c) => c.body)).toEqual([{ email: 'new@acme.com' }]);
    expect(location().pathname).toBe('/login');
  });

  it('shows the server field errors under the inputs', async () => {
    stubApi({ [`POST /${API.login}`]: fail(400, 'Invalid input', { email: 'This domain cannot sign in' }) });
    renderPage(<LoginPage />, '/login');
    fill(MSG.emailLabel, 'ann@blocked.com');
    fill(MSG.passwordLabel, 'secret-pass');
    press(MSG.signIn);
    await waitFor(() => expect(screen.getByLabelText(MSG.emailLabel)).toHaveAccessibleDescription('This domain cannot sign in'));
    expect(screen.queryByText(MSG.loginSuccess)).not.toBeInTheDocument();
  });

  it('sends a user who is already signed in on to the redirectUrl (only a path of this site)', async () => {
    stubApi({});
    const signedInAlready = fakeAuthProvider({ checkAuth: vi.fn(async () => undefined) });
    const first = renderPage(<LoginPage />, '/login?redirectUrl=%2Fsettings%2Fteam', signedInAlready);
    await waitFor(() => expect(first.location().pathname).toBe('/settings/team'));
    first.unmount();

    const second = renderPage(<LoginPage />, '/login?redirectUrl=https%3A%2F%2Fevil.example', signedInAlready);
    await waitFor(() => expect(second.location().pathname).toBe('/'));
  });
});
