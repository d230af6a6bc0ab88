import { describe, expect, it } from 'vitest';
import { INTEGRATION_ROUTES } from '../../../src/custom/routing/routes';
import { CALLBACK_SERVICES, SERVICE_NAMES } from '../../../src/domain/integrations/kinds';

// The /verify pages are named from the domain's one table of service names, not a second copy in the router.
describe('integration callback routes', () => {
  it('has one /verify page per callback service, named as the domain names the service', () => {
    const verify = INTEGRATION_ROUTES.filter((r) => r.path.startsWith('/verify/'));
    expect(verify.map((r) => r.path).sort()).toEqual(CALLBACK_SERVICES.map((s) => `/verify/${s}`).sort());
    for (const service of CALLBACK_SERVICES) {
      expect(verify.find((r) => r.path === `/verify/${service}`)?.area).toBe(`${SERVICE_NAMES[service]} Verification`);
    }
  });
});
