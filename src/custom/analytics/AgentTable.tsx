// Agents: conversations handled (first to answer), median first response, CSAT; sortable by each column.
import { formatDuration } from '../../domain/analytics/aggregate';
import type { AgentRow } from '../../domain/analytics/types';
import { ChartCard } from './ChartCard';
import { UI } from './labels';
import { SortableTable } from './SortableTable';

export function AgentTable({ agents, loading }: { agents?: AgentRow[]; loading: boolean }) {
  return (
    <ChartCard title={UI.charts.agents} hint="The agent who answered a conversation first handles it" loading={loading} empty={!agents?.length && UI.empty.agents} minHeight={120}>
      <SortableTable
        label="Agents"
        rows={agents ?? []}
        rowKey={(r) => r.agentId}
        initial={{ key: 'handled', dir: 'desc' }}
        columns={[
          { key: 'name', label: UI.columns.agent },
          { key: 'handled', label: UI.columns.handled, numeric: true },
          { key: 'firstResponseMedian', label: UI.columns.firstResponse, numeric: true, render: (r) => formatDuration(r.firstResponseMedian) },
          { key: 'csatAverage', label: UI.columns.csat, numeric: true, render: (r) => (r.csatAverage === null ? '–' : `${r.csatAverage.toFixed(1)} (${r.csatResponses})`) },
        ]}
      />
    </ChartCard>
  );
}
