export { InternalAnalyticsPage } from './InternalAnalyticsPage';
