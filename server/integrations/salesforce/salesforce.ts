// Salesforce CRM: connects through Salesforce's login and keeps the org's instance_url as its API base.
import type { IntegrationProvider } from '../provider';
import { salesforceOwner } from './owner';
import { salesforceRecord } from './record';
import { ServiceCloudClient } from './serviceCloud';
import { salesforceSignIn } from './signIn';
import { salesforceSync } from './sync';

export const salesforce: IntegrationProvider = {
  kind: 'salesforce',
  hosts: { env: 'SALESFORCE', auth: 'https://login.salesforce.com', api: 'https://login.salesforce.com' },
  ...salesforceSignIn(['api', 'refresh_token', 'offline_access']),
  sync: salesforceSync,
  owner: salesforceOwner,
  crmRecord: salesforceRecord,
  audienceFacts: true,
  // Service Cloud rides on the Salesforce connection. SOSL refuses one-character terms: such a keyword finds
  // nothing rather than showing Salesforce's error.
  helpdesk: { id: 'serviceCloud', name: 'Service Cloud', notConnected: 'Salesforce Service Cloud is not connected', minKeyword: 2, client: (calls) => new ServiceCloudClient(calls) },
};
