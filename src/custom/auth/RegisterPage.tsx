// /register: creates the account and its project; the account is usable once its email is verified.
import { useState } from 'react';
import { Link, PasswordInput, TextInput } from 'react-admin';
import { Alert, Box, Typography } from '@mui/material';
import { MSG } from '../../domain/messages';
import { registerSchema, type RegisterInput } from '../../domain/schemas/auth';
import { SchemaForm } from '../../ui/forms/SchemaForm';
import { AuthLayout } from './AuthLayout';
import { ResendEmailButton } from './ResendEmailButton';
import { authApi } from '../../providers/api/auth';

export function RegisterPage() {
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  if (registeredEmail) return <RegisteredPanel email={registeredEmail} />;

  const submit = async (values: RegisterInput) => {
    await authApi.register(values);
    setRegisteredEmail(values.email);
  };

  return (
    <AuthLayout
      title={MSG.registerTitle}
      footer={
        <>
          {MSG.haveAccount} <Link to="/login">{MSG.signIn}</Link>
        </>
      }
    >
      <SchemaForm schema={registerSchema} submitLabel={MSG.createAccount} onSubmit={submit}>
        <TextInput source="name" label={MSG.nameLabel} autoComplete="name" fullWidth />
        <TextInput source="company" label={MSG.companyLabel} autoComplete="organization" fullWidth />
        <TextInput source="email" label={MSG.emailLabel} type="email" autoComplete="email" fullWidth />
        <PasswordInput source="password" label={MSG.passwordLabel} autoComplete="new-password" fullWidth />
      </SchemaForm>
    </AuthLayout>
  );
}

function RegisteredPanel({ email }: { email: string }) {
  return (
    <AuthLayout title={MSG.registerSuccessTitle} footer={<Link to="/login">{MSG.backToSignIn}</Link>}>
      <Alert severity="success">{MSG.registered}</Alert>
      <Typography align="center">{MSG.verifyEmailToContinue}</Typography>
      <Typography align="center" sx={{ fontWeight: 600 }}>
        {email}
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <ResendEmailButton email={email} variant="outlined" />
      </Box>
    </AuthLayout>
  );
}
