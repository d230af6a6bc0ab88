// /passwordReset: without a token, asks for the email to send a reset link to; with ?token= (the link from that
// email), sets the new password.
import { useState } from 'react';
import { TextInput } from 'react-admin';
import { Alert } from '@mui/material';
import { MSG } from '../../domain/messages';
import { resetPasswordSchema, resetRequestSchema } from '../../domain/schemas/auth';
import { SchemaForm } from '../../ui/forms/SchemaForm';
import { AuthLayout } from './AuthLayout';
import { BackToSignIn, NewPasswordForm } from './NewPasswordForm';
import { authApi } from '../../providers/api/auth';
import { useQueryParam } from './useQueryParam';

// The token comes from the address, not from an input.
const newPasswordSchema = resetPasswordSchema.omit(['token']);

export function PasswordResetPage() {
  const token = useQueryParam('token');
  return token ? <ResetNewPassword token={token} /> : <ResetRequestForm />;
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

function ResetNewPassword({ token }: { token: string }) {
  return (
    <NewPasswordForm
      title={MSG.newPasswordTitle}
      schema={newPasswordSchema}
      submitLabel={MSG.setNewPassword}
      save={({ password, confirmPassword }) => authApi.resetPassword({ token, password, confirmPassword })}
    />
  );
}
