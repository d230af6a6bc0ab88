// /passwordChange: the reset page's variant for an expired password: the user proves the current password and
// chooses a new one, then signs in again.
import { PasswordInput, TextInput } from 'react-admin';
import { MSG } from '../../domain/messages';
import { passwordChangeSchema } from '../../domain/schemas/auth';
import { authApi } from '../../providers/api/auth';
import { NewPasswordForm } from './NewPasswordForm';
import { useQueryParam } from './useQueryParam';

export function PasswordChangePage() {
  const email = useQueryParam('email') ?? '';
  return (
    <NewPasswordForm
      title={MSG.passwordChangeTitle}
      subtitle={MSG.passwordChangeIntro}
      schema={passwordChangeSchema}
      submitLabel={MSG.changePassword}
      defaultValues={{ email }}
      save={authApi.changePassword}
    >
      <TextInput source="email" label={MSG.emailLabel} type="email" autoComplete="email" fullWidth />
      <PasswordInput source="currentPassword" label={MSG.currentPasswordLabel} autoComplete="current-password" fullWidth />
    </NewPasswordForm>
  );
}
