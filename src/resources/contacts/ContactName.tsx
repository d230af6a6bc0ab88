// A contact's avatar, name (its email when it has none) and the Unverified mark.
import type { ReactNode } from 'react';
import { Avatar, Box, Card, CardContent, Chip, Grid, Link, Stack, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { Contact, CrmLink } from '../../domain/contacts';
import { CONTACT_LABEL } from './labels';

export const initialsOf = (text: string) =>
  text
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

export function UnverifiedChip({ verified }: { verified: boolean }) {
  return verified ? null : <Chip size="small" variant="outlined" color="warning" label={CONTACT_LABEL.unverified} />;
}

/** `verification`: also say "Unverified" beside the name (the list leaves it to the contact page). */
export function ContactName({ size = 32, verification = false }: { size?: number; verification?: boolean }) {
  const c = useRecordContext<Contact>();
  if (!c) return null;
  const name = c.name || c.email;
  return (
    <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Avatar sx={{ width: size, height: size, fontSize: size * 0.4, bgcolor: 'primary.main', color: 'primary.contrastText' }}>{initialsOf(name)}</Avatar>
      <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
        {name}
      </Typography>
      {verification && <UnverifiedChip verified={c.verified} />}
    </Stack>
  );
}

/** A time in whole seconds (spec §9) as a short local date and time. */
export const formatSeconds = (seconds: number | null | undefined) =>
  seconds ? new Date(seconds * 1000).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '—';

export function SecondsField({ source }: { source: 'lastSeenAt' | 'firstSeenAt' | 'createdAt' | 'lastEventTime' }) {
  const r = useRecordContext<Record<string, number>>();
  return <Typography variant="body2">{formatSeconds(r?.[source])}</Typography>;
}

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {children || '—'}
      </Typography>
    </Box>
  );
}


/** A page of details: a narrow column of facts beside a wide one (contact and company pages). */
export function DetailColumns({ side, main }: { side: ReactNode; main: ReactNode }) {
  return (
    <Grid container spacing={2} sx={{ p: 2 }}>
      <Grid size={{ xs: 12, md: 4 }}>
        <Stack spacing={2}>{side}</Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <Stack spacing={2}>{main}</Stack>
      </Grid>
    </Grid>
  );
}

export function SectionCard({ title, children }: { title?: ReactNode; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        {title && (
          <Typography variant="subtitle1" component="h2" gutterBottom>
            {title}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}

/** Links to the CRM records (nothing when none). */
export function CrmLinks({ links }: { links: CrmLink[] }) {
  if (!links.length) return null;
  return (
    <>
      {links.map((l) =>
        l.url ? (
          <Link key={l.url} href={l.url} target="_blank" rel="noreferrer" sx={{ display: 'block' }}>
            {l.label}
          </Link>
        ) : (
          <span key={l.label}>{l.label}</span>
        ),
      )}
    </>
  );
}
