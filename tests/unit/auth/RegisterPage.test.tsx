import { screen, waitFor } from '@testing-library/react';
import { API } from '../../../src/domain/api';
import { MSG } from '../../../src/domain/messages';
import { RegisterPage } from '../../../src/custom/auth';
import { getNotificationState, resetNotifications } from '../../../src/providers/notifications';
import { callsTo, fail, fill, ok, press, renderPage, stubApi } from './harness';

afterEach(() => vi.unstubAllGlobals());

function fillForm(values: { name: string; company: string; email: string; password: string }) {
  fill(MSG.nameLabel, values.name);
  fill(MSG.companyLabel, values.company);
  fill(MSG.emailLabel, values.email);
  fill(MSG.passwordLabel, values.password);
}

describe('RegisterPage', () => {
  it('posts the account, shows the success panel and resends the email on demand', async () => {
    const calls = stubApi({
      [`POST /${API.register}`]: ok('registered'),
      [`POST /${API.resendVerification}`]: ok('sent'),
    });
    renderPage(<RegisterPage />, '/register');
    fillForm({ name: ' Ann Lee ', company: 'Acme', email: 'ann@acme.com', password: 'long-enough' });
    press(MSG.createAccount);

    expect(await screen.findByRole('heading', { level: 1, name: MSG.registerSuccessTitle })).toBeInTheDocument();
    expect(screen.getByText(MSG.registered)).toBeInTheDocument();
    expect(screen.getByText(MSG.verifyEmailToContinue)).toBeInTheDocument();
    expect(callsTo(calls, API.register).map((c) => c.body)).toEqual([
      { name: 'Ann Lee', company: 'Acme', email: 'ann@acme.com', password: 'long-enough' },
    ]);

    press(MSG.resendEmail);
    expect(await screen.findByText(MSG.resentEmail)).toBeInTheDocument();
    expect(callsTo(calls, API.resendVerification).map((c) => c.body)).toEqual([{ email: 'ann@acme.com' }]);
  });

  it('shows the required-field messages', async () => {
    const calls = stubApi({});
    renderPage(<RegisterPage />, '/register');
    press(MSG.createAccount);
    expect(await screen.findByText(MSG.nameMin)).toBeInTheDocument();
    expect(screen.getByText(MSG.companyRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(MSG.passwordRequired)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('shows the too-short messages', async () => {
    const calls = stubApi({});
    renderPage(<RegisterPage />, '/register');
    fillForm({ name: 'A', company: 'B', email: 'ann@acme', password: 'short' });
    press(MSG.createAccount);
    expect(await screen.findByText(MSG.nameMin)).toBeInTheDocument();
    expect(screen.getByText(MSG.companyLength)).toBeInTheDocument();
    expect(screen.getByText(MSG.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(MSG.passwordMin)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('shows the too-long messages', async () => {
    const calls = stubApi({});
    renderPage(<RegisterPage />, '/register');
    fillForm({ name: 'n'.repeat(51), company: 'c'.repeat(51), email: 'ann@acme.com', password: 'p'.repeat(129) });
    press(MSG.createAccount);
    expect(await screen.findByText(MSG.nameMax)).toBeInTheDocument();
    expect(screen.getByText(MSG.companyLength)).toBeInTheDocument();
    expect(screen.getByText(MSG.passwordMax)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('puts the server field errors under the inputs, without a second toast', async () => {
    resetNotifications();
    const calls = stubApi({ [`POST /${API.register}`]: fail(409, MSG.emailTaken, { email: MSG.emailTaken }) });
    renderPage(<RegisterPage />, '/register');
    fillForm({ name: 'Ann', company: 'Acme', email: 'taken@acme.com', password: 'long-enough' });
    press(MSG.createAccount);
    await waitFor(() => expect(screen.getByLabelText(MSG.emailLabel)).toHaveAccessibleDescription(MSG.emailTaken));
    expect(callsTo(calls, API.register)).toHaveLength(1);
    expect(screen.queryByText(MSG.registered)).not.toBeInTheDocument();
    // httpClient's one error toast; the form adds none (no react-admin "invalid form" snackbar either)
    expect(getNotificationState().toasts.map((t) => [t.kind, t.message])).toEqual([['error', MSG.emailTaken]]);
    expect(screen.queryByText('ra.message.invalid_form')).not.toBeInTheDocument();
    expect(screen.queryByText(/form is not valid/i)).not.toBeInTheDocument();
  });
});
