// Conversations over time (bot only vs with a human), by status, and the offline/holiday ones.
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { OfflineReport, Overview, Series } from '../../domain/analytics/types';
import { ChartCard } from './ChartCard';
import { bucketLabel, COLORS } from './format';
import { UI } from './labels';

export function OverTimeChart({ series, loading }: { series?: Series; loading: boolean }) {
  const points = series?.points ?? [];
  const empty = !points.some((p) => p.bot + p.human > 0) && UI.empty.overTime;
  return (
    <ChartCard title={UI.charts.overTime} hint={UI.charts.overTimeHint.replace('{bucket}', series?.bucket ?? 'day')} loading={loading} empty={empty}>
      <BarChart
        height={280}
        margin={{ left: 0, right: 8 }}
        xAxis={[{ scaleType: 'band', data: points.map((p) => bucketLabel(p.t, series!.bucket)), tickLabelMinGap: 12 }]}
        yAxis={[{ width: 40, tickMinStep: 1 }]}
        series={[
          { data: points.map((p) => p.human), label: UI.series.human, stack: 'all', color: COLORS.human },
          { data: points.map((p) => p.bot), label: UI.series.bot, stack: 'all', color: COLORS.bot },
        ]}
        grid={{ horizontal: true }}
      />
    </ChartCard>
  );
}

export function StatusChart({ overview, loading }: { overview?: Overview; loading: boolean }) {
  const s = overview?.byStatus;
  const empty = (!s || s.open + s.pending + s.close === 0) && UI.empty.byStatus;
  return (
    <ChartCard title={UI.charts.byStatus} hint={overview ? `${overview.missed} missed · ${overview.handedToHumans} handed over by the bot` : undefined} loading={loading} empty={empty}>
      {s && (
        <PieChart
          height={240}
          series={[
            {
              innerRadius: 55,
              paddingAngle: 1,
              cornerRadius: 3,
              data: [
                { id: 'open', value: s.open, label: UI.status.open, color: COLORS.open },
                { id: 'pending', value: s.pending, label: UI.status.pending, color: COLORS.pending },
                { id: 'close', value: s.close, label: UI.status.close, color: COLORS.close },
              ],
            },
          ]}
        />
      )}
    </ChartCard>
  );
}

export function OfflineChart({ report, bucket, loading }: { report?: OfflineReport; bucket: 'hour' | 'day'; loading: boolean }) {
  const points = report?.points ?? [];
  const empty = (!report || report.offline === 0) && UI.empty.offline;
  return (
    <ChartCard
      title={UI.charts.offline}
      hint={report ? `${report.offline} through the offline form, ${report.holiday} of them on a holiday` : undefined}
      loading={loading}
      empty={empty}
      minHeight={220}
    >
      <BarChart
        height={220}
        margin={{ left: 0, right: 8 }}
        xAxis={[{ scaleType: 'band', data: points.map((p) => bucketLabel(p.t, bucket)), tickLabelMinGap: 12 }]}
        yAxis={[{ width: 36, tickMinStep: 1 }]}
        series={[
          { data: points.map((p) => p.offline - p.holiday), label: UI.series.offline, stack: 'o', color: COLORS.offline },
          { data: points.map((p) => p.holiday), label: UI.series.holiday, stack: 'o', color: COLORS.holiday },
        ]}
      />
    </ChartCard>
  );
}
