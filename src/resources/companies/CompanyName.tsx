// A company's logo-like initials and name, with its domain.
import { Avatar, Stack, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { Company } from '../../domain/contacts';
import { initialsOf } from '../contacts/ContactName';

export function CompanyName({ size = 32 }: { size?: number }) {
  const c = useRecordContext<Company>();
  if (!c) return null;
  return (
    <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Avatar variant="rounded" sx={{ width: size, height: size, fontSize: size * 0.4, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
        {initialsOf(c.name)}
      </Avatar>
      <Stack sx={{ minWidth: 0 }}>
        <Typography variant={size > 40 ? 'h6' : 'body2'} noWrap sx={{ fontWeight: 500 }}>
          {c.name}
        </Typography>
        {c.domain && (
          <Typography variant="caption" color="text.secondary" noWrap>
            {c.domain}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}
