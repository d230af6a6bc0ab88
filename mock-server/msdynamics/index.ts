// Dynamics 365's fake: the Web API (records, WhoAmI); it signs in with Microsoft (mock-server/microsoft/).
import type { FakeProvider } from '../fake';
import { requireBearer, type Route } from '../oauth/index';
import { dynamicsApi } from './api';

const whoAmI: Route[] = [
    {
      method: 'GET',
      path: '/api/data/v9.2/WhoAmI',
      handle: requireBearer('msdynamics', (_q, res) => res.json(200, { '@odata.context': 'https://acme.api.crm.dynamics.com/api/data/v9.2/$metadata#Microsoft.Dynamics.CRM.WhoAmIResponse', BusinessUnitId: '6f202e6c-e471-ec11-8f8f-000d3a0a0000', UserId: '88057198-a9b1-ec11-9840-00224800a000', OrganizationId: 'e34c95a5-f34c-430c-a05e-a23437e5b9fa', OrganizationName: 'acme-demo' })),
    },
  ];

export const msdynamicsFake: FakeProvider = { routes: { msdynamics: [...dynamicsApi, ...whoAmI] } };
