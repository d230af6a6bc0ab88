// The contact the visitor speaks for (issue 26): a link to the contact page, and "Unverified" when this visitor's
// identity was not proved (no valid identify hash). Nothing when nobody is known.
import { Chip, Link, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { contactsApi, contactsKeys } from '../../../providers/api/contacts';

export const CONTACT_LINK = { view: 'View contact', unverified: 'Unverified' } as const;

export function ContactLink({ visitorId, signature }: { visitorId: string; signature: string }) {
  const { data: contact } = useQuery({ queryKey: contactsKeys.ofVisitor(visitorId, signature), queryFn: () => contactsApi.ofVisitor(visitorId), retry: false });
  if (!contact) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Link component={RouterLink} to={`/contacts/${contact.id}/show`} variant="body2">
        {CONTACT_LINK.view}
      </Link>
      {!contact.verified && <Chip size="small" variant="outlined" color="warning" label={CONTACT_LINK.unverified} />}
    </Stack>
  );
}
