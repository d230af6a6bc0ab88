// Busiest hours: conversations started per weekday and hour, drawn by the chart library as a scatter of cells
// whose colour follows the count (the community charts have no heat map type).
import { useTheme } from '@mui/material';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { HeatMap } from '../../domain/analytics/types';
import { ChartCard } from './ChartCard';
import { heatScale } from './format';
import { UI } from './labels';

export function HeatMapChart({ cells, loading }: { cells?: HeatMap; loading: boolean }) {
  const mode = useTheme().palette.mode;
  const data = (cells ?? []).flatMap((row, dow) => row.map((n, hour) => ({ id: `${dow}-${hour}`, x: hour, y: 6 - dow, z: n })));
  const max = Math.max(1, ...data.map((d) => d.z));
  const busiest = data.reduce((a, b) => (b.z > a.z ? b : a), { x: 0, y: 0, z: 0, id: '' });
  const empty = busiest.z === 0 && UI.empty.heatMap;
  return (
    <ChartCard
      title={UI.charts.heatMap}
      hint={busiest.z ? `${UI.charts.heatMapHint}. Busiest: ${UI.weekdays[6 - busiest.y]} ${String(busiest.x).padStart(2, '0')}:00` : UI.charts.heatMapHint}
      loading={loading}
      empty={empty}
    >
      <ScatterChart
        height={260}
        margin={{ left: 0, right: 8, top: 8 }}
        series={[{ data, markerSize: 9, valueFormatter: (v) => (v ? `${UI.weekdays[6 - v.y]} ${String(v.x).padStart(2, '0')}:00 — ${data.find((d) => d.id === v.id)?.z ?? 0} conversations` : '') }]}
        xAxis={[{ min: -0.5, max: 23.5, tickInterval: [0, 3, 6, 9, 12, 15, 18, 21], valueFormatter: (h: number) => `${String(h).padStart(2, '0')}h` }]}
        yAxis={[{ min: -0.5, max: 6.5, width: 40, tickInterval: [0, 1, 2, 3, 4, 5, 6], valueFormatter: (y: number) => UI.weekdays[6 - y] ?? '' }]}
        zAxis={[{ colorMap: { type: 'continuous', min: 0, max, color: heatScale(mode) } }]}
      />
    </ChartCard>
  );
}
