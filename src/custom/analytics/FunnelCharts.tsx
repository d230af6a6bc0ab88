// Bot flow funnel: per flow, how many conversations reached each step (in the flow's own order).
import { Box, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import type { FunnelReport } from '../../domain/analytics/types';
import { ChartCard } from './ChartCard';
import { COLORS } from './format';
import { UI } from './labels';

export function FunnelCharts({ funnels, loading }: { funnels?: FunnelReport[]; loading: boolean }) {
  const shown = (funnels ?? []).filter((f) => f.steps.length);
  const empty = !shown.some((f) => f.steps.some((s) => s.count > 0)) && UI.empty.funnel;
  return (
    <ChartCard title={UI.charts.funnel} hint="Conversations that reached each step of the flow" loading={loading} empty={empty}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: shown.length > 1 ? '1fr 1fr' : '1fr' }, gap: 2 }}>
        {shown.map((f) => (
          <Box key={f.flowId} aria-label={`Funnel of ${f.flowName}`} component="figure" sx={{ m: 0 }}>
            <Typography variant="body2" component="figcaption" sx={{ fontWeight: 600 }}>
              {f.flowName} · {f.started} started
            </Typography>
            <BarChart
              height={Math.max(140, 34 * f.steps.length + 40)}
              layout="horizontal"
              margin={{ left: 0, right: 16 }}
              yAxis={[{ scaleType: 'band', data: f.steps.map((s) => (new Set(f.steps.map((x) => x.pathId)).size > 1 ? `${s.pathName} ${s.label}` : s.label)), width: 230 }]}
              xAxis={[{ tickMinStep: 1 }]}
              series={[
                {
                  data: f.steps.map((s) => s.count),
                  label: 'Reached',
                  color: COLORS.human,
                  valueFormatter: (v) => (v === null ? '' : `${v} (${f.started ? Math.round((v / f.started) * 100) : 0}%)`),
                },
              ]}
              hideLegend
            />
          </Box>
        ))}
      </Box>
    </ChartCard>
  );
}
