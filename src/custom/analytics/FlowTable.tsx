// Audience and flow performance: conversations each bot flow started, handed to humans, meetings offered and booked.
import { BarChart } from '@mui/x-charts/BarChart';
import type { FlowPerformance } from '../../domain/analytics/types';
import { ChartCard } from './ChartCard';
import { COLORS } from './format';
import { UI } from './labels';
import { SortableTable } from './SortableTable';

export function FlowTable({ flows, loading }: { flows?: FlowPerformance[]; loading: boolean }) {
  const rows = (flows ?? []).map((f) => ({ ...f, name: f.flowName, audience: f.audienceName ?? 'Everyone' }));
  return (
    <ChartCard title={UI.charts.flows} loading={loading} empty={!rows.length && UI.empty.flows} minHeight={120}>
      <BarChart
        height={Math.max(150, 44 * rows.length + 60)}
        layout="horizontal"
        margin={{ left: 0, right: 16 }}
        yAxis={[{ scaleType: 'band', data: rows.map((r) => r.name), width: 140 }]}
        series={[
          { data: rows.map((r) => r.started), label: UI.columns.started, color: COLORS.bot },
          { data: rows.map((r) => r.handedToHumans), label: UI.columns.handed, color: COLORS.human },
          { data: rows.map((r) => r.meetingsOffered), label: UI.columns.meetingsOffered, color: COLORS.close },
          { data: rows.map((r) => r.meetingsBooked), label: UI.columns.meetingsBooked, color: COLORS.booked },
        ]}
      />
      <SortableTable
        label="Flow performance"
        rows={rows}
        rowKey={(r) => String(r.flowId)}
        initial={{ key: 'started', dir: 'desc' }}
        columns={[
          { key: 'name', label: UI.columns.flow },
          { key: 'audience', label: UI.columns.audience },
          { key: 'started', label: UI.columns.started, numeric: true },
          { key: 'handedToHumans', label: UI.columns.handed, numeric: true },
          { key: 'meetingsOffered', label: UI.columns.meetingsOffered, numeric: true },
          { key: 'meetingsBooked', label: UI.columns.meetingsBooked, numeric: true },
        ]}
      />
    </ChartCard>
  );
}
