// Pardot (Salesforce Account Engagement): signs in at Salesforce, calls its own API host.
import type { IntegrationProvider } from '../provider';
import { salesforceSignIn } from './signIn';

export const pardot: IntegrationProvider = {
  kind: 'pardot',
  hosts: { env: 'PARDOT', auth: 'https://login.salesforce.com', api: 'https://pi.pardot.com' },
  ...salesforceSignIn(['pardot_api', 'refresh_token', 'offline_access']),
  apiBase: (s) => s.apiBase,
  // Spec §7: Pardot's callback carries no auth header.
  callbackWithoutSession: true,
};
