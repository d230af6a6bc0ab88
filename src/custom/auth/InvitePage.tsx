// /invite?token=...: an invited teammate picks a name and password, then is signed in and lands on their first
// permitted page (the authProvider decides which).
import { useRef } from 'react';
import { Link, PasswordInput, TextInput, useLogin, useNotify } from 'react-admin';
import { Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';
import type { InvitationInfo } from '../../domain/api';
import { MSG } from '../../domain/messages';
import { acceptInviteSchema } from '../../domain/schemas/auth';
import { SchemaForm } from '../../ui/forms/SchemaForm';
import { AuthLayout } from './AuthLayout';
import { authApi } from '../../providers/api/auth';
import { useQueryParam } from './useQueryParam';
import { useTokenRequest } from './useTokenRequest';

// The token comes from the address, not from an input.
const inviteFormSchema = acceptInviteSchema.omit(['token']);

export function InvitePage() {
  const token = useQueryParam('token');
  const invitation = useTokenRequest(token, authApi.invitation);

  if (!token) return <InviteFailed message={MSG.linkInvalid} />;
  if (invitation.status === 'failed') return <InviteFailed message={invitation.message} />;
  if (invitation.status === 'loading') {
    return (
      <AuthLayout title={MSG.invitedTo}>
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <CircularProgress />
        </Box>
      </AuthLayout>
    );
  }
  return <AcceptForm token={token} invitation={invitation.data} />;
}

function AcceptForm({ token, invitation }: { token: string; invitation: InvitationInfo }) {
  const login = useLogin();
  const notify = useNotify();
  // Once accepted the token is spent: a retry after a failed sign-in only signs in again.
  const accepted = useRef(false);

  const submit = async ({ name, password }: { name: string; password: string }) => {
    if (!accepted.current) {
      await authApi.acceptInvitation({ token, name, password });
      accepted.current = true;
    }
    await login({ email: invitation.email, password });
    notify(MSG.invitationAccepted, { type: 'success' });
  };

  return (
    <AuthLayout
      title={`${MSG.invitedTo} ${invitation.projectName}`}
      subtitle={
        <Stack spacing={0.5}>
          <span>
            {MSG.invitedBy} {invitation.invitedBy}
          </span>
          <Typography component="span" variant="body2" sx={{ fontWeight: 600 }} color="text.primary">
            {invitation.email}
          </Typography>
        </Stack>
      }
    >
      <SchemaForm schema={inviteFormSchema} submitLabel={MSG.acceptInvitation} onSubmit={submit}>
        <TextInput source="name" label={MSG.nameLabel} autoComplete="name" fullWidth />
        <PasswordInput source="password" label={MSG.passwordLabel} autoComplete="new-password" fullWidth />
      </SchemaForm>
    </AuthLayout>
  );
}

function InviteFailed({ message }: { message: string }) {
  return (
    <AuthLayout title={MSG.invitedTo} footer={<Link to="/login">{MSG.signIn}</Link>}>
      <Alert severity="error">{message}</Alert>
    </AuthLayout>
  );
}
