// The audience evaluator: every operator of every value type against a visitor, groups combined with AND / OR,
// missing data (never a throw), and regexes that cannot hang it.
import type { VisitorContext } from '../../../src/domain/audience/context';
import { evaluateAudience, evaluateRule, explainAudience } from '../../../src/domain/audience/evaluate';
import type { Audience, AudienceRule } from '../../../src/domain/audience/model';
import { DAY, NOW, buildContext } from './helpers';

const ctx = buildContext();
const holds = (rule: AudienceRule, c: VisitorContext = ctx) => evaluateRule(rule, c).matched;
const r = (field: string, operator: AudienceRule['operator'], value?: AudienceRule['value']): AudienceRule => ({ field, operator, value });

/** [rule, expected] tables: each operator with a matching and a non-matching example. */
function table(rows: Array<[AudienceRule, boolean]>, c: VisitorContext = ctx) {
  for (const [rule, expected] of rows) expect(holds(rule, c), `${rule.field} ${rule.operator} ${JSON.stringify(rule.value)}`).toBe(expected);
}

describe('list operators', () => {
  it('in / not in over the visitor\'s list ids', () => {
    table([
      [r('marketoList', 'in', [101, 999]), true],
      [r('marketoList', 'in', [999]), false],
      [r('hubspotList', 'notIn', [999]), true],
      [r('hubspotList', 'notIn', [202]), false],
      [r('targetAccounts', 'in', [202]), true],
    ]);
  });
  it('in / not in over company values, case-insensitively', () => {
    table([
      [r('technologies', 'in', ['react', 'vue']), true],
      [r('technologies', 'in', ['Angular']), false],
      [r('industries', 'notIn', ['Retail']), true],
      [r('industries', 'notIn', ['software']), false],
    ]);
  });
  it('count Intent and Scoops only within their months', () => {
    table([
      [r('intent1m', 'in', ['live chat']), true],
      [r('intent1m', 'in', ['CRM']), false], // seen 70 days ago
      [r('intent3m', 'in', ['CRM']), true],
      [r('intent1m', 'notIn', ['CRM']), true],
      [r('scoops1m', 'in', ['Funding']), true], // ISO timestamp
      [r('scoops3m', 'notIn', ['Funding']), false],
    ]);
  });
  it('treat an empty list as known: the visitor is in no list', () => {
    const none = buildContext({ lists: [] });
    table([[r('marketoList', 'in', [101]), false], [r('marketoList', 'notIn', [101]), true]], none);
  });
});

describe('string operators', () => {
  it('each operator matches and fails as named, ignoring case', () => {
    table([
      [r('country', 'is', 'united states'), true],
      [r('country', 'is', 'United'), false],
      [r('country', 'isNot', 'Canada'), true],
      [r('country', 'isNot', 'UNITED STATES'), false],
      [r('companyName', 'contains', 'ACME'), true],
      [r('companyName', 'contains', 'globex'), false],
      [r('companyName', 'notContains', 'globex'), true],
      [r('companyName', 'notContains', 'corp'), false],
      [r('webDomain', 'startsWith', 'acme'), true],
      [r('webDomain', 'startsWith', 'com'), false],
      [r('webDomain', 'notStartsWith', 'www'), true],
      [r('webDomain', 'notStartsWith', 'ACM'), false],
      [r('region', 'endsWith', 'fornia'), true],
      [r('region', 'endsWith', 'cal'), false],
      [r('region', 'notEndsWith', 'texas'), true],
      [r('region', 'notEndsWith', 'NIA'), false],
      [r('primaryIndustry', 'regex', '^soft\\w+$'), true],
      [r('primaryIndustry', 'regex', '^hardware'), false],
      [r('lead.email', 'isKnown'), true],
      [r('lead.phone', 'isKnown'), false],
      [r('lead.phone', 'isUnknown'), true],
      [r('lead.email', 'isUnknown'), false],
    ]);
  });
  it('reads numbers and booleans of lead fields as text', () => {
    table([[r('lead.score', 'is', '42'), true], [r('lead.vip', 'is', 'TRUE'), true], [r('lead.score', 'startsWith', '5'), false]]);
  });
  it('treats a blank value as unknown', () => {
    table([[r('lead.empty', 'isUnknown'), true], [r('lead.empty', 'isKnown'), false], [r('lead.empty', 'isNot', 'x'), false]]);
  });
  it('matches Visited URL against every visited page, the current one included', () => {
    table([
      [r('visitedUrl', 'contains', '/blog/'), true],
      [r('visitedUrl', 'endsWith', '/pricing'), true], // the page being viewed
      [r('visitedUrl', 'contains', '/careers'), false],
      [r('visitedUrl', 'notContains', '/careers'), true],
      [r('visitedUrl', 'notContains', '/blog/'), false],
      [r('visitedUrl', 'isNot', 'https://www.acme.com/pricing'), false],
      [r('visitedUrl', 'regex', 'acme\\.com/blog/\\w+'), true],
    ]);
  });
});

describe('number operators', () => {
  it('greater than, less than, equal to, not equal to', () => {
    table([
      [r('websiteVisits', 'gt', 3), true],
      [r('websiteVisits', 'gt', 4), false],
      [r('timeOnSite', 'lt', 301), true],
      [r('timeOnSite', 'lt', 300), false],
      [r('visitorCount', 'eq', '12'), true], // a text input's value
      [r('visitorCount', 'eq', 11), false],
      [r('salesforceOpportunityValue', 'neq', 25000), true],
      [r('salesforceOpportunityValue', 'neq', 25000.5), false],
    ]);
  });
});

describe('range operators', () => {
  it('in between / not in between with a range option value', () => {
    table([
      [r('employeeRange', 'between', { from: 11, to: 500 }), true],
      [r('employeeRange', 'between', { from: 201, to: null }), false],
      [r('employeeRange', 'notBetween', { from: 1001, to: null }), true],
      [r('employeeRange', 'notBetween', { from: 51, to: 200 }), false],
      [r('revenueRange', 'between', { from: 10_000_000, to: 25_000_000 }), true],
      [r('revenueRange', 'between', { from: 0, to: 10_000_000 }), false],
    ]);
  });
  it('an exact count is a point', () => {
    const exact = buildContext({ company: { employeeRange: 120 } });
    table([[r('employeeRange', 'between', { from: 100, to: 150 }), true], [r('employeeRange', 'notBetween', { from: 100, to: 150 }), false]], exact);
  });
  it('an unknown option value is missing data', () => {
    const odd = buildContext({ company: { employeeRange: 'lots' } });
    table([[r('employeeRange', 'between', { from: 1, to: null }), false], [r('employeeRange', 'notBetween', { from: 1, to: 10 }), false]], odd);
  });
});

describe('boolean operator', () => {
  it('is true / is false on CRM flags', () => {
    table([
      [r('salesforceContact', 'is', true), true],
      [r('salesforceContact', 'is', false), false],
      [r('salesforceLead', 'is', false), true],
      [r('zohoLead', 'is', true), true],
      [r('zohoContact', 'is', true), false],
    ]);
  });
});

describe('days operators', () => {
  it('in the last / not in the last N days, from epoch ms or ISO timestamps', () => {
    table([
      [r('salesforceOpportunityCreated', 'inLast', 7), true],
      [r('salesforceOpportunityCreated', 'inLast', 2), false],
      [r('salesforceOpportunityCreated', 'notInLast', 2), true],
      [r('salesforceOpportunityCreated', 'notInLast', 7), false],
      [r('salesforceOpportunityRemoved', 'inLast', 30), false],
      [r('salesforceOpportunityRemoved', 'notInLast', 30), true],
      [r('salesforceOpportunityRemoved', 'inLast', '45'), true],
    ]);
  });
  it('counts the boundary day in', () => {
    const c = buildContext({ crm: { salesforce: { opportunityCreatedAt: NOW - 7 * DAY } } });
    table([[r('salesforceOpportunityCreated', 'inLast', 7), true]], c);
  });
});

describe('missing data', () => {
  const bare = { url: '', visitedUrls: [], visits: 0, timeOnSiteSeconds: 0, company: {}, lead: {}, account: {}, lists: [], crm: {}, now: NOW } as VisitorContext;

  it('matches is unknown and nothing else, negative operators included', () => {
    table([
      [r('lead.title', 'isUnknown'), true],
      [r('country', 'isUnknown'), true],
      [r('country', 'isNot', 'Canada'), false],
      [r('country', 'notContains', 'x'), false],
      [r('technologies', 'notIn', ['React']), false],
      [r('intent3m', 'notIn', ['CRM']), false],
      [r('employeeRange', 'notBetween', { from: 1, to: 10 }), false],
      [r('salesforceContact', 'is', false), false],
      [r('salesforceOpportunityCreated', 'notInLast', 3), false],
      [r('salesforceOpportunityValue', 'neq', 1), false],
    ], bare);
  });

  it('never throws on partial, malformed or hostile contexts', () => {
    const odd = [
      {} as VisitorContext,
      { ...bare, company: null, crm: null, lead: null } as unknown as VisitorContext,
      { ...bare, company: { intent: [null, { topic: 5 }, { topic: 'x', at: 'not a date' }] } } as unknown as VisitorContext,
      { ...bare, now: Number.NaN },
    ];
    const rules = [
      r('intent1m', 'in', ['x']), r('lead.__proto__', 'isKnown'), r('lead.constructor', 'is', 'x'), r('visitedUrl', 'contains', 'a'),
      r('salesforceOpportunityCreated', 'inLast', 3), r('employeeRange', 'between', { from: 1, to: null }), r('country', 'isUnknown'),
    ];
    for (const c of odd) for (const rule of rules) expect(() => evaluateRule(rule, c)).not.toThrow();
    expect(holds(r('lead.constructor', 'isKnown'), bare)).toBe(false); // not read off the prototype
    expect(holds(r('intent1m', 'in', ['x']), odd[2]!)).toBe(false);
  });
});

describe('rules that cannot be judged', () => {
  it('do not match, and say why', () => {
    expect(evaluateRule(r('nope', 'is', 'x'), ctx)).toMatchObject({ matched: false, skipped: 'unknownField' });
    expect(evaluateRule(r('companyName', 'regex', 'acme'), ctx)).toMatchObject({ matched: false, skipped: 'operatorNotAllowed' });
    expect(evaluateRule(r('country', 'is', ''), ctx)).toMatchObject({ matched: false, skipped: 'invalidValue' });
    expect(evaluateRule(r('country', 'is', 'x'), buildContext({ company: {} }))).toMatchObject({ matched: false, skipped: 'missingData' });
  });
});

describe('regex rules', () => {
  it('an invalid or unsupported pattern never matches', () => {
    for (const pattern of ['([', '(a)\\1', 'a(?=b)']) {
      expect(evaluateRule(r('country', 'regex', pattern), ctx)).toMatchObject({ matched: false, skipped: 'invalidValue' });
    }
  });
  it('a catastrophic pattern over a long value finishes fast', () => {
    const c = buildContext({ lead: { title: `${'a'.repeat(50_000)}!` } });
    const started = performance.now();
    expect(holds(r('lead.title', 'regex', '(a+)+$'), c)).toBe(false);
    expect(holds(r('lead.title', 'regex', '^(a|aa)*b'), c)).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('groups', () => {
  const audience = (groups: Audience['groups'], groupsConjunction: Audience['groupsConjunction'] = 'AND'): Audience => ({
    name: 'Test', groups, groupsConjunction, triggers: [],
  });
  const yes = r('country', 'is', 'United States');
  const no = r('country', 'is', 'Canada');

  it('AND needs every rule, OR any rule', () => {
    expect(evaluateAudience(audience([{ conjunction: 'AND', rules: [yes, yes] }]), ctx)).toBe(true);
    expect(evaluateAudience(audience([{ conjunction: 'AND', rules: [yes, no] }]), ctx)).toBe(false);
    expect(evaluateAudience(audience([{ conjunction: 'OR', rules: [no, yes] }]), ctx)).toBe(true);
    expect(evaluateAudience(audience([{ conjunction: 'OR', rules: [no, no] }]), ctx)).toBe(false);
  });

  it('combines groups with the audience conjunction', () => {
    const pass = { conjunction: 'AND' as const, rules: [yes] };
    const fail = { conjunction: 'AND' as const, rules: [no] };
    expect(evaluateAudience(audience([pass, fail], 'AND'), ctx)).toBe(false);
    expect(evaluateAudience(audience([pass, fail], 'OR'), ctx)).toBe(true);
    expect(evaluateAudience(audience([fail, fail], 'OR'), ctx)).toBe(false);
    expect(evaluateAudience(audience([pass, pass], 'AND'), ctx)).toBe(true);
  });

  it('places no condition without groups or rules', () => {
    expect(evaluateAudience(audience([]), ctx)).toBe(true);
    expect(evaluateAudience(audience([{ conjunction: 'OR', rules: [] }]), ctx)).toBe(true);
  });

  it('explainAudience reports each rule and agrees with evaluateAudience', () => {
    const a = audience([
      { conjunction: 'OR', rules: [no, r('websiteVisits', 'gt', 2)] },
      { conjunction: 'AND', rules: [r('salesforceContact', 'is', true), r('lead.phone', 'is', 'x')] },
    ], 'OR');
    const explained = explainAudience(a, ctx);
    expect(explained.matched).toBe(evaluateAudience(a, ctx));
    expect(explained.groups.map((g) => g.matched)).toEqual([true, false]);
    expect(explained.groups[1]!.rules).toEqual([
      { field: 'salesforceContact', operator: 'is', matched: true },
      { field: 'lead.phone', operator: 'is', matched: false, skipped: 'missingData' },
    ]);
    for (const conj of ['AND', 'OR'] as const) {
      const b = { ...a, groupsConjunction: conj };
      expect(explainAudience(b, ctx).matched).toBe(evaluateAudience(b, ctx));
    }
  });

  it('takes a project\'s own fields', () => {
    const score = { key: 'leadScore', label: 'Lead score', group: 'Parley' as const, scope: 'lead' as const, type: 'attribute' as const, valueType: 'number' as const, source: 'lead.score' };
    const a = audience([{ conjunction: 'AND', rules: [r('leadScore', 'gt', 40)] }]);
    expect(evaluateAudience(a, ctx, [score])).toBe(true);
    expect(evaluateAudience(a, ctx)).toBe(false);
  });
});
