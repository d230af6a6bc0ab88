// First response and time to close: median and 90th percentile, in minutes.
import { BarChart } from '@mui/x-charts/BarChart';
import { formatDuration } from '../../domain/analytics/aggregate';
import type { ResponseTimes } from '../../domain/analytics/types';
import { ChartCard } from './ChartCard';
import { COLORS } from './format';
import { UI } from './labels';

const minutes = (s: number | null) => (s === null ? null : Math.round((s / 60) * 10) / 10);

export function ResponseTimesChart({ times, loading }: { times?: ResponseTimes; loading: boolean }) {
  const empty = (!times || (times.firstResponse.count === 0 && times.timeToClose.count === 0)) && UI.empty.responseTimes;
  const rows = times ? [times.firstResponse, times.timeToClose] : [];
  return (
    <ChartCard title={UI.charts.responseTimes} hint={UI.charts.responseHint} loading={loading} empty={empty}>
      <BarChart
        height={250}
        layout="horizontal"
        margin={{ left: 0, right: 16 }}
        yAxis={[{ scaleType: 'band', data: [`First response (${times?.firstResponse.count ?? 0})`, `Time to close (${times?.timeToClose.count ?? 0})`], width: 130 }]}
        xAxis={[{ label: 'minutes' }]}
        series={[
          { data: rows.map((r) => minutes(r.median)), label: UI.series.median, color: COLORS.median, valueFormatter: (v, { dataIndex }) => (v === null ? '–' : formatDuration(rows[dataIndex]!.median)) },
          { data: rows.map((r) => minutes(r.p90)), label: UI.series.p90, color: COLORS.p90, valueFormatter: (v, { dataIndex }) => (v === null ? '–' : formatDuration(rows[dataIndex]!.p90)) },
        ]}
      />
    </ChartCard>
  );
}
