// An agent's own Office 365 calendar through Microsoft Graph.
import type { IntegrationProvider } from '../provider';
import { office365CalendarClient } from './calendar';
import { microsoftSignIn } from './signIn';

export const office365Calendar: IntegrationProvider = {
  kind: 'office365Calendar',
  hosts: { env: 'MICROSOFT', auth: 'https://login.microsoftonline.com', api: 'https://graph.microsoft.com' },
  ...microsoftSignIn(() => ['openid', 'email', 'offline_access', 'Calendars.ReadWrite', 'User.Read']),
  calendar: office365CalendarClient,
};
