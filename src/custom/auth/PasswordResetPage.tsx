// /passwordReset: without a token, asks for the email to send a reset link to; with ?token= (the link from that
// email), sets the new password.
import { useState } from 'react';
import { Link, PasswordInput, TextInput, useNavigate, useNotify } from 'react-admin';
import { Alert } from '@mui/material';
import { MSG } from '../../domain/messages';
import { resetPasswordSchema, resetRequestSchema } from '../../domain/schemas/auth';
import { SchemaForm } from '../forms/SchemaForm';
import { AuthLayout } from './AuthLayout';
import { authApi } from './authApi';
import { useQueryParam } from './useQueryParam';

// The token comes from the address, not from an input.
const newPasswordSchema = resetPasswordSchema.omit(['token']);

const BackToSignIn = () => <Link to="/login">{MSG.backToSignIn}</Link>;

export function PasswordResetPage() {
  const token = useQueryParam('token');
  return token ? <NewPasswordForm token={token} /> : <ResetRequestForm />;
}

function ResetRequestForm() {
  const [sent, setSent] = useState(false);

  const submit = async ({ email }: { email: string }) => {
    await authApi.requestReset(email);
    setSent(true);
  };

  return (
    <AuthLayout title={MSG.resetTitle} subtitle={sent ? undefined : MSG.resetIntro} footer={<BackToSignIn />}>
      {sent ? (
        <Alert severity="success">{MSG.resetEmailSent}</Alert>
      ) : (
        <SchemaForm schema={resetRequestSchema} submitLabel={MSG.sendResetLink} onSubmit={submit}>
          <TextInput source="email" label={MSG.emailLabel} type="email" autoComplete="email" fullWidth />
        </SchemaForm>
      )}
    </AuthLayout>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const notify = useNotify();
  const navigate = useNavigate();

  const submit = async ({ password, confirmPassword }: { password: string; confirmPassword: string }) => {
    await authApi.resetPassword({ token, password, confirmPassword });
    notify(MSG.passwordChanged, { type: 'success' });
    navigate('/login');
  };

  return (
    <AuthLayout title={MSG.newPasswordTitle} footer={<BackToSignIn />}>
      <SchemaForm schema={newPasswordSchema} submitLabel={MSG.setNewPassword} onSubmit={submit}>
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
