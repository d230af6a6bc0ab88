// /analytics (and /analytic): the project's analytics for a support lead's morning look.
import { Page, PageHeader } from '../../ui/layout/PageHeader';
import { AnalyticsDashboard } from './AnalyticsDashboard';
import { UI } from './labels';

export function AnalyticsPage() {
  return (
    <Page maxWidth={1680}>
      <PageHeader title={UI.heading} area={UI.area} />
      <AnalyticsDashboard />
    </Page>
  );
}
