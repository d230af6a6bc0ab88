// First response and time to close: median and 90th percentile, each on its own scale (first replies take
// minutes, closing takes hours: one axis would flatten the first).
import { Box, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatDuration } from '../../domain/analytics/aggregate';
import type { Percentiles, ResponseTimes } from '../../domain/analytics/types';
import { ChartCard } from './ChartCard';
import { COLORS } from './format';
import { UI } from './labels';

function Durations({ title, p }: { title: string; p: Percentiles }) {
  const unit = (p.p90 ?? 0) >= 2 * 3600 ? 3600 : 60;
  const scaled = (s: number | null) => (s === null ? null : Math.round((s / unit) * 10) / 10);
  return (
    <Box component="figure" aria-label={title} sx={{ m: 0, minWidth: 0 }}>
      <Typography variant="body2" component="figcaption" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {p.count} conversations · median {formatDuration(p.median)} · p90 {formatDuration(p.p90)}
      </Typography>
      <BarChart
        height={210}
        margin={{ left: 0, right: 8 }}
        xAxis={[{ scaleType: 'band', data: [UI.series.median, UI.series.p90], colorMap: { type: 'ordinal', colors: [COLORS.median, COLORS.p90] } }]}
        yAxis={[{ width: 48, label: unit === 3600 ? 'hours' : 'minutes', tickNumber: 4 }]}
        series={[{ data: [scaled(p.median), scaled(p.p90)], valueFormatter: (_v, { dataIndex }) => formatDuration(dataIndex === 0 ? p.median : p.p90) }]}
        hideLegend
        grid={{ horizontal: true }}
      />
    </Box>
  );
}

export function ResponseTimesChart({ times, loading }: { times?: ResponseTimes; loading: boolean }) {
  const empty = (!times || (times.firstResponse.count === 0 && times.timeToClose.count === 0)) && UI.empty.responseTimes;
  return (
    <ChartCard title={UI.charts.responseTimes} hint={UI.charts.responseHint} loading={loading} empty={empty}>
      {times && (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: 2 }}>
          <Durations title="First response" p={times.firstResponse} />
          <Durations title="Time to close" p={times.timeToClose} />
        </Box>
      )}
    </ChartCard>
  );
}
