// Pending invitations under the Team users (issue 22): who was invited and has not accepted yet, with Resend (a new
// link; the old one stops working) and Revoke (the link stops working). Shown only while there are some.
import { useState } from 'react';
import dayjs from 'dayjs';
import { useMutation } from '@tanstack/react-query';
import RefreshIcon from '@mui/icons-material/Refresh';
import BlockIcon from '@mui/icons-material/Block';
import { Button, Card, CardContent, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Confirm, useDataProvider, useDelete, useGetList, useNotify } from 'react-admin';
import { INVITATION_MSG, type PendingInvitation } from '../../domain/invitations';
import type { ParleyDataProvider } from '../../providers/dataProvider';
import { RESOURCE_LABEL } from '../shared/labels';

const day = (seconds: number) => dayjs.unix(seconds).format('D MMM YYYY');

function InvitationRow({ invitation, onChanged }: { invitation: PendingInvitation; onChanged: () => void }) {
  const dataProvider = useDataProvider<ParleyDataProvider>();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const [revoke, { isPending: revoking }] = useDelete();
  const resend = useMutation({
    mutationFn: () => dataProvider.resendInvitation(invitation.id),
    onSuccess: () => {
      notify(INVITATION_MSG.resent(invitation.email), { type: 'success' });
      onChanged();
    },
    onError: () => onChanged(), // httpClient toasted why; the list may have changed meanwhile
  });
  const confirmRevoke = () =>
    revoke(
      'invitations',
      { id: invitation.id, previousData: invitation },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirming(false);
          notify(INVITATION_MSG.revoked(invitation.email), { type: 'success' });
          onChanged();
        },
        onError: () => {
          setConfirming(false);
          onChanged();
        },
      },
    );
  const expiresSoon = invitation.expiresAt - Date.now() / 1000 < 24 * 3600;
  return (
    <TableRow>
      <TableCell>{invitation.email}</TableCell>
      <TableCell>{invitation.roleName ?? '—'}</TableCell>
      <TableCell>{invitation.invitedBy ?? '—'}</TableCell>
      <TableCell>{day(invitation.sentAt)}</TableCell>
      <TableCell>
        {expiresSoon ? <Chip size="small" color="warning" label={`Expires ${day(invitation.expiresAt)}`} /> : day(invitation.expiresAt)}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <Button
          size="small"
          startIcon={<RefreshIcon />}
          disabled={resend.isPending}
          onClick={() => resend.mutate()}
          aria-label={`${INVITATION_MSG.resend} the invitation to ${invitation.email}`}
        >
          {INVITATION_MSG.resend}
        </Button>
        <Button size="small" color="error" startIcon={<BlockIcon />} onClick={() => setConfirming(true)} aria-label={`${INVITATION_MSG.revoke} the invitation to ${invitation.email}`}>
          {INVITATION_MSG.revoke}
        </Button>
        <Confirm
          isOpen={confirming}
          loading={revoking}
          title={INVITATION_MSG.revokeTitle(invitation.email)}
          content={INVITATION_MSG.revokeBody}
          confirm={INVITATION_MSG.revoke}
          onConfirm={confirmRevoke}
          onClose={() => setConfirming(false)}
        />
      </TableCell>
    </TableRow>
  );
}

export function PendingInvitations() {
  const { data, refetch } = useGetList<PendingInvitation>('invitations', { pagination: { page: 1, perPage: 100 }, sort: { field: 'sentAt', order: 'DESC' } });
  if (!data?.length) return null;
  return (
    <Card component="section" aria-label={INVITATION_MSG.title} variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Stack spacing={0.5} sx={{ mb: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {INVITATION_MSG.title} ({data.length})
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {INVITATION_MSG.hint}
          </Typography>
        </Stack>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{RESOURCE_LABEL.email}</TableCell>
              <TableCell>{RESOURCE_LABEL.role}</TableCell>
              <TableCell>Invited by</TableCell>
              <TableCell>Sent</TableCell>
              <TableCell>Expires</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((invitation) => (
              <InvitationRow key={invitation.id} invitation={invitation} onChanged={() => void refetch()} />
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
