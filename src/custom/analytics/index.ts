export { AnalyticsPage } from './AnalyticsPage';
export { AnalyticsDashboard } from './AnalyticsDashboard';
