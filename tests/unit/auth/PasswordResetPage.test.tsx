import { screen, waitFor } from '@testing-library/react';
import { API } from '../../../src/domain/api';
import { MSG } from '../../../src/domain/messages';
import { PasswordResetPage } from '../../../src/custom/auth';
import { callsTo, fail, fill, ok, press, renderPage, stubApi } from './harness';

afterEach(() => vi.unstubAllGlobals());

describe('PasswordResetPage: asking for a link', () => {
  it('sends the reset email and says so', async () => {
    const calls = stubApi({ [`POST /${API.resetRequest}`]: ok('sent') });
    renderPage(<PasswordResetPage />, '/passwordReset');
    fill(MSG.emailLabel, 'ann@acme.com');
    press(MSG.sendResetLink);
    expect(await screen.findByText(MSG.resetEmailSent)).toBeInTheDocument();
    expect(callsTo(calls, API.resetRequest).map((c) => c.body)).toEqual([{ email: 'ann@acme.com' }]);
    expect(screen.getByRole('link', { name: MSG.backToSignIn })).toHaveAttribute('href', '/login');
  });

  it('validates the email', async () => {
    const calls = stubApi({});
    renderPage(<PasswordResetPage />, '/passwordReset');
    press(MSG.sendResetLink);
    expect(await screen.findByText(MSG.emailInvalid)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe('PasswordResetPage: with the token from the email', () => {
  it('sets the new password, says so and goes to sign in', async () => {
    const calls = stubApi({ [`POST /${API.resetPassword}`]: ok('changed') });
    const { location } = renderPage(<PasswordResetPage />, '/passwordReset?token=rst-1');
    expect(screen.queryByLabelText(MSG.emailLabel)).not.toBeInTheDocument();
    fill(MSG.newPasswordLabel, 'brand-new-pass');
    fill(MSG.confirmPasswordLabel, 'brand-new-pass');
    press(MSG.setNewPassword);
    expect(await screen.findByText(MSG.passwordChanged)).toBeInTheDocument();
    expect(callsTo(calls, API.resetPassword).map((c) => c.body)).toEqual([
      { token: 'rst-1', password: 'brand-new-pass', confirmPassword: 'brand-new-pass' },
    ]);
    await waitFor(() => expect(location().pathname).toBe('/login'));
  });

  it('shows every password message', async () => {
    const calls = stubApi({});
    renderPage(<PasswordResetPage />, '/passwordReset?token=rst-1');
    press(MSG.setNewPassword);
    await waitFor(() => expect(screen.getAllByText(MSG.passwordRequired)).toHaveLength(2));

    fill(MSG.newPasswordLabel, 'short');
    expect(await screen.findByText(MSG.passwordMin)).toBeInTheDocument();
    fill(MSG.newPasswordLabel, 'p'.repeat(129));
    expect(await screen.findByText(MSG.passwordMax)).toBeInTheDocument();
    fill(MSG.newPasswordLabel, 'brand-new-pass');
    fill(MSG.confirmPasswordLabel, 'brand-new-typo');
    expect(await screen.findByText(MSG.passwordsDiffer)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('puts the server field errors under the inputs', async () => {
    stubApi({ [`POST /${API.resetPassword}`]: fail(400, 'Invalid input', { password: 'This password is too common' }) });
    const { location } = renderPage(<PasswordResetPage />, '/passwordReset?token=rst-1');
    fill(MSG.newPasswordLabel, 'password123');
    fill(MSG.confirmPasswordLabel, 'password123');
    press(MSG.setNewPassword);
    await waitFor(() =>
      expect(screen.getByLabelText(MSG.newPasswordLabel)).toHaveAccessibleDescription('This password is too common'),
    );
    expect(location().pathname).toBe('/passwordReset');
  });
});
