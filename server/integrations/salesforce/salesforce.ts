// Salesforce CRM: connects through Salesforce's login and keeps the org's instance_url as its API base.
import type { IntegrationProvider } from '../provider';
import { salesforceOwner } from './owner';
import { salesforceSignIn } from './signIn';
import { salesforceSync } from './sync';

export const salesforce: IntegrationProvider = {
  kind: 'salesforce',
  hosts: { env: 'SALESFORCE', auth: 'https://login.salesforce.com', api: 'https://login.salesforce.com' },
  ...salesforceSignIn(['api', 'refresh_token', 'offline_access']),
  sync: salesforceSync,
  owner: salesforceOwner,
  audienceFacts: true,
};
