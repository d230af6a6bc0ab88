// HubSpot CRM v3 company search by domain (owner routing's account owner) on the demo's named companies
// (data/hubspot.json), with hubspot_owner_id resolving through the owners endpoint.
import { requireBearer, type Route } from '../oauth/index';
import { HUBSPOT, websiteMatches } from '../crm/named';
import { hubspotOwnerId } from './contactSearch';

export const hubspotCompanySearch: Route[] = [
  {
    method: 'POST',
    path: '/crm/v3/objects/companies/search',
    handle: requireBearer('hubspot', (req, res) => {
      const groups = (req.body.filterGroups ?? []) as Array<{ filters?: Array<{ propertyName?: string; operator?: string; value?: string }> }>;
      const filter = groups[0]?.filters?.find((f) => f.propertyName === 'domain' && f.operator === 'EQ');
      if (!filter?.value) return res.json(400, { status: 'error', message: 'Invalid input JSON: filter on domain EQ expected', category: 'VALIDATION_ERROR' });
      const results = HUBSPOT.accounts
        .filter((c) => websiteMatches(c.domain, filter.value!))
        .map((c) => ({ id: c.id.replace(/\D/g, '') || c.id, properties: { domain: c.domain, name: c.name, hubspot_owner_id: c.ownerEmail ? hubspotOwnerId(c.ownerEmail) : null }, archived: false }));
      res.json(200, { total: results.length, results });
    }),
  },
];
