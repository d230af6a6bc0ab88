// Highlights asks the provider list for CRM records (issue 24, one folder per provider): every CRM a Highlights field
// can need has a provider with the `crmRecord` capability, and its spec §7 access flag follows that connection.
import { describe, expect, it } from 'vitest';
import { CRM_ACCESS_FLAGS, isHighlightsCrm, missingNeed, NO_SUBSCRIPTION } from '../../../src/domain/highlights';
import { PROVIDER_LIST } from '../../../server/integrations/providers/index';

describe('Highlights CRMs are provider capabilities', () => {
  it('each CRM a field can need has a record lookup in its provider folder, and only those', () => {
    const withRecord = PROVIDER_LIST.filter((p) => p.crmRecord).map((p) => p.kind).sort();
    expect(withRecord).toEqual(Object.keys(CRM_ACCESS_FLAGS).sort());
    expect(withRecord.every(isHighlightsCrm)).toBe(true);
    expect(isHighlightsCrm('zendesk')).toBe(false);
  });

  it('a CRM field needs its own flag, not the other CRM', () => {
    const none = { ...NO_SUBSCRIPTION, hasSalesforce: false, hasHubspot: false };
    for (const [kind, flag] of Object.entries(CRM_ACCESS_FLAGS)) {
      const field = { group: 'ziChat' as const, needs: { integration: kind as keyof typeof CRM_ACCESS_FLAGS } };
      expect(missingNeed(field, none)).toEqual({ integration: kind });
      expect(missingNeed(field, { ...none, [flag]: true })).toBeNull();
    }
  });
});
