// Salesforce's fake (and Pardot's, on the same authorization server): SOQL owner and record lookups first, then the
// REST API, Service Cloud (cases, knowledge) and the Pardot API.
import type { FakeProvider } from '../fake';
import { salesforceAccountSearch } from './accountSearch';
import { salesforceApi } from './api';
import { salesforceLike } from './issuer';
import { salesforceRecordSearch } from './recordSearch';
import { serviceCloudApi } from './serviceCloud';

export const salesforceFake: FakeProvider = {
  issuers: [salesforceLike('salesforce', 'Salesforce'), salesforceLike('pardot', 'Salesforce Pardot')],
  before: { salesforce: [salesforceAccountSearch, salesforceRecordSearch] },
  routes: { salesforce: [...salesforceApi('salesforce'), ...serviceCloudApi()], pardot: salesforceApi('pardot') },
};
