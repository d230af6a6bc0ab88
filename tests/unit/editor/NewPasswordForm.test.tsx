// The one form both password pages end in: the page's own inputs above the new password typed twice, validated by
// the page's schema, saved by the page, then 'password changed' and back to sign in.
import { screen, waitFor } from '@testing-library/react';
import { TextInput } from 'react-admin';
import * as yup from 'yup';
import { MSG } from '../../../src/domain/messages';
import { NewPasswordForm } from '../../../src/custom/auth/NewPasswordForm';
import { fill, press, renderPage } from '../auth/harness';

const schema = yup.object({
  code: yup.string().required('Type the code'),
  password: yup.string().required(MSG.fieldEmpty),
  confirmPassword: yup.string().oneOf([yup.ref('password')], 'Passwords do not match').required(MSG.fieldEmpty),
});

describe('NewPasswordForm', { timeout: 30_000 }, () => {
  it("puts the page's inputs above the new password, saves what the schema passed, says so and goes to sign in", async () => {
    const save = vi.fn(async () => undefined);
    const { location } = renderPage(
      <NewPasswordForm title="Pick a password" schema={schema} submitLabel="Go" defaultValues={{ code: '12' }} save={save}>
        <TextInput source="code" label="Code" />
      </NewPasswordForm>,
      '/somewhere',
    );
    expect(screen.getByText('Pick a password')).toBeInTheDocument();
    const labels = Array.from(document.querySelectorAll('input')).map((i) => i.getAttribute('name'));
    expect(labels).toEqual(['code', 'password', 'confirmPassword']);
    expect(screen.getByRole('link', { name: MSG.backToSignIn })).toHaveAttribute('href', '/login');

    fill(MSG.newPasswordLabel, 'new-password');
    fill(MSG.confirmPasswordLabel, 'other');
    press('Go');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();

    fill(MSG.confirmPasswordLabel, 'new-password');
    press('Go');
    await waitFor(() => expect(save).toHaveBeenCalledWith({ code: '12', password: 'new-password', confirmPassword: 'new-password' }));
    expect(await screen.findByText(MSG.passwordChanged)).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/login'));
  });

  it('stays on the page when saving fails', async () => {
    const save = vi.fn(async () => {
      throw new Error('no');
    });
    const { location } = renderPage(<NewPasswordForm title="T" schema={schema.omit(['code'])} submitLabel="Go" save={save} />, '/here');
    fill(MSG.newPasswordLabel, 'new-password');
    fill(MSG.confirmPasswordLabel, 'new-password');
    press('Go');
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(MSG.passwordChanged)).not.toBeInTheDocument();
    expect(location().pathname).toBe('/here');
  });
});
