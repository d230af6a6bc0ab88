// The Highlights values of the contact's latest visitor (the same answer the inbox panel reads).
import { Grid, Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { highlightsApi } from '../../providers/api/highlights';
import { Field } from './ContactName';

export function ContactHighlights({ visitorId }: { visitorId: string }) {
  const { data } = useQuery({ queryKey: ['contacts', 'highlights', visitorId], queryFn: () => highlightsApi.visitor(visitorId), retry: false });
  const values = (data?.highlights ?? []).filter((h) => h.value);
  if (!data?.isHighlightsSetup || !values.length) return <Typography variant="body2" color="text.secondary">—</Typography>;
  return (
    <Grid container spacing={1.5}>
      {values.map((h) => (
        <Grid key={h.id} size={{ xs: 6 }}>
          <Field label={h.label}>{h.href ? <Link href={h.href} target="_blank" rel="noreferrer">{h.value}</Link> : h.value}</Field>
        </Grid>
      ))}
    </Grid>
  );
}
