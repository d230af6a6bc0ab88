// The widget's reducer and selectors: greeting, conversation start, unread counting, typing, bot buttons and
// prompts, CSAT requests, receipts, offline form.
import { describe, expect, it } from 'vitest';
import { activeButtons, activePrompt, initialState, newestStaffTime, openFeedbackIds, receiptOf, reduce, visibleMessages, type Action, type WidgetState } from '../../../widget/src/state';
import { pendingMessage } from '../../../widget/src/reconcile';
import { config, wire } from './builders';

const run = (actions: Action[], from: WidgetState = initialState) => actions.reduce(reduce, from);
const greeting = { flowId: 3, variantId: 'v-a', messages: [wire({ id: 0, pos: 0, senderType: 'bot', senderName: 'Bot', text: 'Hi! Need help?', buttons: [{ id: 'b1', label: 'Pricing' }] })] };

describe('widget state', () => {
  it('offers the bot greeting before a conversation exists, with its buttons answerable', () => {
    const s = run([{ type: 'configLoaded', config: config() }, { type: 'greetingOffered', greeting }]);
    expect(s.greetingDismissed).toBe(false);
    expect(visibleMessages(s).map((m) => m.text)).toEqual(['Hi! Need help?']);
    expect(activeButtons(s)?.buttons).toEqual([{ id: 'b1', label: 'Pricing' }]);
    const opened = reduce(s, { type: 'opened' });
    expect(opened.greetingDismissed).toBe(true); // the bubble goes once the window shows the greeting
  });

  it('takes a window opened while the page view was unanswered to the greeting; later greetings leave the screen', () => {
    // Opened before the answer came: the home screen was never the visitor's choice.
    const early = run([{ type: 'configLoaded', config: config() }, { type: 'opened' }]);
    expect(early.screen).toBe('home');
    const greeted = reduce(early, { type: 'greetingOffered', greeting });
    expect(greeted).toMatchObject({ screen: 'chat', greetingDismissed: true, firstViewAnswered: true });
    expect(visibleMessages(greeted).map((m) => m.text)).toEqual(['Hi! Need help?']);
    // Answered without a greeting, then one comes later (another page, a timed rule): the visitor stays on home.
    const answered = run([{ type: 'viewAnswered' }, { type: 'greetingOffered', greeting }], early);
    expect(answered.screen).toBe('home');
    expect(answered.greeting).toEqual(greeting);
    expect(reduce(answered, { type: 'viewAnswered' })).toBe(answered);
    // A closed window is not moved: the bubble shows the greeting and opening goes to the chat.
    const closed = run([{ type: 'configLoaded', config: config() }, { type: 'greetingOffered', greeting }]);
    expect(closed).toMatchObject({ screen: 'home', greetingDismissed: false });
    expect(reduce(closed, { type: 'opened' }).screen).toBe('chat');
  });

  it('ignores a greeting while a conversation is open and drops it once one starts', () => {
    const inConv = run([{ type: 'conversationResumed', conversationId: 9, status: 'open', messages: [wire({ id: 1 })] }]);
    expect(reduce(inConv, { type: 'greetingOffered', greeting })).toEqual({ ...inConv, firstViewAnswered: true });
    const started = run([{ type: 'greetingOffered', greeting }, { type: 'conversationStarted', conversationId: 4, messages: [wire({ id: 1, senderType: 'bot' })] }]);
    expect(started.greeting).toBeNull();
    expect(started.conversationId).toBe(4);
  });

  it('lets a greeting start afresh after a closed conversation', () => {
    const closed = run([{ type: 'conversationResumed', conversationId: 9, status: 'close', messages: [wire({ id: 1 })] }, { type: 'greetingOffered', greeting }]);
    expect(closed).toMatchObject({ conversationId: null, status: null, messages: [], greeting });
    expect(visibleMessages(closed).map((m) => m.text)).toEqual(['Hi! Need help?']);
  });

  it('counts agent and bot messages arriving while closed as unread, once each; opening clears them', () => {
    const base = run([{ type: 'conversationResumed', conversationId: 1, status: 'open', messages: [] }]);
    const m = wire({ id: 10, pos: 1 });
    const s = run(
      [
        { type: 'messagesReceived', conversationId: 1, messages: [m], live: true },
        { type: 'messagesReceived', conversationId: 1, messages: [m], live: true },
        { type: 'messagesReceived', conversationId: 1, messages: [wire({ id: 11, pos: 2, senderType: 'visitor' })], live: true },
        { type: 'messagesReceived', conversationId: 2, messages: [wire({ id: 12, pos: 1 })], live: true },
      ],
      base,
    );
    expect(s.unread).toBe(1);
    expect(s.messages.map((x) => x.id)).toEqual([10, 11]);
    expect(reduce(s, { type: 'opened' }).unread).toBe(0);
  });

  it("shows the agent's typing until they stop or their message arrives", () => {
    const base = run([{ type: 'conversationResumed', conversationId: 1, status: 'open', messages: [] }]);
    const typing = reduce(base, { type: 'typing', conversationId: 1, typing: true, name: 'Ann' });
    expect(typing.typing).toBe('Ann');
    expect(reduce(typing, { type: 'typing', conversationId: 1, typing: false, name: 'Ann' }).typing).toBeNull();
    expect(reduce(typing, { type: 'messagesReceived', conversationId: 1, messages: [wire({ id: 20 })], live: true }).typing).toBeNull();
    expect(reduce(base, { type: 'typing', conversationId: 2, typing: true, name: 'X' })).toBe(base);
  });

  it("offers buttons and input prompts only on the bot's newest message", () => {
    const ask = wire({ id: 1, pos: 1, senderType: 'bot', text: 'Your email?', prompt: { field: 'email', validation: 'email' } });
    const s = run([{ type: 'conversationResumed', conversationId: 1, status: 'open', messages: [ask] }]);
    expect(activePrompt(s)).toEqual({ field: 'email', validation: 'email' });
    const answered = reduce(s, { type: 'messagesReceived', conversationId: 1, messages: [wire({ id: 2, pos: 2, senderType: 'visitor' })], live: true });
    expect(activePrompt(answered)).toBeNull();
    const choose = wire({ id: 3, pos: 3, senderType: 'bot', buttons: [{ id: 'x', label: 'X' }] });
    const withButtons = reduce(answered, { type: 'messagesReceived', conversationId: 1, messages: [choose], live: true });
    expect(activeButtons(withButtons)?.messageIndex).toBe(2);
    const chosen = reduce(withButtons, { type: 'messageSending', message: pendingMessage({ clientId: 'c', text: 'X', senderName: 'V', visitorId: 'v1', now: 5 }) });
    expect(activeButtons(chosen)).toBeNull();
  });

  it('keeps a CSAT request open until the visitor rates or cancels it', () => {
    const ask = wire({ id: 1, type: 'feedback', feedback: { id: 'f1' } });
    const other = wire({ id: 2, type: 'feedback', feedback: { id: 'f2' } });
    expect([...openFeedbackIds([ask, other])]).toEqual(['f1', 'f2']);
    const rated = wire({ id: 3, type: 'csat_response', senderType: 'visitor', feedback: { id: 'f1', rating: 5, label: 'Excellent' } });
    const cancelled = wire({ id: 4, type: 'csat_cancel', senderType: 'visitor', feedback: { id: 'f2' } });
    expect([...openFeedbackIds([ask, other, rated, cancelled])]).toEqual([]);
  });

  it("puts the receipt under the visitor's newest message: sending, delivered, then seen once an agent read it", () => {
    const mine = wire({ id: 1, pos: 1, senderType: 'visitor', time: 100 });
    let s = run([{ type: 'conversationResumed', conversationId: 1, status: 'open', messages: [mine] }]);
    expect(receiptOf(s)).toEqual({ index: 0, label: 'delivered' });
    s = reduce(s, { type: 'agentRead', conversationId: 1, time: 100 });
    expect(receiptOf(s)?.label).toBe('seen');
    expect(reduce(s, { type: 'agentRead', conversationId: 1, time: 50 })).toBe(s); // older news changes nothing
    s = reduce(s, { type: 'messageSending', message: pendingMessage({ clientId: 'c', text: 'more', senderName: 'V', visitorId: 'v1', now: 200 }) });
    expect(receiptOf(s)).toEqual({ index: 1, label: 'sending' });
    s = reduce(s, { type: 'messageFailed', clientId: 'c' });
    expect(receiptOf(s)?.label).toBe('failed');
    expect(newestStaffTime(s.messages)).toBeNull();
  });

  it('shows the offline form when nobody can answer, unless a conversation is already going', () => {
    expect(run([{ type: 'configLoaded', config: config({ online: false }) }]).offline).toBe('form');
    expect(run([{ type: 'configLoaded', config: config({ online: false, offlineForm: false }) }]).offline).toBeNull();
    expect(run([{ type: 'configLoaded', config: config({ online: true }) }]).offline).toBeNull();
    const going = run([{ type: 'conversationResumed', conversationId: 1, status: 'open', messages: [] }, { type: 'configLoaded', config: config({ online: false }) }]);
    expect(going.offline).toBeNull();
    const sent = run([{ type: 'configLoaded', config: config({ online: false }) }, { type: 'offlineSent' }]);
    expect(sent.offline).toBe('sent');
  });
});
