// /verify?token=...: confirms the address from the verification email, then sends the user on to sign in.
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-admin';
import { Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';
import { MSG } from '../../domain/messages';
import { AuthLayout } from './AuthLayout';
import { authApi } from '../../providers/api/auth';
import { VERIFIED_REDIRECT_MS } from './model';
import { useQueryParam } from './useQueryParam';
import { useTokenRequest } from './useTokenRequest';

export function VerifyEmailPage() {
  const token = useQueryParam('token');
  const result = useTokenRequest(token, authApi.verifyEmail);
  const navigate = useNavigate();
  const verified = token !== null && result.status === 'done';

  useEffect(() => {
    if (!verified) return;
    const timer = setTimeout(() => navigate('/login'), VERIFIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [verified, navigate]);

  if (!token) return <VerifyFailed message={MSG.linkInvalid} />;
  if (result.status === 'failed') return <VerifyFailed message={result.message} />;
  if (result.status === 'loading') {
    return (
      <AuthLayout title={MSG.verifyTitle}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2 }}>
          <CircularProgress size={20} />
          <Typography>{MSG.verifying}</Typography>
        </Box>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={MSG.verifyTitle}>
      <Alert severity="success">{MSG.emailVerified}</Alert>
      <Typography align="center">
        <Link to="/login">{MSG.continueToSignIn}</Link>
      </Typography>
    </AuthLayout>
  );
}

function VerifyFailed({ message }: { message: string }) {
  return (
    <AuthLayout title={MSG.verifyTitle}>
      <Alert severity="error">{message}</Alert>
      <Stack direction="row" spacing={3} sx={{ justifyContent: 'center' }}>
        <Link to="/register">{MSG.registerLink}</Link>
        <Link to="/login">{MSG.signIn}</Link>
      </Stack>
    </AuthLayout>
  );
}
