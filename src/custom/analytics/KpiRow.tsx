// The figures a support lead reads first: volume, channel mix, missed, response times, CSAT, meetings.
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
    overview ? { label: UI.kpi.meetings, value: overview.meetingsOffered.toLocaleString(), note: `${overview.handedToHumans} handed to humans` } : null,
  ];
  return (
    <Box
      role="list"
      aria-label="Key figures"
      sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)', xl: 'repeat(8, 1fr)' }, gap: 1.5, mb: 2 }}
    >
      {kpis.map((k, i) => (
        <Card key={i} variant="outlined" role="listitem" aria-label={k?.label} sx={{ px: 2, py: 1.5 }}>
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
