// Issue 26: the contacts' pure rules (src/domain/contacts): identity keys, what an identity may change on a known
// contact (never an unverified one on a verified contact), merging, the import's header mapping and preview, the
// list's filter and CSV rows, and the identify body's schema.
import { describe, expect, it } from 'vitest';
import {
  attributesProblem,
  companyDomain,
  companyNameFromDomain,
  contactCsvRow,
  CONTACT_MSG,
  errorsByLine,
  identifySchema,
  identityChanges,
  importCandidate,
  importPreview,
  lastSeenFilter,
  mergedValues,
  normaliseEmail,
  personName,
  validRowCount,
  type Contact,
} from '../../../src/domain/contacts';

const known = (over: Partial<Parameters<typeof identityChanges>[0]> = {}) => ({ name: 'Vera', location: 'Paris', verified: false, attributes: { plan: 'pro' }, ...over });

describe('identity', () => {
  it('one key per email whatever its case and spaces; companies by work domain only', () => {
    expect(normaliseEmail('  Rita@ACME.example ')).toBe('rita@acme.example');
    expect(companyDomain('rita@acme.example')).toBe('acme.example');
    expect(companyDomain('someone@gmail.com')).toBeNull();
    expect(companyNameFromDomain('acme-corp.co.uk')).toBe('Acme-corp');
  });

  it('an unverified identity never changes a verified contact; otherwise blanks never erase and attributes merge', () => {
    expect(identityChanges(known({ verified: true }), { name: 'Mallory', attributes: { plan: 'free' }, source: 'identify', verified: false })).toEqual({});
    expect(identityChanges(known({ verified: true }), { name: 'Vera R.', source: 'identify', verified: true })).toEqual({ name: 'Vera R.' });
    expect(identityChanges(known(), { name: '  ', location: '', attributes: { seats: 3 }, source: 'bot', verified: false })).toEqual({ attributes: { plan: 'pro', seats: 3 } });
    expect(identityChanges(known(), { source: 'identify', verified: true })).toEqual({ verified: true });
  });

  it('merging keeps the kept contact\u2019s values, fills its blanks and unites the tags', () => {
    const kept = { ...known({ name: '', location: 'Lyon' }), tags: ['vip'] };
    const other = { ...known({ name: 'Max', verified: true, attributes: { plan: 'free', seats: 2 } }), tags: ['trial', 'vip'] };
    expect(mergedValues(kept, other)).toEqual({ name: 'Max', location: 'Lyon', verified: true, attributes: { plan: 'pro', seats: 2 }, tags: ['vip', 'trial'] });
  });

  it('a person is named by the contact, then the visitor, and only then "Site visitor"', () => {
    expect(personName('Rita Lead', '')).toBe('Rita Lead');
    expect(personName(null, 'Rita')).toBe('Rita');
    expect(personName(' ', ' ')).toBe('Site visitor');
  });

  it('the identify body: a valid email, flat attributes, an optional hash', async () => {
    await expect(identifySchema.validate({ email: 'a@b.example', attributes: { plan: 'pro', seats: 3, trial: false } })).resolves.toMatchObject({ email: 'a@b.example', name: '' });
    await expect(identifySchema.validate({ email: 'nope' })).rejects.toThrow('Please enter a valid email address!');
    expect(attributesProblem({ nested: { a: 1 } })).toBe(CONTACT_MSG.attributes);
    expect(attributesProblem(['a'])).toBe(CONTACT_MSG.attributes);
    expect(attributesProblem(Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i])))).toBe(CONTACT_MSG.tooManyAttributes);
    expect(attributesProblem({ plan: 'pro' })).toBeNull();
  });
});

describe('CSV import and export', () => {
  it('maps common header names and splits tags', () => {
    expect(importCandidate({ 'Email Address': 'a@b.example', 'Full name': 'Ann', Organization: 'Acme', Tags: 'vip; trial,beta', Ignored: 'x' })).toEqual({
      email: 'a@b.example',
      name: 'Ann',
      company: 'Acme',
      tags: ['vip', 'trial', 'beta'],
    });
  });

  it('previews every row with its line (the header is line 1) and the errors the server would answer', () => {
    const preview = importPreview([{ email: 'ok@b.example', name: 'Ok' }, { email: 'broken' }, { name: 'No email' }]);
    expect(preview.map((r) => [r.line, r.errors])).toEqual([
      [2, []],
      [3, ['Please enter a valid email address!']],
      [4, ['This field cannot be empty']],
    ]);
    expect(validRowCount(preview)).toBe(1);
    expect(errorsByLine([{ line: 3, errors: ['x'] }]).get(3)).toEqual(['x']);
  });

  it('exports a row per contact that the import reads back', () => {
    const c: Contact = {
      id: 1, email: 'a@b.example', name: 'Ann', company: { id: 2, name: 'Acme' }, location: 'Paris', verified: false, source: 'bot',
      firstSeenAt: 0, lastSeenAt: 86_400, conversationCount: 3, openConversationCount: 1, tags: ['vip', 'trial'], attributes: { plan: 'pro' }, crmLinks: [],
    };
    const row = contactCsvRow(c);
    expect(row).toMatchObject({ email: 'a@b.example', company: 'Acme', tags: 'vip; trial', last_seen: '1970-01-02T00:00:00.000Z', attr_plan: 'pro' });
    expect(importCandidate(row)).toMatchObject({ email: 'a@b.example', name: 'Ann', company: 'Acme', tags: ['vip', 'trial'] });
  });

  it('the "last seen" filter as a time', () => {
    expect(lastSeenFilter('week', 1_000_000)).toEqual({ lastSeenFrom: 1_000_000 - 7 * 86_400 });
    expect(lastSeenFilter('whenever', 1_000_000)).toEqual({});
  });
});
