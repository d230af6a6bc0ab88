// HubSpot's fake: its OAuth server, CRM v3 objects and owners, the Highlights contact and company searches.
import type { FakeProvider } from '../fake';
import { hubspotApi } from './api';
import { hubspotCompanySearch } from './companySearch';
import { hubspotHighlightsApi } from './contactSearch';
import { hubspotIssuer } from './issuer';

export const hubspotFake: FakeProvider = { issuers: [hubspotIssuer], routes: { hubspot: [...hubspotApi, ...hubspotHighlightsApi, ...hubspotCompanySearch] } };
