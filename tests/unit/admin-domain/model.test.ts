// audienceSchema: the audience form's and the server's check, with the spec §5 messages.
import * as yup from 'yup';
import { audienceSchema, audienceSchemaFor, triggerValueError, validateAudience } from '../../../src/domain/audience/model';
import { errorsOf } from './helpers';

const valid = {
  name: 'Enterprise visitors',
  groupsConjunction: 'AND',
  groups: [
    {
      conjunction: 'OR',
      rules: [
        { field: 'employeeRange', operator: 'between', value: { from: 1001, to: null } },
        { field: 'marketoList', operator: 'in', value: [101] },
        { field: 'lead.email', operator: 'isKnown' },
        { field: 'visitedUrl', operator: 'regex', value: '/pricing$' },
        { field: 'salesforceContact', operator: 'is', value: false },
        { field: 'salesforceOpportunityCreated', operator: 'inLast', value: 30 },
        { field: 'websiteVisits', operator: 'gt', value: '3' },
      ],
    },
  ],
  triggers: [
    { type: 'visitUrl', value: ['acme.com/pricing*'] },
    { type: 'formSubmit', value: '#demo-form' },
    { type: 'elementClick', value: '.cta' },
  ],
};

const withRule = (rule: Record<string, unknown>) => ({ ...valid, groups: [{ conjunction: 'AND', rules: [rule] }] });
const ruleErrors = (rule: Record<string, unknown>) => errorsOf(audienceSchema, withRule(rule));

describe('audienceSchema', () => {
  it('accepts a complete audience and trims its name', async () => {
    expect(errorsOf(audienceSchema, valid)).toEqual({});
    const audience = await validateAudience({ ...valid, name: '  Enterprise visitors ' });
    expect(audience.name).toBe('Enterprise visitors');
    expect(audience.groups[0]!.rules).toHaveLength(7);
  });

  it("says 'Audience name is required'", () => {
    for (const name of ['', '   ', undefined]) expect(errorsOf(audienceSchema, { ...valid, name }).name).toBe('Audience name is required');
  });

  it("says 'Missing required fields' without groups or rules", () => {
    expect(errorsOf(audienceSchema, { ...valid, groups: [] }).groups).toBe('Missing required fields');
    expect(errorsOf(audienceSchema, { ...valid, groups: undefined }).groups).toBe('Missing required fields');
    expect(errorsOf(audienceSchema, { ...valid, groups: [{ conjunction: 'AND', rules: [] }] })['groups[0].rules']).toBe('Missing required fields');
  });

  it("says 'Please select a field' for a missing or unknown field", () => {
    expect(ruleErrors({ operator: 'is', value: 'x' })['groups[0].rules[0].field']).toBe('Please select a field');
    expect(ruleErrors({ field: 'shoeSize', operator: 'is', value: 'x' })['groups[0].rules[0].field']).toBe('Please select a field');
  });

  it("says 'Missing required fields' without an operator", () => {
    expect(ruleErrors({ field: 'country', value: 'x' })['groups[0].rules[0].operator']).toBe('Missing required fields');
  });

  it('refuses an operator the field does not offer', () => {
    const msg = 'This operator is not available for the selected field';
    expect(ruleErrors({ field: 'companyName', operator: 'regex', value: 'a' })['groups[0].rules[0].operator']).toBe(msg);
    expect(ruleErrors({ field: 'visitedUrl', operator: 'isKnown' })['groups[0].rules[0].operator']).toBe(msg);
    expect(ruleErrors({ field: 'websiteVisits', operator: 'contains', value: '3' })['groups[0].rules[0].operator']).toBe(msg);
  });

  it("says 'Please enter a value' for a value that does not fit the value type", () => {
    const bad: Array<Record<string, unknown>> = [
      { field: 'country', operator: 'is' },
      { field: 'country', operator: 'contains', value: '   ' },
      { field: 'websiteVisits', operator: 'gt', value: 'many' },
      { field: 'websiteVisits', operator: 'gt', value: '' },
      { field: 'employeeRange', operator: 'between', value: '51-200' },
      { field: 'employeeRange', operator: 'between', value: { from: 'a', to: null } },
      { field: 'salesforceContact', operator: 'is', value: 'yes' },
      { field: 'salesforceOpportunityCreated', operator: 'inLast', value: 0 },
      { field: 'salesforceOpportunityCreated', operator: 'inLast', value: 2.5 },
      { field: 'technologies', operator: 'in', value: [] },
      { field: 'technologies', operator: 'in', value: [' '] },
    ];
    for (const rule of bad) expect(ruleErrors(rule)['groups[0].rules[0].value'], JSON.stringify(rule)).toBe('Please enter a value');
  });

  it("asks for a list from the dropdown on marketing-list fields", () => {
    expect(ruleErrors({ field: 'pardotList', operator: 'in', value: [] })['groups[0].rules[0].value']).toBe(
      'Please select atleast one list from the dropdown',
    );
  });

  it('refuses an inverted range', () => {
    expect(ruleErrors({ field: 'revenueRange', operator: 'between', value: { from: 10, to: 5 } })['groups[0].rules[0].value']).toBe(
      'The lower bound must not be above the upper bound',
    );
  });

  it('needs a regex value to compile in the safe engine', () => {
    const msg = 'Please enter a valid regular expression';
    for (const value of ['([', '(a)\\1', '(?<=x)y']) {
      expect(ruleErrors({ field: 'country', operator: 'regex', value })['groups[0].rules[0].value']).toBe(msg);
    }
    expect(ruleErrors({ field: 'country', operator: 'regex', value: '^(us|ca)' })).toEqual({});
  });

  it('validates trigger values by trigger type', () => {
    const t = (trigger: Record<string, unknown>) => errorsOf(audienceSchema, { ...valid, triggers: [trigger] });
    expect(t({ type: 'visitUrl', value: [] })['triggers[0].value']).toBe('Please enter a value');
    expect(t({ type: 'visitUrl', value: ['ok', ' '] })['triggers[0].value']).toBe('Please enter a value');
    expect(t({ type: 'formSubmit', value: '' })['triggers[0].value']).toBe('Please select a form from the website');
    expect(t({ type: 'elementClick', value: undefined })['triggers[0].value']).toBe('Please enter a value');
    expect(t({ type: 'hover', value: 'x' })['triggers[0].type']).toBe('Missing required fields');
    expect(triggerValueError('visitUrl', ['/pricing'])).toBeNull();
  });

  it('reports every problem at once', () => {
    const errors = errorsOf(audienceSchema, {
      name: '',
      groups: [{ conjunction: 'AND', rules: [{ field: '', operator: 'is' }, { field: 'country', operator: 'is', value: '' }] }],
    });
    expect(errors).toEqual({
      name: 'Audience name is required',
      'groups[0].rules[0].field': 'Please select a field',
      'groups[0].rules[1].value': 'Please enter a value',
    });
  });

  it("defaults the conjunctions to AND and the triggers to none", () => {
    const cast = audienceSchema.cast({ name: 'x', groups: [{ rules: [] }] });
    expect(cast.groupsConjunction).toBe('AND');
    expect(cast.groups![0]!.conjunction).toBe('AND');
    expect(cast.triggers).toEqual([]);
  });

  it("accepts a project's own fields when given them", async () => {
    const score = { key: 'leadScore', label: 'Lead score', group: 'Parley' as const, scope: 'lead' as const, type: 'attribute' as const, valueType: 'number' as const, source: 'lead.score' };
    const input = withRule({ field: 'leadScore', operator: 'gt', value: 10 });
    expect(errorsOf(audienceSchemaFor([score]), input)).toEqual({});
    await expect(validateAudience(input)).rejects.toBeInstanceOf(yup.ValidationError);
  });
});
