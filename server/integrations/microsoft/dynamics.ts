// MS Dynamics 365: the organization name typed at connect is the API host's first label; Microsoft returns the
// browser to our server, which holds the code until the dashboard asks for the token (callbackStates.ts).
import { INTEGRATION_MSG } from '../../../src/domain/integrations/messages';
import type { IntegrationProvider } from '../provider';
import { rec, str, sub } from '../oauthUrls';
import { dynamicsOwner } from './dynamicsOwner';
import { microsoftSignIn } from './signIn';

export const msdynamics: IntegrationProvider = {
  kind: 'msdynamics',
  hosts: { env: 'MSDYNAMICS', auth: 'https://login.microsoftonline.com', api: 'https://{org}.api.crm.dynamics.com', authEnv: 'MICROSOFT' },
  ...microsoftSignIn((org) => [`https://${org ?? '{org}'}.crm.dynamics.com/user_impersonation`, 'offline_access']),
  projectNameInState: false,
  credentialIsHostLabel: true,
  redirectPath: '/app/msdynamics/callback',
  holdsCode: { failed: INTEGRATION_MSG.dynamicsFailed },
  apiBase: (s, _meta, credential) => sub(s.apiBase, 'org', credential),
  owner: dynamicsOwner,
  async account(call) {
    const who = rec(await call('/api/data/v9.2/WhoAmI'));
    return { name: str(who.OrganizationName) || str(who.OrganizationId) || 'Dynamics 365', meta: { userId: who.UserId } };
  },
};
