import { describe, expect, it } from 'vitest';
import { chosenOptions, isAtEnd } from '../../../src/domain/inbox/threadView';

const bot = (text: string, buttons?: string[]) => ({ type: 'message' as const, senderType: 'bot' as const, text, ...(buttons ? { buttons: buttons.map((label, i) => ({ id: `o${i}`, label })) } : {}) });
const visitor = (text: string) => ({ type: 'message' as const, senderType: 'visitor' as const, text });
const info = (text: string) => ({ type: 'info' as const, senderType: 'system' as const, text });

describe('chosenOptions', () => {
  it('marks the option the visitor answered with, across bot notes, case-insensitively', () => {
    const thread = [bot('Hi! How can we help?', ['Talk to sales', 'I need help']), info('Routing note'), visitor('talk to sales'), bot('Your email?')];
    expect([...chosenOptions(thread)]).toEqual([[0, 'Talk to sales']]);
  });

  it('marks nothing while the visitor has not answered, or answered with free text', () => {
    expect(chosenOptions([bot('Pick one', ['A', 'B'])]).size).toBe(0);
    expect(chosenOptions([bot('Pick one', ['A', 'B']), visitor('neither, thanks')]).size).toBe(0);
    // A second question with buttons before any answer: the answer belongs to the later one.
    expect([...chosenOptions([bot('First', ['A']), bot('Second', ['B']), visitor('B')])]).toEqual([[1, 'B']]);
  });
});

describe('isAtEnd', () => {
  it('is true within the slack of the end, false when scrolled up', () => {
    expect(isAtEnd({ scrollHeight: 2000, scrollTop: 1500, clientHeight: 480 })).toBe(true);
    expect(isAtEnd({ scrollHeight: 2000, scrollTop: 1000, clientHeight: 480 })).toBe(false);
  });
});
