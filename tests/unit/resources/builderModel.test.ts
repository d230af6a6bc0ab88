// The audience builder's model: picking a field picks its operators and an empty value of its type; the payload
// converts what inputs hold; validation is the domain's, with its messages at the rule's paths.
import { audienceSchema, validateAudience } from '../../../src/domain/audience/model';
import { ADMIN_MSG } from '../../../src/domain/adminMessages';
import {
  addGroup,
  addRule,
  addTrigger,
  draftFromRecord,
  emptyDraft,
  errorsOf,
  removeRule,
  setTriggerValue,
  toPayload,
  updateRule,
  withField,
  withOperator,
  withValue,
  type AudienceDraft,
  type DraftRule,
} from '../../../src/resources/audiences/builderModel';

const withRule = (rule: DraftRule, name = 'Hot accounts'): AudienceDraft => ({ ...emptyDraft(), name, groups: [{ conjunction: 'AND', rules: [rule] }] });

async function errorsFor(draft: AudienceDraft) {
  return validateAudience(toPayload(draft)).then(
    () => ({}),
    (e: unknown) => errorsOf(e),
  );
}

describe('rule edits', () => {
  it('picks the first operator of the field and an empty value of its type', () => {
    expect(withField('websiteVisits')).toEqual({ field: 'websiteVisits', operator: 'gt', value: '' });
    expect(withField('marketoList')).toEqual({ field: 'marketoList', operator: 'in', value: [] });
    expect(withField('employeeRange')).toEqual({ field: 'employeeRange', operator: 'between', value: undefined });
    expect(withField('salesforceContact')).toEqual({ field: 'salesforceContact', operator: 'is', value: true });
    expect(withField('salesforceOpportunityCreated')).toEqual({ field: 'salesforceOpportunityCreated', operator: 'inLast', value: '' });
    expect(withField('companyName')).toEqual({ field: 'companyName', operator: 'is', value: '' });
  });

  it('drops the value for is known / is unknown and brings an empty one back after', () => {
    const known = withOperator(withValue(withField('lead.email'), 'x@y.z'), 'isKnown');
    expect(known).toEqual({ field: 'lead.email', operator: 'isKnown' });
    expect(withOperator(known, 'contains')).toEqual({ field: 'lead.email', operator: 'contains', value: '' });
    expect(withOperator(withValue(withField('country'), 'Norway'), 'isNot').value).toBe('Norway');
  });
});

describe('draft edits', () => {
  it('adds and removes rules, groups and triggers without touching the others', () => {
    let d = addRule(emptyDraft(), 0);
    d = updateRule(d, 0, 1, () => withField('country'));
    d = addGroup(d);
    d = addTrigger(addTrigger(d, 'visitUrl'), 'elementClick');
    d = setTriggerValue(d, 1, '#demo');
    expect(d.groups.map((g) => g.rules.map((r) => r.field))).toEqual([['', 'country'], ['']]);
    expect(removeRule(d, 0, 0).groups[0]!.rules.map((r) => r.field)).toEqual(['country']);
    expect(d.triggers).toEqual([
      { type: 'visitUrl', value: [''] },
      { type: 'elementClick', value: '#demo' },
    ]);
  });

  it('reads a stored audience back into a draft', () => {
    const stored = {
      id: 3,
      name: 'Hot',
      groupsConjunction: 'OR' as const,
      groups: [{ conjunction: 'OR' as const, rules: [{ field: 'websiteVisits', operator: 'gt' as const, value: 3 }] }],
      triggers: [{ type: 'visitUrl' as const, value: ['/pricing'] }],
    };
    expect(draftFromRecord(stored)).toEqual({
      name: 'Hot',
      groupsConjunction: 'OR',
      groups: [{ conjunction: 'OR', rules: [{ field: 'websiteVisits', operator: 'gt', value: 3 }] }],
      triggers: [{ type: 'visitUrl', value: ['/pricing'] }],
    });
    expect(draftFromRecord({ name: 'Empty', groups: [] }).groups).toHaveLength(1);
  });
});

describe('payload', () => {
  it('turns what the inputs hold into values of the field types', () => {
    const d: AudienceDraft = {
      name: '  Pricing visitors  ',
      groupsConjunction: 'AND',
      groups: [
        {
          conjunction: 'OR',
          rules: [
            { field: 'websiteVisits', operator: 'gt', value: '3' },
            { field: 'marketoList', operator: 'in', value: ['12', ' 40 '] },
            { field: 'technologies', operator: 'notIn', value: ['Salesforce', ''] },
            { field: 'employeeRange', operator: 'between', value: { from: 51, to: 500 } },
            { field: 'salesforceLead', operator: 'is', value: false },
            { field: 'salesforceOpportunityRemoved', operator: 'notInLast', value: '30' },
            { field: 'lead.email', operator: 'isUnknown', value: 'ignored' },
            { field: 'visitedUrl', operator: 'contains', value: ' /pricing ' },
          ],
        },
      ],
      triggers: [
        { type: 'visitUrl', value: [' acme.test/pricing* ', ''] },
        { type: 'formSubmit', value: ' #signup ' },
      ],
    };
    const payload = toPayload(d);
    expect(payload.groups[0]!.rules).toEqual([
      { field: 'websiteVisits', operator: 'gt', value: 3 },
      { field: 'marketoList', operator: 'in', value: [12, 40] },
      { field: 'technologies', operator: 'notIn', value: ['Salesforce'] },
      { field: 'employeeRange', operator: 'between', value: { from: 51, to: 500 } },
      { field: 'salesforceLead', operator: 'is', value: false },
      { field: 'salesforceOpportunityRemoved', operator: 'notInLast', value: 30 },
      { field: 'lead.email', operator: 'isUnknown' },
      { field: 'visitedUrl', operator: 'contains', value: '/pricing' },
    ]);
    expect(payload.triggers).toEqual([
      { type: 'visitUrl', value: ['acme.test/pricing*'] },
      { type: 'formSubmit', value: '#signup' },
    ]);
    // The schema accepts it as it is (apart from trimming the name).
    expect(audienceSchema.validateSync(payload, { abortEarly: false })).toEqual({ ...payload, name: 'Pricing visitors' });
  });
});

describe('validation messages at their paths', () => {
  it('asks for a name and for a field', async () => {
    expect(await errorsFor(withRule({ field: '', operator: '' }, ''))).toMatchObject({
      name: ADMIN_MSG.audienceNameRequired,
      'groups[0].rules[0].field': ADMIN_MSG.selectField,
      'groups[0].rules[0].operator': ADMIN_MSG.missingRequiredFields,
    });
  });

  it('asks for a value for every value type that needs one', async () => {
    for (const key of ['websiteVisits', 'country', 'employeeRange', 'technologies', 'salesforceOpportunityCreated']) {
      expect(await errorsFor(withRule(withField(key)))).toEqual({ 'groups[0].rules[0].value': ADMIN_MSG.enterValue });
    }
    expect(await errorsFor(withRule(withField('marketoList')))).toEqual({ 'groups[0].rules[0].value': ADMIN_MSG.selectList });
    expect(await errorsFor(withRule(withField('salesforceContact')))).toEqual({});
    expect(await errorsFor(withRule({ field: 'websiteVisits', operator: 'gt', value: 'lots' }))).toEqual({ 'groups[0].rules[0].value': ADMIN_MSG.enterValue });
  });

  it('reports a group without rules and an empty trigger', async () => {
    const d = addTrigger({ ...emptyDraft(), name: 'A', groups: [{ conjunction: 'AND', rules: [] }] }, 'elementClick');
    expect(await errorsFor(d)).toEqual({
      'groups[0].rules': ADMIN_MSG.missingRequiredFields,
      'triggers[0].value': ADMIN_MSG.enterValue,
    });
  });

  it('returns null for anything but a validation error', () => {
    expect(errorsOf(new Error('boom'))).toBeNull();
  });
});
