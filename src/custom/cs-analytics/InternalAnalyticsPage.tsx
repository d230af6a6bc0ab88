// /cs/internal-analytics: for customer-success users, every project's activity (plan, agents, conversations in
// the range, last activity); choosing one opens that project's analytics below (?project=<id>).
import { Box, Button, Card, Chip, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_SPAN, QUICK_SPANS, type QuickSpanKey } from '../../domain/analytics/dateRange';
import type { ProjectActivity } from '../../domain/analytics/types';
import { PLANS } from '../../domain/plans';
import { AnalyticsDashboard } from '../analytics/AnalyticsDashboard';
import { analyticsApi } from '../../providers/api/analytics';
import { SortableTable } from '../analytics/SortableTable';
import { Page, PageHeader } from '../../ui/layout/PageHeader';

const DAY = 86_400;

function activity(t: number | null): string {
  if (t === null) return 'never';
  const days = Math.floor((Date.now() / 1000 - t) / DAY);
  return days <= 0 ? 'today' : days === 1 ? 'yesterday' : `${days} days ago`;
}

export function InternalAnalyticsPage() {
  const [params, setParams] = useSearchParams();
  const project = Number(params.get('project')) || null;
  const range = (QUICK_SPANS.find((s) => s.key === params.get('range'))?.key ?? DEFAULT_SPAN) as QuickSpanKey;
  const span = QUICK_SPANS.find((s) => s.key === range)!;
  const q = { span: span.span, hours: span.hours };
  const projects = useQuery({ queryKey: ['cs', 'projects', q], queryFn: () => analyticsApi.projects(q) });
  const rows = (projects.data?.projects ?? []).map((p) => ({ ...p, planName: PLANS[p.plan]?.name ?? p.plan }));
  const chosen = rows.find((r) => r.projectId === project);
  const active = rows.filter((r) => r.conversations > 0).length;

  const open = (p: ProjectActivity | null) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (p) next.set('project', String(p.projectId));
      else next.delete('project');
      return next;
    });

  return (
    <Page maxWidth={1680}>
      <PageHeader title="Internal Analytics" />
      {project ? (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
            <Button startIcon={<ArrowBackIcon />} onClick={() => open(null)}>
              All projects
            </Button>
            <Typography variant="h6" component="h2">
              {chosen?.name ?? `Project ${project}`}
            </Typography>
            {chosen && <Chip size="small" label={chosen.planName} />}
          </Box>
          <AnalyticsDashboard project={project} />
        </>
      ) : (
        <>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={range}
            onChange={(_, v: QuickSpanKey | null) => v && setParams({ range: v })}
            aria-label="Date range"
            sx={{ mb: 2 }}
          >
            {QUICK_SPANS.map((s) => (
              <ToggleButton key={s.key} value={s.key} sx={{ textTransform: 'none', px: 1.5 }}>
                {s.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 220px))', gap: 1.5, mb: 2 }}>
            {[
              ['Projects', rows.length],
              ['Active in the range', active],
              ['Conversations', rows.reduce((a, r) => a + r.conversations, 0)],
            ].map(([label, value]) => (
              <Card key={label} variant="outlined" sx={{ px: 2, py: 1.5 }} aria-label={String(label)}>
                <Typography variant="caption" color="text.secondary">
                  {label}
                </Typography>
                <Typography variant="h5" sx={{ fontWeight: 600 }}>
                  {Number(value).toLocaleString()}
                </Typography>
              </Card>
            ))}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Choose a project to open its analytics.
          </Typography>
          <Card variant="outlined">
            <SortableTable
              label="Projects"
              rows={rows}
              rowKey={(r) => r.projectId}
              initial={{ key: 'conversations', dir: 'desc' }}
              onRowClick={open}
              columns={[
                { key: 'name', label: 'Project' },
                { key: 'planName', label: 'Plan' },
                { key: 'agents', label: 'Agents', numeric: true },
                { key: 'conversations', label: 'Conversations', numeric: true },
                { key: 'lastActivity', label: 'Last activity', numeric: true, render: (r) => activity(r.lastActivity) },
              ]}
            />
          </Card>
        </>
      )}
    </Page>
  );
}
