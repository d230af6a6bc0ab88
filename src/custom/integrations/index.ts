export { IntegrationsPage } from './IntegrationsPage';
