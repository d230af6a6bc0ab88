// Salesforce CRM: connects through Salesforce's login and keeps the org's instance_url as its API base.
import type { IntegrationProvider } from '../provider';
import { salesforceSignIn } from './signIn';

export const salesforce: IntegrationProvider = {
  kind: 'salesforce',
  hosts: { env: 'SALESFORCE', auth: 'https://login.salesforce.com', api: 'https://login.salesforce.com' },
  ...salesforceSignIn(['api', 'refresh_token', 'offline_access']),
};
