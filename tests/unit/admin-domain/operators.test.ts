// Spec §5 "Audience operators by value type" and the §3 field catalogue they apply to.
import { AUDIENCE_FIELDS, EMPLOYEE_RANGES, FIELD_GROUPS, REVENUE_RANGES, fieldsInGroup, findField } from '../../../src/domain/audience/fields';
import { OPERATORS_BY_VALUE_TYPE, isOperatorAllowed, operatorLabel, operatorsFor } from '../../../src/domain/audience/operators';

const labels = (key: string) => operatorsFor(findField(key)!).map((o) => o.label);

describe('operators by value type', () => {
  it('offer exactly the spec lists', () => {
    const byType = Object.fromEntries(Object.entries(OPERATORS_BY_VALUE_TYPE).map(([t, ops]) => [t, ops.map((o) => o.label)]));
    expect(byType).toEqual({
      list: ['in', 'not in'],
      string: ['is', 'is not', 'contains', 'does not contain', 'starts with', 'does not start with', 'ends with', 'does not end with', 'regex', 'is known', 'is unknown'],
      number: ['greater than', 'less than', 'equal to', 'not equal to'],
      range: ['in between', 'not in between'],
      boolean: ['is'],
      days: ['in the last', 'not in the last'],
    });
  });

  it('drop regex for company name and web domain only', () => {
    expect(labels('companyName')).not.toContain('regex');
    expect(labels('webDomain')).not.toContain('regex');
    expect(labels('country')).toContain('regex');
    expect(labels('visitedUrl')).toContain('regex');
  });

  it('offer is known / is unknown on lead and account fields only', () => {
    expect(labels('lead.email')).toEqual(expect.arrayContaining(['is known', 'is unknown']));
    expect(labels('account.name')).toEqual(expect.arrayContaining(['is known', 'is unknown']));
    expect(labels('salesforceOwner')).toContain('is known');
    expect(labels('visitedUrl')).not.toContain('is known');
    expect(labels('visitedUrl')).not.toContain('is unknown');
  });

  it('give each field the operators of its value type', () => {
    expect(labels('marketoList')).toEqual(['in', 'not in']);
    expect(labels('websiteVisits')).toEqual(['greater than', 'less than', 'equal to', 'not equal to']);
    expect(labels('employeeRange')).toEqual(['in between', 'not in between']);
    expect(labels('salesforceContact')).toEqual(['is']);
    expect(labels('salesforceOpportunityCreated')).toEqual(['in the last', 'not in the last']);
  });

  it('answer whether an operator is allowed for a field', () => {
    expect(isOperatorAllowed(findField('country')!, 'contains')).toBe(true);
    expect(isOperatorAllowed(findField('companyName')!, 'regex')).toBe(false);
    expect(isOperatorAllowed(findField('websiteVisits')!, 'contains')).toBe(false);
    expect(isOperatorAllowed(findField('country')!, 'nonsense')).toBe(false);
    expect(operatorLabel('days', 'notInLast')).toBe('not in the last');
  });
});

describe('field catalogue', () => {
  it('fills every group of spec §3', () => {
    expect([...FIELD_GROUPS]).toEqual(['List', 'Salesforce', 'Zoho', 'Microsoft Dynamics', 'Past website behavior', 'Firmographic', 'Parley']);
    for (const group of FIELD_GROUPS) expect(fieldsInGroup(group).length, group).toBeGreaterThan(0);
  });

  it('has unique keys and a label, scope, type and value type for each field', () => {
    const keys = AUDIENCE_FIELDS.map((f) => f.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const f of AUDIENCE_FIELDS) {
      expect(f.label).not.toBe('');
      expect(['lead', 'account', 'objectField']).toContain(f.scope);
      expect(['integration', 'behavior', 'attribute', 'ziIntelligence']).toContain(f.type);
      expect(Object.keys(OPERATORS_BY_VALUE_TYPE)).toContain(f.valueType);
      expect(f.valueType === 'range').toBe(Boolean(f.ranges?.length));
    }
  });

  it('names the spec fields', () => {
    const named = AUDIENCE_FIELDS.map((f) => f.label);
    for (const label of ['Marketo list', 'HubSpot list', 'Pardot list', 'Eloqua list', 'Visited URL', 'Number of website visits',
      'Total time spent on website', 'Number of visitors', 'Company name', 'Web domain', 'Country', 'US/Canada region',
      'Employee range', 'Revenue range', 'Technologies', 'Intent (last month)', 'Intent (last 3 months)', 'Scoops (last month)',
      'Scoops (last 3 months)', 'Industries', 'Primary Industry', 'Salesforce CRM owner', 'Zoho CRM owner',
      'Microsoft Dynamics CRM owner', 'Is a Salesforce contact', 'Is a Zoho lead', 'Salesforce opportunity value',
      'Opportunity created', 'Opportunity removed', 'Target Accounts list']) {
      expect(named).toContain(label);
    }
  });

  it('has contiguous, ordered range options', () => {
    for (const ranges of [EMPLOYEE_RANGES, REVENUE_RANGES]) {
      for (let i = 1; i < ranges.length; i += 1) expect(ranges[i]!.min).toBeGreaterThanOrEqual(ranges[i - 1]!.max!);
      expect(ranges.at(-1)!.max).toBeNull();
    }
  });

  it('resolves any lead or account field by key, and project fields passed in', () => {
    expect(findField('lead.company_size')).toMatchObject({ scope: 'lead', valueType: 'string', source: 'lead.company_size' });
    expect(findField('account.tier')).toMatchObject({ scope: 'account', source: 'account.tier' });
    expect(findField('lead.a.b')).toBeUndefined();
    expect(findField('nope')).toBeUndefined();
    const extra = { key: 'score', label: 'Score', group: 'Parley' as const, scope: 'lead' as const, type: 'attribute' as const, valueType: 'number' as const, source: 'lead.score' };
    expect(findField('score', [extra])).toBe(extra);
  });
});
