// /passwordChange: the reset page's variant for an expired password: the user proves the current password and
// chooses a new one, then signs in again.
import { Link, PasswordInput, TextInput, useNavigate, useNotify } from 'react-admin';
import { MSG } from '../../domain/messages';
import { passwordChangeSchema, type PasswordChangeInput } from '../../domain/schemas/auth';
import { SchemaForm } from '../forms/SchemaForm';
import { AuthLayout } from './AuthLayout';
import { authApi } from './authApi';
import { useQueryParam } from './useQueryParam';

export function PasswordChangePage() {
  const email = useQueryParam('email') ?? '';
  const notify = useNotify();
  const navigate = useNavigate();

  const submit = async (values: PasswordChangeInput) => {
    await authApi.changePassword(values);
    notify(MSG.passwordChanged, { type: 'success' });
    navigate('/login');
  };

  return (
    <AuthLayout
      title={MSG.passwordChangeTitle}
      subtitle={MSG.passwordChangeIntro}
      footer={<Link to="/login">{MSG.backToSignIn}</Link>}
    >
      <SchemaForm
        schema={passwordChangeSchema}
        submitLabel={MSG.changePassword}
        onSubmit={submit}
        defaultValues={{ email }}
      >
        <TextInput source="email" label={MSG.emailLabel} type="email" autoComplete="email" fullWidth />
        <PasswordInput
          source="currentPassword"
          label={MSG.currentPasswordLabel}
          autoComplete="current-password"
          fullWidth
        />
        <PasswordInput source="password" label={MSG.newPasswordLabel} autoComplete="new-password" fullWidth />
        <PasswordInput
          source="confirmPassword"
          label={MSG.confirmPasswordLabel}
          autoComplete="new-password"
          fullWidth
        />
      </SchemaForm>
    </AuthLayout>
  );
}
