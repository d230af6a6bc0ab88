// The analytics calls (server/routes/analytics.ts). JSON through httpClient (its error toast on failure); the CSV
// export as a file download with the same bearer token.
import { downloadFile } from './download';
import { toQueryString, type AnalyticsQuery } from '../../domain/analytics/dateRange';
import type {
  AgentRow,
  CsatReport,
  FilterOptions,
  FlowPerformance,
  FunnelReport,
  HeatMap,
  OfflineReport,
  Overview,
  ProjectActivity,
  ResponseTimes,
  Series,
} from '../../domain/analytics/types';
import { httpClient } from '../httpClient';

export type Query = Partial<AnalyticsQuery> & { project?: number | null };

const get = async <T>(path: string, q: Query): Promise<T> => (await httpClient<T>(`app/${path}?${toQueryString(q)}`)).json;

export const analyticsApi = {
  options: (q: Query) => get<FilterOptions>('analytics/options', { project: q.project }),
  overview: (q: Query) => get<Overview>('analytics/overview', q),
  series: (q: Query) => get<Series>('analytics/series', q),
  heatmap: (q: Query) => get<{ cells: HeatMap }>('analytics/heatmap', q),
  responseTimes: (q: Query) => get<ResponseTimes>('analytics/response-times', q),
  csat: (q: Query) => get<CsatReport>('analytics/csat', q),
  funnels: (q: Query) => get<{ funnels: FunnelReport[] }>('analytics/funnels', q),
  flows: (q: Query) => get<{ flows: FlowPerformance[] }>('analytics/flows', q),
  agents: (q: Query) => get<{ agents: AgentRow[] }>('analytics/agents', q),
  offline: (q: Query) => get<OfflineReport>('analytics/offline', q),
  projects: (q: Query) => get<{ projects: ProjectActivity[] }>('cs/analytics/projects', q),
};

/** Downloads the CSV of the current filter (the browser saves it under the server's file name). */
export function downloadCsv(q: Query): Promise<void> {
  return downloadFile(`app/analytics/export?${toQueryString(q)}`, 'parley-analytics.csv');
}
