// Sends the verification email again (POST app/verify/resend) for an account that is not verified yet.
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { Button, type ButtonProps } from '@mui/material';
import { MSG } from '../../domain/messages';
import { authApi } from '../../providers/api/auth';

export function ResendEmailButton({ email, ...rest }: { email: string } & Omit<ButtonProps, 'onClick'>) {
  const notify = useNotify();
  const [pending, setPending] = useState(false);

  const resend = async () => {
    setPending(true);
    try {
      await authApi.resendVerification(email);
      notify(MSG.resentEmail, { type: 'success' });
    } catch {
      // httpClient has shown the failure's toast; nothing else to show here.
    } finally {
      setPending(false);
    }
  };

  return (
    <Button {...rest} onClick={resend} disabled={pending}>
      {MSG.resendEmail}
    </Button>
  );
}
