// Pure rules of inbox search: the words a query looks up, the marked text as segments, where a result leads.
import { describe, expect, it } from 'vitest';
import { searchWords, searchQuerySchema, SEARCH_MSG } from '../../../src/domain/search/query';
import { HIT_CLOSE, HIT_OPEN, toSegments } from '../../../src/domain/search/highlight';
import { foundPosition, hitTarget, searchable } from '../../../src/custom/inbox/search/model';
import { buildConversation } from '../inbox-model/builders';

describe('search words', () => {
  it('keeps letters and digits of any script, lower-cased, once each, at most eight', () => {
    expect(searchWords('Anna@Acme.io  "refund"* NEAR(x)')).toEqual(['anna', 'acme', 'io', 'refund', 'near', 'x']);
    expect(searchWords('Ünïcode 東京 ２０２４')).toEqual(['ünïcode', '東京', '2024']);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
    expect(searchWords('*:-()"')).toEqual([]);
  });

  it('validates the query with the messages the box and the server share', async () => {
    await expect(searchQuerySchema.validate({ q: '()' })).rejects.toThrow(SEARCH_MSG.noWords);
    expect(searchable('re')).toBe(true);
    expect(searchable('  ')).toBe(false);
    expect(searchable('x'.repeat(201))).toBe(false);
  });
});

describe('marked text', () => {
  it('becomes text segments, matched words flagged', () => {
    expect(toSegments(`Where is my ${HIT_OPEN}refund${HIT_CLOSE} for ${HIT_OPEN}Acme${HIT_CLOSE}`)).toEqual([
      { text: 'Where is my ', hit: false },
      { text: 'refund', hit: true },
      { text: ' for ', hit: false },
      { text: 'Acme', hit: true },
    ]);
    expect(toSegments(`plain${HIT_OPEN}${HIT_CLOSE}`)).toEqual([{ text: 'plain', hit: false }]);
  });
});

describe('result target', () => {
  it('opens the conversation with its visitor and matched message, keeping the query', () => {
    const conversation = buildConversation({ id: 9, user: { id: 'v-9' } });
    const t = hitTarget({ conversation, field: 'message', snippet: [], messageId: 90, messagePos: 4 }, '?search=refund&tab=0');
    expect(t.pathname).toBe('/inbox/9');
    expect(new URLSearchParams(t.search).get('visitorId')).toBe('v-9');
    expect(foundPosition(t.search)).toBe(4);
    expect(new URLSearchParams(t.search).get('search')).toBe('refund');
    const byName = hitTarget({ conversation, field: 'name', snippet: [], messageId: null, messagePos: null }, '?message=4');
    expect(foundPosition(byName.search)).toBeNull();
  });
});
