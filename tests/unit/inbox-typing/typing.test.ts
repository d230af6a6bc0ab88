// The pure typing rules (domain/inbox/typing.ts): what the agent's inbox shows while a visitor types, and when the
// agent's editor tells the visitor.
import { describe, expect, it } from 'vitest';
import {
  NO_TYPING,
  TYPING_QUIET,
  TYPING_REPEAT_MS,
  TYPING_SHOWN_MS,
  isVisitorTypingEvent,
  typingEndedByMessage,
  typingExpired,
  typingIn,
  typingLabel,
  typingReceived,
  typingStep,
  type TypingSignal,
} from '../../../src/domain/inbox/typing';

const vera = (conversationId: number, typing: boolean) => ({ conversationId, typing, visitorId: 'v-vera', name: 'Vera' });

describe("a visitor's typing in the inbox", () => {
  it('shows on typing:true for 3 s, refreshed by each event, and says who', () => {
    const s1 = typingReceived(NO_TYPING, vera(7, true), 1000);
    expect(typingIn(s1, 7, 1000)).toEqual({ name: 'Vera', visitorId: 'v-vera', until: 1000 + TYPING_SHOWN_MS });
    expect(typingIn(s1, 8, 1000)).toBeNull();
    expect(typingLabel('Vera')).toBe('Vera is typing…');
    const s2 = typingReceived(s1, vera(7, true), 2500);
    expect(typingIn(s2, 7, 1000 + TYPING_SHOWN_MS + 100)?.until).toBe(2500 + TYPING_SHOWN_MS);
  });

  it('is cleared by typing:false, and expires without a refresh', () => {
    const s1 = typingReceived(typingReceived(NO_TYPING, vera(7, true), 1000), vera(9, true), 2000);
    const stopped = typingReceived(s1, vera(7, false), 1100);
    expect(typingIn(stopped, 7, 1100)).toBeNull();
    expect(typingIn(stopped, 9, 1100)).not.toBeNull();
    // Expiry drops only the stale entry; a state with nothing to drop is returned as is (no re-render).
    const later = typingExpired(s1, 1000 + TYPING_SHOWN_MS);
    expect(Object.keys(later)).toEqual(['9']);
    expect(typingExpired(later, 1000 + TYPING_SHOWN_MS)).toBe(later);
    expect(typingIn(s1, 7, 1000 + TYPING_SHOWN_MS)).toBeNull();
    expect(typingReceived(NO_TYPING, vera(7, false), 1)).toBe(NO_TYPING);
  });

  it("ends with the visitor's own message, not with an agent's", () => {
    const s1 = typingReceived(NO_TYPING, vera(7, true), 1000);
    expect(typingEndedByMessage(s1, 7, 'agent')).toBe(s1);
    expect(typingIn(typingEndedByMessage(s1, 7, 'visitor'), 7, 1000)).toBeNull();
  });

  it('accepts only well-formed events', () => {
    expect(isVisitorTypingEvent(vera(1, true))).toBe(true);
    expect(isVisitorTypingEvent({ conversationId: '1', typing: true, visitorId: 'v' })).toBe(false);
    expect(isVisitorTypingEvent({ conversationId: 1, typing: true })).toBe(false);
    expect(isVisitorTypingEvent(null)).toBe(false);
  });
});

describe("the agent's typing signal", () => {
  const run = (inputs: Array<[Parameters<typeof typingStep>[1], number]>) => {
    let s: TypingSignal = TYPING_QUIET;
    const sent: Array<[boolean, number]> = [];
    for (const [input, now] of inputs) {
      const step = typingStep(s, input, now);
      s = step.state;
      if (step.send !== null) sent.push([step.send, now]);
    }
    return sent;
  };

  it('sends typing:true at once, then at most every 2 s while keys keep coming', () => {
    const keys = Array.from({ length: 11 }, (_, i) => ['keystroke', i * 500] as ['keystroke', number]);
    expect(run(keys)).toEqual([
      [true, 0],
      [true, TYPING_REPEAT_MS],
      [true, 2 * TYPING_REPEAT_MS],
    ]);
  });

  it('sends typing:false when idle, on send, or on leaving — only after a typing:true', () => {
    expect(run([['keystroke', 0], ['idle', 3000]])).toEqual([[true, 0], [false, 3000]]);
    expect(run([['keystroke', 0], ['sent', 800], ['keystroke', 900]])).toEqual([[true, 0], [false, 800], [true, 900]]);
    expect(run([['keystroke', 0], ['left', 100], ['left', 200], ['idle', 3000]])).toEqual([[true, 0], [false, 100]]);
    expect(run([['sent', 0], ['idle', 10], ['left', 20]])).toEqual([]);
  });
});
