// Highlights domain rules: the catalogue in the spec's categories and groups, per-group counts, the 15-field limit
// with its message, templates, reordering, and what a project may use (CRM connected, subscription flags).
import { describe, expect, it } from 'vitest';
import {
  addField,
  catalogueFor,
  companyDomainOf,
  countsOf,
  crmValue,
  enrichmentValue,
  fieldIndex,
  fromTemplate,
  GROUPS,
  HIGHLIGHT_GROUPS,
  HIGHLIGHTS_MSG,
  HIGHLIGHTS_TEMPLATES,
  highlightsSaveSchema,
  menuOf,
  missingNeed,
  moveField,
  newFieldId,
  parleyValue,
  removeField,
  selectionProblem,
  templateKeys,
  unusable,
  type HighlightsAccess,
  type SelectedField,
} from '../../../src/domain/highlights';
import { HIGHLIGHTS_MAX_FIELDS } from '../../../src/domain/constants';

const ALL: HighlightsAccess = { hasSalesforce: true, hasHubspot: true, hasIntent: true, hasScoops: true, hasTechnology: true };
const NONE: HighlightsAccess = { hasSalesforce: false, hasHubspot: false, hasIntent: false, hasScoops: false, hasTechnology: false };
const fields = catalogueFor([{ key: 'budget', name: 'Budget', type: 'number' }]);
const index = fieldIndex(fields);
const pick = (...keys: string[]): SelectedField[] => keys.map((key, i) => ({ id: `id${i}`, key }));

describe('catalogue', () => {
  it('has the two categories with the spec groups and sections', () => {
    const menu = menuOf(fields);
    expect(menu.map((c) => c.category)).toEqual(['crm', 'intelligence']);
    expect(menu[0]!.groups.map((g) => g.label)).toEqual(['Chat', 'Salesforce', 'HubSpot']);
    expect(menu[1]!.groups.map((g) => g.label)).toEqual(['Contact', 'Company', 'Intent', 'Technologies']);
    expect(GROUPS.ziChat.sections.map((s) => s.id)).toEqual(['default', 'custom', 'dynamic', 'account']);
    expect(GROUPS.salesforce.sections.map((s) => s.id)).toEqual(['recordLink', 'owner', 'opportunity']);
    expect(GROUPS.hubspot.sections.map((s) => s.id)).toEqual(['recordLink', 'owner']);
    for (const g of menu.flatMap((c) => c.groups)) expect(g.fields.length).toBeGreaterThan(0);
  });
  it('puts the project custom chat fields in Chat / custom after the default ones', () => {
    const chat = fields.filter((f) => f.group === 'ziChat');
    expect(chat.slice(0, 5).map((f) => f.key)).toEqual(['chat.name', 'chat.email', 'chat.phone', 'chat.company', 'chat.custom.budget']);
    expect(index.get('chat.custom.budget')).toMatchObject({ section: 'custom', label: 'Budget', format: 'number' });
  });
  it('keys are unique', () => {
    expect(new Set(fields.map((f) => f.key)).size).toBe(fields.length);
  });
});

describe('counts and the 15-field limit', () => {
  it('counts per group under the spec keys', () => {
    const counts = countsOf(pick('chat.name', 'chat.email', 'salesforce.ownerName', 'intent.topics', 'nope'), index);
    expect(Object.keys(counts)).toEqual([...HIGHLIGHT_GROUPS]);
    expect(counts).toMatchObject({ ziChat: 2, salesforce: 1, hubspot: 0, intent: 1, technologies: 0 });
  });
  it('adds up to 15 and refuses the 16th with "15/15 fields already selected"', () => {
    let selected: SelectedField[] = [];
    const keys = fields.map((f) => f.key);
    for (let i = 0; i < HIGHLIGHTS_MAX_FIELDS; i++) {
      const r = addField(selected, keys[i]!, `f${i}`);
      expect(r.ok).toBe(true);
      if (r.ok) selected = r.selected;
    }
    const refused = addField(selected, keys[15]!);
    expect(refused).toEqual({ ok: false, message: '15/15 fields already selected' });
    expect(HIGHLIGHTS_MSG.limitReached).toBe('15/15 fields already selected');
  });
  it('refuses a field twice; removing frees a place', () => {
    const one = pick('chat.name');
    expect(addField(one, 'chat.name')).toEqual({ ok: false, message: HIGHLIGHTS_MSG.duplicate });
    expect(removeField(one, 'chat.name')).toEqual([]);
  });
  it('generates distinct ids the schema accepts', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newFieldId()));
    expect(ids.size).toBe(200);
    expect([...ids].every((id) => /^hl_[0-9a-z]{8}$/.test(id))).toBe(true);
  });
});

describe('reordering', () => {
  it('moves an entry down and up, clamping the target', () => {
    const s = pick('a', 'b', 'c');
    expect(moveField(s, 0, 2).map((x) => x.key)).toEqual(['b', 'c', 'a']);
    expect(moveField(s, 2, 0).map((x) => x.key)).toEqual(['c', 'a', 'b']);
    expect(moveField(s, 1, 99).map((x) => x.key)).toEqual(['a', 'c', 'b']);
    expect(moveField(s, 5, 0)).toEqual(s);
  });
});

describe('what a project may use', () => {
  it('CRM groups need their connection; Intent and Technologies their subscription; Scoops its own', () => {
    expect(missingNeed(index.get('salesforce.ownerName')!, NONE)).toEqual({ integration: 'salesforce' });
    expect(missingNeed(index.get('hubspot.recordLink')!, NONE)).toEqual({ integration: 'hubspot' });
    expect(missingNeed(index.get('intent.topics')!, NONE)).toEqual({ subscription: 'intent' });
    expect(missingNeed(index.get('technologies.all')!, NONE)).toEqual({ subscription: 'technologies' });
    expect(missingNeed(index.get('company.scoops')!, NONE)).toEqual({ subscription: 'scoops' });
    expect(missingNeed(index.get('company.industry')!, NONE)).toBeNull();
    expect(missingNeed(index.get('chat.email')!, NONE)).toBeNull();
    for (const f of fields) expect(missingNeed(f, ALL)).toBeNull();
  });
  it('the server refuses more than 15, unknown, repeated and unavailable fields', () => {
    expect(selectionProblem(pick(...fields.slice(0, 16).map((f) => f.key)), index, ALL)?.message).toBe('15/15 fields already selected');
    expect(selectionProblem(pick('chat.nope'), index, ALL)?.message).toBe(HIGHLIGHTS_MSG.unknownField);
    expect(selectionProblem([{ id: 'a', key: 'chat.name' }, { id: 'b', key: 'chat.name' }], index, ALL)?.message).toBe(HIGHLIGHTS_MSG.duplicate);
    expect(selectionProblem(pick('chat.name', 'intent.topics'), index, NONE)?.need).toEqual({ subscription: 'intent' });
    expect(selectionProblem(pick('chat.name', 'intent.topics'), index, ALL)).toBeNull();
  });
  it('lists saved entries the project can no longer use', () => {
    expect(unusable(pick('chat.name', 'salesforce.ownerName', 'chat.custom.gone'), index, NONE).map((s) => s.key)).toEqual(['salesforce.ownerName', 'chat.custom.gone']);
  });
});

describe('templates', () => {
  it('each holds at most 15 known fields, as group entries of that group', () => {
    for (const t of HIGHLIGHTS_TEMPLATES) {
      const keys = templateKeys(t);
      expect(keys.length).toBeLessThanOrEqual(HIGHLIGHTS_MAX_FIELDS);
      for (const e of t.templateList) for (const k of e.fields) expect(index.get(k)?.group).toBe(e.group);
    }
  });
  it('applying one keeps its order and skips what the project lacks', () => {
    const sales = HIGHLIGHTS_TEMPLATES.find((t) => t.id === 'sales')!;
    const r = fromTemplate(templateKeys(sales), index, { ...NONE, hasSalesforce: true });
    expect(r.selected.map((s) => s.key)).toEqual(templateKeys(sales).filter((k) => !k.startsWith('hubspot.')));
    expect(r.skipped).toEqual(['hubspot.recordLink', 'hubspot.ownerName']);
  });
});

describe('the save schema', () => {
  it('accepts 1 to 15 entries and answers the limit message above', async () => {
    await expect(highlightsSaveSchema.validate({ fields: pick('chat.name') })).resolves.toBeTruthy();
    await expect(highlightsSaveSchema.validate({ fields: [] })).rejects.toThrow(HIGHLIGHTS_MSG.pickOne);
    await expect(highlightsSaveSchema.validate({ fields: pick(...fields.slice(0, 16).map((f) => f.key)) })).rejects.toThrow('15/15 fields already selected');
    await expect(highlightsSaveSchema.validate({ fields: [{ id: 'x y', key: 'chat.name' }] })).rejects.toThrow();
  });
});

describe('values', () => {
  const parley = { name: 'Jane', email: 'jane@acme.example', company: 'Acme', domain: null, location: 'Berlin, DE', currentUrl: 'https://shop.example/pricing', visits: 3, timeOnSite: 125, firstSeen: 0, lastSeen: 60, answers: { budget: '5000', phone: '+1 555' } };
  it('reads the visitor record and the bot answers', () => {
    expect(parleyValue(index.get('chat.custom.budget')!, parley).value).toBe('5000');
    expect(parleyValue(index.get('chat.phone')!, parley).value).toBe('+1 555');
    expect(parleyValue(index.get('chat.timeOnSite')!, parley).value).toBe('2 min 5 s');
    expect(parleyValue(index.get('chat.domain')!, parley).value).toBe('acme.example');
    expect(parleyValue(index.get('chat.currentPage')!, parley).href).toBe('https://shop.example/pricing');
  });
  it('reads owner, opportunity and the record link of a CRM record', () => {
    const r = { recordType: 'Contact', recordId: '003X', recordUrl: 'https://x/lightning/r/Contact/003X/view', ownerName: 'Alex Morgan', ownerEmail: 'alex@x', opportunity: { name: 'Acme renewal', amount: 48000, currency: 'USD', stage: 'Negotiation/Review', closeDate: '2026-12-01' } };
    expect(crmValue(index.get('salesforce.recordLink')!, r)).toEqual({ value: 'Contact 003X', href: r.recordUrl });
    expect(crmValue(index.get('salesforce.ownerName')!, r).value).toBe('Alex Morgan');
    expect(crmValue(index.get('salesforce.opportunityAmount')!, r).value).toBe('$48,000');
    expect(crmValue(index.get('salesforce.opportunityStage')!, r).value).toBe('Negotiation/Review');
    expect(crmValue(index.get('hubspot.ownerEmail')!, r).value).toBe('alex@x');
    expect(crmValue(index.get('hubspot.lifecycleStage')!, { ...r, lifecycleStage: 'marketingqualifiedlead' }).value).toBe('Marketing qualified lead');
  });
  it('reads enrichment: intent sorted by score, technologies by category', () => {
    const company = { name: 'Acme', domain: 'acme.example', industry: 'Software', employeeRange: '201-500', revenueRange: '$50M-$100M', headquarters: 'Austin, US', founded: 2004, technologies: [{ name: 'Salesforce', category: 'CRM' }, { name: 'Marketo', category: 'Marketing Automation' }], intent: [{ topic: 'Live chat', score: 71, lastSeen: '2026-11-01' }, { topic: 'CRM', score: 88, lastSeen: '2026-11-20' }] };
    const e = { person: null, company };
    expect(enrichmentValue(index.get('intent.topTopic')!, e).value).toBe('CRM');
    expect(enrichmentValue(index.get('intent.topics')!, e).items).toEqual(['CRM (88)', 'Live chat (71)']);
    expect(enrichmentValue(index.get('intent.lastSignal')!, e).value).toBe('2026-11-20');
    expect(enrichmentValue(index.get('technologies.crm')!, e).value).toBe('Salesforce');
    expect(enrichmentValue(index.get('contact.jobTitle')!, e).value).toBeNull();
  });
  it('enriches the business domain of the email, not a free mail provider', () => {
    expect(companyDomainOf('jane@Acme.example', null)).toBe('acme.example');
    expect(companyDomainOf('jane@gmail.com', 'https://www.globex.example/x')).toBe('globex.example');
    expect(companyDomainOf(null, null)).toBeNull();
  });
});
