import { screen, waitFor } from '@testing-library/react';
import { API } from '../../../src/domain/api';
import { MSG } from '../../../src/domain/messages';
import { PasswordChangePage } from '../../../src/custom/auth';
import { callsTo, fail, fill, ok, press, renderPage, stubApi } from './harness';

afterEach(() => vi.unstubAllGlobals());

describe('PasswordChangePage', () => {
  it('prefills the email, changes the password, says so and goes to sign in', async () => {
    const calls = stubApi({ [`POST /${API.passwordChange}`]: ok('changed') });
    const { location } = renderPage(<PasswordChangePage />, '/passwordChange?email=ann%40acme.com');
    expect(screen.getByLabelText(MSG.emailLabel)).toHaveValue('ann@acme.com');

    fill(MSG.currentPasswordLabel, 'old-password');
    fill(MSG.newPasswordLabel, 'new-password');
    fill(MSG.confirmPasswordLabel, 'new-password');
    press(MSG.changePassword);

    expect(await screen.findByText(MSG.passwordChanged)).toBeInTheDocument();
    expect(callsTo(calls, API.passwordChange).map((c) => c.body)).toEqual([
      { email: 'ann@acme.com', currentPassword: 'old-password', password: 'new-password', confirmPassword: 'new-password' },
    ]);
    await waitFor(() => expect(location().pathname).toBe('/login'));
  });

  it('shows every message of the form', async () => {
    const calls = stubApi({});
    renderPage(<PasswordChangePage />, '/passwordChange');
    press(MSG.changePassword);
    expect(await screen.findByText(MSG.emailInvalid)).toBeInTheDocument();
    expect(screen.getAllByText(MSG.passwordRequired)).toHaveLength(3);

    fill(MSG.emailLabel, 'ann@acme.com');
    fill(MSG.currentPasswordLabel, 'old-password');
    fill(MSG.newPasswordLabel, 'short');
    expect(await screen.findByText(MSG.passwordMin)).toBeInTheDocument();
    fill(MSG.newPasswordLabel, 'p'.repeat(129));
    expect(await screen.findByText(MSG.passwordMax)).toBeInTheDocument();
    fill(MSG.newPasswordLabel, 'old-password');
    expect(await screen.findByText(MSG.passwordSame)).toBeInTheDocument();
    fill(MSG.newPasswordLabel, 'new-password');
    fill(MSG.confirmPasswordLabel, 'new-passwrd');
    expect(await screen.findByText(MSG.passwordsDiffer)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('puts the server field errors under the inputs', async () => {
    stubApi({ [`POST /${API.passwordChange}`]: fail(400, 'Invalid input', { currentPassword: 'The current password is wrong' }) });
    const { location } = renderPage(<PasswordChangePage />, '/passwordChange?email=ann%40acme.com');
    fill(MSG.currentPasswordLabel, 'wrong-guess');
    fill(MSG.newPasswordLabel, 'new-password');
    fill(MSG.confirmPasswordLabel, 'new-password');
    press(MSG.changePassword);
    await waitFor(() =>
      expect(screen.getByLabelText(MSG.currentPasswordLabel)).toHaveAccessibleDescription('The current password is wrong'),
    );
    expect(location().pathname).toBe('/passwordChange');
  });
});
