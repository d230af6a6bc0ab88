// Every chart of one project's analytics for a filter; each figure is its own request so the page fills in as the
// answers arrive. Shared by /analytics and the customer-success drill-down (which passes `project`).
import { useState } from 'react';
import { Alert, Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { analyticsApi, downloadCsv, type Query } from '../../providers/api/analytics';
import { AgentTable } from './AgentTable';
import { CsatDistributionChart, CsatTrendChart } from './CsatCharts';
import { FilterBar } from './FilterBar';
import { FlowTable } from './FlowTable';
import { FunnelCharts } from './FunnelCharts';
import { HeatMapChart } from './HeatMapChart';
import { KpiRow } from './KpiRow';
import { ResponseTimesChart } from './ResponseTimesChart';
import { useFilters } from './useFilters';
import { OfflineChart, OverTimeChart, StatusChart } from './VolumeCharts';

function useFigure<T>(name: string, fn: (q: Query) => Promise<T>, q: Query) {
  return useQuery({ queryKey: ['analytics', name, q], queryFn: () => fn(q), staleTime: 30_000, retry: false });
}

/** A row of cards: one column on narrow screens, `columns` from `from` up (children may shrink below content). */
const row = (columns: string, from: 'lg' | 'xl' = 'lg') => ({
  display: 'grid',
  gap: 2,
  mb: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', [from]: columns },
});

export function AnalyticsDashboard({ project = null }: { project?: number | null }) {
  const { filters, update, query } = useFilters({ project });
  const [exporting, setExporting] = useState(false);
  const options = useQuery({ queryKey: ['analytics', 'options', project], queryFn: () => analyticsApi.options({ project }), staleTime: 60_000 });
  const overview = useFigure('overview', analyticsApi.overview, query);
  const series = useFigure('series', analyticsApi.series, query);
  const heat = useFigure('heatmap', analyticsApi.heatmap, query);
  const times = useFigure('times', analyticsApi.responseTimes, query);
  const csat = useFigure('csat', analyticsApi.csat, query);
  const funnels = useFigure('funnels', analyticsApi.funnels, query);
  const flows = useFigure('flows', analyticsApi.flows, query);
  const agents = useFigure('agents', analyticsApi.agents, query);
  const offline = useFigure('offline', analyticsApi.offline, query);
  const bucket = series.data?.bucket ?? overview.data?.range.bucket ?? 'day';

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadCsv(query);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Box>
      <FilterBar filters={filters} options={options.data} onChange={update} onExport={() => void exportCsv()} exporting={exporting} />
      {overview.isError && <Alert severity="error" sx={{ mb: 2 }}>{(overview.error as Error).message}</Alert>}
      {overview.data?.total === 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          No conversations started in this range{filters.chat || filters.agent || filters.team ? ' with these filters' : ''}. The charts fill in as
          visitors chat through the widget and the bot; a longer range may show earlier ones.
        </Alert>
      )}
      <KpiRow overview={overview.data} times={times.data} csat={csat.data} />
      <Box sx={row('minmax(0, 2fr) minmax(0, 1fr)')}>
        <OverTimeChart series={series.data} loading={series.isPending} />
        <StatusChart overview={overview.data} loading={overview.isPending} />
      </Box>
      <Box sx={row('minmax(0, 1fr) minmax(0, 1fr)')}>
        <HeatMapChart cells={heat.data?.cells} loading={heat.isPending} />
        <ResponseTimesChart times={times.data} loading={times.isPending} />
      </Box>
      <Box sx={row('minmax(0, 1fr) minmax(0, 1fr)')}>
        <CsatDistributionChart csat={csat.data} loading={csat.isPending} />
        <CsatTrendChart csat={csat.data} bucket={bucket} loading={csat.isPending} />
      </Box>
      <Box sx={row('minmax(0, 1fr)')}>
        <FunnelCharts funnels={funnels.data?.funnels} loading={funnels.isPending} />
      </Box>
      {/* The flow table has six columns (offered and booked meetings), the agent table four. */}
      <Box sx={row('minmax(0, 3fr) minmax(0, 2fr)', 'xl')}>
        <FlowTable flows={flows.data?.flows} loading={flows.isPending} />
        <AgentTable agents={agents.data?.agents} loading={agents.isPending} />
      </Box>
      <Box sx={row('minmax(0, 1fr)')}>
        <OfflineChart report={offline.data} bucket={bucket} loading={offline.isPending} />
      </Box>
    </Box>
  );
}
