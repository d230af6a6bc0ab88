// CSAT: how many visitors chose each of the five ratings (spec §3 labels) and the average score over time.
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { CsatReport } from '../../domain/analytics/types';
import { CSAT_LABELS } from '../../domain/csat';
import { ChartCard } from './ChartCard';
import { bucketLabel, COLORS, edgeRoom } from './format';
import { UI } from './labels';

export function CsatDistributionChart({ csat, loading }: { csat?: CsatReport; loading: boolean }) {
  const empty = (!csat || csat.responses === 0) && UI.empty.csat;
  return (
    <ChartCard
      title={UI.charts.csat}
      hint={csat?.responses ? `${csat.responses} ratings, average ${csat.average?.toFixed(1)} / 5` : undefined}
      loading={loading}
      empty={empty}
    >
      <BarChart
        height={250}
        margin={{ left: 0, right: 8 }}
        xAxis={[{ scaleType: 'band', data: [...CSAT_LABELS], colorMap: { type: 'ordinal', colors: [...COLORS.csat] } }]}
        yAxis={[{ width: 36, tickMinStep: 1 }]}
        series={[{ data: csat?.distribution ?? [], label: 'Ratings' }]}
        hideLegend
        grid={{ horizontal: true }}
      />
    </ChartCard>
  );
}

export function CsatTrendChart({ csat, bucket, loading }: { csat?: CsatReport; bucket: 'hour' | 'day'; loading: boolean }) {
  const trend = csat?.trend ?? [];
  const labels = trend.map((p) => bucketLabel(p.t, bucket));
  const empty = trend.length === 0 && UI.empty.csat;
  return (
    <ChartCard title={UI.charts.csatTrend} hint="Average rating of conversations started in each period (1 Disappointing – 5 Excellent)" loading={loading} empty={empty}>
      <LineChart
        height={250}
        margin={{ left: 0, right: edgeRoom(labels) }}
        xAxis={[{ scaleType: 'point', data: labels, tickLabelMinGap: 12 }]}
        yAxis={[{ min: 1, max: 5, width: 30, tickInterval: [1, 2, 3, 4, 5] }]}
        series={[{ data: trend.map((p) => p.average), label: 'Average', color: COLORS.csat[4], showMark: trend.length < 40, valueFormatter: (v, { dataIndex }) => `${v} (${trend[dataIndex]?.responses ?? 0} ratings)` }]}
        hideLegend
        grid={{ horizontal: true }}
      />
    </ChartCard>
  );
}
