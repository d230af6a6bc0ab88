// The builder's reducer (src/custom/highlights/model.ts) and the panel's pure rules (src/custom/inbox/highlights/model.ts).
import { describe, expect, it } from 'vitest';
import { catalogueFor, fieldIndex, HIGHLIGHTS_TEMPLATES, type HighlightsAccess, type HighlightValue } from '../../../src/domain/highlights';
import { builderReducer, initialBuilder, saveBlocker, type BuilderContext, type BuilderState } from '../../../src/custom/highlights/model';
import { pollInterval, rowView } from '../../../src/custom/inbox/highlights/model';

const access: HighlightsAccess = { hasSalesforce: true, hasHubspot: false, hasIntent: true, hasScoops: false, hasTechnology: false };
const fields = catalogueFor([]);
const ctx: BuilderContext = { index: fieldIndex(fields), access };
const reduce = builderReducer(ctx);
let n = 0;
const toggle = (s: BuilderState, key: string) => reduce(s, { type: 'toggle', key, id: `id${n++}` });

describe('builder reducer', () => {
  it('toggles fields in and out and marks the builder dirty', () => {
    let s = toggle(initialBuilder(), 'chat.email');
    expect(s.selected.map((x) => x.key)).toEqual(['chat.email']);
    expect(s.dirty).toBe(true);
    s = toggle(s, 'chat.email');
    expect(s.selected).toEqual([]);
  });

  it('opens the pop-up instead of selecting a field the project lacks', () => {
    const s = toggle(initialBuilder(), 'hubspot.ownerName');
    expect(s.selected).toEqual([]);
    expect(s.need).toEqual({ integration: 'hubspot' });
    expect(reduce(s, { type: 'closeNeed' }).need).toBeNull();
    expect(toggle(initialBuilder(), 'company.scoops').need).toEqual({ subscription: 'scoops' });
  });

  it('shows "15/15 fields already selected" on the 16th and clears it when a field goes', () => {
    const usable = fields.filter((f) => !f.group.match(/hubspot|technologies/) && f.key !== 'company.scoops');
    let s = initialBuilder();
    for (const f of usable.slice(0, 15)) s = toggle(s, f.key);
    expect(s.limitMessage).toBeNull();
    s = toggle(s, usable[15]!.key);
    expect(s.selected).toHaveLength(15);
    expect(s.limitMessage).toBe('15/15 fields already selected');
    s = reduce(s, { type: 'remove', key: usable[0]!.key });
    expect(s.limitMessage).toBeNull();
  });

  it('applies a template, telling how many fields it left out, and reorders', () => {
    const sales = HIGHLIGHTS_TEMPLATES.find((t) => t.id === 'sales')!;
    let s = reduce(initialBuilder(), { type: 'template', template: sales, makeId: () => `t${n++}` });
    expect(s.template).toEqual({ name: 'Sales essentials', skipped: 2 });
    expect(s.selected[0]!.key).toBe('chat.name');
    s = reduce(s, { type: 'move', from: 4, to: 0 });
    expect(s.selected[0]!.key).toBe('salesforce.ownerName');
    expect(reduce(s, { type: 'clear' })).toMatchObject({ selected: [], dirty: true, template: null });
    s = reduce(s, { type: 'saved', selected: s.selected });
    expect(s).toMatchObject({ dirty: false, template: null });
  });

  it('cannot save nothing, nor fields the project lost', () => {
    expect(saveBlocker(initialBuilder(), ctx)).toBe('Select at least one field');
    expect(saveBlocker(initialBuilder([{ id: 'a', key: 'chat.name' }]), ctx)).toBeNull();
    expect(saveBlocker(initialBuilder([{ id: 'a', key: 'hubspot.ownerName' }]), ctx)).toMatch(/unavailable/);
  });
});

describe('panel rules', () => {
  const v = (o: Partial<HighlightValue>): HighlightValue => ({ id: 'a', key: 'salesforce.ownerName', label: 'Owner name', group: 'salesforce', format: 'text', state: 'ready', value: 'Alex', ...o });
  it('polls each second while a source is pending, never otherwise', () => {
    expect(pollInterval(['enrichment'])).toBe(1000);
    expect(pollInterval([])).toBe(false);
    expect(pollInterval(undefined)).toBe(false);
  });
  it('says what each row shows', () => {
    expect(rowView(v({ state: 'pending', value: null }))).toEqual({ kind: 'loading' });
    expect(rowView(v({ need: { integration: 'salesforce' } }))).toEqual({ kind: 'locked', text: 'Integrate Salesforce' });
    expect(rowView(v({ need: { subscription: 'intent' } }))).toEqual({ kind: 'locked', text: 'Subscribe to Intent' });
    expect(rowView(v({ state: 'error', value: null, note: 'Could not load this right now' }))).toEqual({ kind: 'failed', text: 'Could not load this right now' });
    expect(rowView(v({ value: null, note: 'No matching record' }))).toEqual({ kind: 'empty', text: 'No matching record' });
    expect(rowView(v({ format: 'link', value: 'Contact 003', href: 'https://x.my.salesforce.com/lightning/r/Contact/003/view' }))).toEqual({ kind: 'link', text: 'Open in Salesforce', href: 'https://x.my.salesforce.com/lightning/r/Contact/003/view' });
    expect(rowView(v({ href: 'javascript:alert(1)' }))).toEqual({ kind: 'text', text: 'Alex' });
    expect(rowView(v({ value: 'a, b', items: ['a', 'b'] }))).toEqual({ kind: 'list', items: ['a', 'b'] });
  });
});
