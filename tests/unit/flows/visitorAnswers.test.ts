// The bot's answers that reach the visitor record: name, email and company when well-formed and new.
import { describe, expect, it } from 'vitest';
import { identityFromAnswers } from '../../../src/domain/flows/visitorAnswers';

const visitor = { name: 'Site visitor', email: null, company: null };

describe('identity from the bot answers', () => {
  it('takes name, email (lower-cased) and company, trimmed', () => {
    expect(identityFromAnswers({ name: ' Ada Lovelace ', email: ' Ada@Example.COM ', company: 'Analytical Engines ' }, visitor)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Engines',
    });
  });

  it('ignores other fields, empty or malformed values, values over the limits and unchanged ones', () => {
    expect(identityFromAnswers({ budget: '5000', phone: '+44 20 7946 0000' }, visitor)).toEqual({});
    expect(identityFromAnswers({ name: '   ', email: 'not-an-email', company: 'x'.repeat(101) }, visitor)).toEqual({});
    expect(identityFromAnswers({ name: 'Ada', email: 'ada@example.com' }, { name: 'Ada', email: 'ada@example.com', company: null })).toEqual({});
  });
});
