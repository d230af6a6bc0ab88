// The figures a support lead reads first: volume, channel mix, missed, response times, CSAT, meetings offered and
// booked (the bookings made on Parley's booking page from the conversations of the range).
import { Box, Card, Skeleton, Typography } from '@mui/material';
import { formatDuration } from '../../domain/analytics/aggregate';
import type { CsatReport, Overview, ResponseTimes } from '../../domain/analytics/types';
import { UI } from './labels';

interface Kpi {
  label: string;
  value: string;
  note?: string;
  tone?: 'warning';
}

/** The viewports where the nine cards share one row: beside the menu, "First response (median)" still fits. */
const ONE_ROW = '@media (min-width: 1800px)';

/** "40% of offered": how many of the links sent were booked (none offered, nothing to say). */
const booked = (o: Overview) => (o.meetingsOffered ? `${Math.round((o.meetingsBooked / o.meetingsOffered) * 100)}% of offered` : undefined);

export function KpiRow({ overview, times, csat }: { overview?: Overview; times?: ResponseTimes; csat?: CsatReport }) {
  const pct = (n: number) => (overview && overview.total ? `${Math.round((n / overview.total) * 100)}% of all` : undefined);
  const kpis: Array<Kpi | null> = [
    overview ? { label: UI.kpi.conversations, value: overview.total.toLocaleString() } : null,
    overview ? { label: UI.kpi.human, value: overview.human.toLocaleString(), note: pct(overview.human) } : null,
    overview ? { label: UI.kpi.bot, value: overview.botOnly.toLocaleString(), note: pct(overview.botOnly) } : null,
    overview ? { label: UI.kpi.missed, value: overview.missed.toLocaleString(), note: 'no agent reply', tone: overview.missed ? 'warning' : undefined } : null,
    times ? { label: UI.kpi.firstResponse, value: formatDuration(times.firstResponse.median), note: `p90 ${formatDuration(times.firstResponse.p90)}` } : null,
    times ? { label: UI.kpi.timeToClose, value: formatDuration(times.timeToClose.median), note: `p90 ${formatDuration(times.timeToClose.p90)}` } : null,
    csat ? { label: UI.kpi.csat, value: csat.average === null ? '–' : `${csat.average.toFixed(1)} / 5`, note: `${csat.responses} ratings` } : null,
    overview ? { label: UI.kpi.meetingsOffered, value: overview.meetingsOffered.toLocaleString(), note: `${overview.handedToHumans} handed to humans` } : null,
    overview ? { label: UI.kpi.meetingsBooked, value: overview.meetingsBooked.toLocaleString(), note: booked(overview) } : null,
  ];
  return (
    <Box
      role="list"
      aria-label="Key figures"
      // Nine cards: 3 × 3 on a tablet, 5 + 4 on a laptop, one row where each card still fits its longest label.
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' },
        [ONE_ROW]: { gridTemplateColumns: 'repeat(9, minmax(0, 1fr))' },
        gap: 1.5,
        mb: 2,
      }}
    >
      {kpis.map((k, i) => (
        <Card key={i} variant="outlined" role="listitem" aria-label={k?.label} sx={{ px: 2, py: 1.5, [ONE_ROW]: { px: 1.5 } }}>
          {k ? (
            <>
              <Typography variant="caption" color="text.secondary" noWrap component="div">
                {k.label}
              </Typography>
              <Typography variant="h5" component="div" sx={{ fontWeight: 600, color: k.tone === 'warning' ? 'warning.dark' : undefined }}>
                {k.value}
              </Typography>
              <Typography variant="caption" color="text.secondary" noWrap component="div">
                {k.note ?? '\u00a0'}
              </Typography>
            </>
          ) : (
            <Skeleton height={64} />
          )}
        </Card>
      ))}
    </Box>
  );
}
