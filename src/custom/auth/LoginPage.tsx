// /login (also react-admin's loginPage). The authProvider turns the answer into a session and picks the landing
// page (redirectUrl from the address, else the first permitted area).
import { useEffect, useState } from 'react';
import { Link, PasswordInput, TextInput, useCheckAuth, useLogin, useNavigate, useNotify } from 'react-admin';
import { Alert, Box } from '@mui/material';
import { MSG } from '../../domain/messages';
import { safeRedirectUrl } from '../../domain/navigation';
import { loginSchema, type LoginInput } from '../../domain/schemas/auth';
import { SchemaForm } from '../../ui/forms/SchemaForm';
import { errorMessageOf } from '../../ui/forms/serverErrors';
import { AuthLayout } from './AuthLayout';
import { ResendEmailButton } from './ResendEmailButton';
import { isVerificationPending } from './model';
import { useQueryParam } from './useQueryParam';

export function LoginPage() {
  const login = useLogin();
  const notify = useNotify();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  useRedirectWhenSignedIn();

  const submit = async ({ email, password }: LoginInput) => {
    setUnverifiedEmail(null);
    await login({ email, password });
    notify(MSG.loginSuccess, { type: 'success' });
  };

  // An expired password needs nothing here: httpClient's 401 rule already sends the user to /passwordChange.
  const onError = (err: unknown, { email }: LoginInput) => {
    if (isVerificationPending(errorMessageOf(err))) setUnverifiedEmail(email);
  };

  return (
    <AuthLayout
      title={MSG.signInTitle}
      footer={
        <>
          {MSG.noAccountYet} <Link to="/register">{MSG.registerLink}</Link>
        </>
      }
    >
      {unverifiedEmail && (
        <Alert severity="info" action={<ResendEmailButton email={unverifiedEmail} color="inherit" size="small" />}>
          {MSG.verificationPending}
        </Alert>
      )}
      <SchemaForm schema={loginSchema} submitLabel={MSG.signIn} onSubmit={submit} onError={onError}>
        <TextInput source="email" label={MSG.emailLabel} type="email" autoComplete="email" fullWidth />
        <PasswordInput source="password" label={MSG.passwordLabel} autoComplete="current-password" fullWidth />
        <Box sx={{ textAlign: 'right', pb: 1 }}>
          <Link to="/passwordReset">{MSG.forgotPassword}</Link>
        </Box>
      </SchemaForm>
    </AuthLayout>
  );
}

/** A signed-in user opening /login goes on to where they were headed (as react-admin's own login page does). */
function useRedirectWhenSignedIn() {
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  const redirectUrl = useQueryParam('redirectUrl');
  useEffect(() => {
    let active = true;
    checkAuth({}, false).then(
      () => active && navigate(safeRedirectUrl(redirectUrl) ?? '/'),
      () => undefined, // not signed in: stay here
    );
    return () => {
      active = false;
    };
  }, [checkAuth, navigate, redirectUrl]);
}
