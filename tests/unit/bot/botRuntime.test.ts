// The runtime as the server runs it: the demo flow's branches step by step, and every runtime output as the bot
// message the server stores (buttons, prompts, links, calendars, CSAT) or the effect it performs.
import { describe, expect, it } from 'vitest';
import { advance, isEffect, resumeFlow, runtimeCursor, startFlow, type BotOutput, type RuntimeState } from '../../../src/domain/flows/runtime';
import { validateFlow } from '../../../src/domain/flows/validate';
import { FEATURES } from '../../../src/domain/plans';
import { textDoc } from '../../../src/domain/flows/steps';
import { demoFlow } from '../../../demo/seed/project';
import { fromBotMessage, previewMessage, BOT_TEXT } from '../../../server/services/bot/botMessages';
import { inputOf, isUnexpectedReply, optionLabel } from '../../../server/services/bot/botService';
import { actionOf } from '../../../server/services/bot/integrations';
import type { Flow } from '../../../src/domain/flows/types';

const messages = (outs: BotOutput[]) => outs.filter((o) => !isEffect(o)).map((o) => fromBotMessage(o as never, 'Parley Bot', 100, null));
/** Stored and resumed between inputs, as the server keeps it on the conversation. */
const roundTrip = (s: RuntimeState, flow: Flow) => resumeFlow(flow, JSON.parse(JSON.stringify(runtimeCursor(s))));

describe('the demo flow on the server', () => {
  const flow = demoFlow(1);

  it('is a valid flow for an enterprise project', () => {
    expect(validateFlow(flow, { features: [...FEATURES], teamIds: [], memberIds: [] }).errors).toEqual([]);
  });

  it('greets with text and two buttons, then waits', () => {
    const r = advance(startFlow(flow), { kind: 'start' });
    const shown = messages(r.outputs);
    expect(shown.map((m) => m.text)).toEqual(['Hi there 👋 Welcome to the Parley demo. How can we help?', '']);
    expect(shown[1]!.payload).toEqual({ buttons: [{ id: 'demo-sales', label: 'Talk to sales' }, { id: 'demo-support', label: 'I need help' }] });
    expect(shown.every((m) => m.senderType === 'bot' && m.senderName === 'Parley Bot' && m.type === 'message')).toBe(true);
    expect(r.state).toMatchObject({ status: 'waiting', waiting: 'greeting' });
    expect(optionLabel(r.state, 'demo-support')).toBe('I need help');
  });

  it('sales branch: button -> email prompt -> invalid email refused -> valid email -> handoff to everyone', () => {
    let s = advance(startFlow(flow), { kind: 'start' }).state;
    let r = advance(roundTrip(s, flow), { kind: 'button', optionId: 'demo-sales' });
    expect(messages(r.outputs)).toMatchObject([{ text: 'Great! What is your work email?', payload: { prompt: { field: 'email', validation: 'email' } } }]);
    expect(r.visits).toEqual([{ pathId: 'demo-path-sales', stepId: 'demo-sales-email' }]);
    s = r.state;
    r = advance(roundTrip(s, flow), { kind: 'text', text: 'not an email' });
    expect(messages(r.outputs).map((m) => m.text)).toEqual(['Please enter a valid email address!', 'Great! What is your work email?']);
    r = advance(roundTrip(r.state, flow), { kind: 'text', text: 'jane@acme.example' });
    expect(r.state.answers).toEqual({ email: 'jane@acme.example' });
    expect(messages(r.outputs).map((m) => m.text)).toEqual(['Thanks! Connecting you with our team now.']);
    const handoff = r.outputs.find((o) => o.kind === 'handoff');
    expect(handoff).toMatchObject({ routing: { mode: 'everyone', destination: 'inbox' }, waitSeconds: 60 });
    expect(r.state.status).toBe('handedOff');
    // A handed-over bot ignores what follows.
    expect(advance(roundTrip(r.state, flow), { kind: 'text', text: 'hello?' }).outputs).toEqual([]);
  });

  it('support branch: typed label picks the button, a free question, then the email', () => {
    let r = advance(advance(startFlow(flow), { kind: 'start' }).state, { kind: 'text', text: 'i need HELP' });
    expect(messages(r.outputs).map((m) => m.text)).toEqual(['Sure. What do you need help with?']);
    r = advance(r.state, { kind: 'text', text: 'My invoice is wrong' });
    expect(r.state.lastResponse).toBe('My invoice is wrong');
    expect(messages(r.outputs)[0]!.payload).toEqual({ prompt: { field: 'email', validation: 'email' } });
  });

  it('an unexpected reply: typed text that picks none of the waiting buttons', () => {
    const waiting = advance(startFlow(flow), { kind: 'start' }).state;
    expect(isUnexpectedReply(waiting, { kind: 'text', text: 'a human please' })).toBe(true);
    expect(isUnexpectedReply(waiting, { kind: 'text', text: ' talk to SALES ' })).toBe(false);
    expect(isUnexpectedReply(waiting, { kind: 'button', optionId: 'demo-sales' })).toBe(false);
    const prompt = advance(waiting, { kind: 'button', optionId: 'demo-sales' }).state;
    expect(isUnexpectedReply(prompt, { kind: 'text', text: 'anything' })).toBe(false); // an input step takes any text
  });

  it('an unknown button is refused and the buttons shown again', () => {
    const r = advance(advance(startFlow(flow), { kind: 'start' }).state, { kind: 'button', optionId: 'nope' });
    expect(messages(r.outputs).map((m) => m.text)).toEqual(['Please choose one of the options', '']);
    expect(r.state.waiting).toBe('greeting');
  });
});

describe('bot messages for every output', () => {
  it('link, calendar (the routed agent link wins), CSAT with rating buttons', () => {
    expect(fromBotMessage({ kind: 'link', stepId: 's', url: 'https://help.test', title: 'Help', subtitle: 'Guides' }, 'B', 1, null)).toMatchObject({
      text: 'Help',
      payload: { link: { url: 'https://help.test', title: 'Help', subtitle: 'Guides' } },
    });
    const cal = { kind: 'calendarRequest' as const, stepId: 'c', url: 'https://cal.test/team', text: 'Pick a time', doc: textDoc('Pick a time') };
    expect(fromBotMessage(cal, 'B', 1, null).payload).toEqual({ calendar: { url: 'https://cal.test/team', title: 'Pick a time' } });
    expect(fromBotMessage(cal, 'B', 1, 'https://cal.test/ann').payload).toEqual({ calendar: { url: 'https://cal.test/ann', title: 'Pick a time' } });
    const csat = fromBotMessage(
      { kind: 'feedbackRequest', stepId: 'f1', text: 'Rate us', doc: textDoc('Rate us'), ratings: [{ id: '5', value: 5, label: 'Excellent' }] },
      'B',
      1,
      null,
    );
    expect(csat).toMatchObject({ type: 'feedback', text: 'Rate us', payload: { feedback: { id: 'f1' }, buttons: [{ id: '5', label: 'Excellent' }] } });
    expect(previewMessage(csat)).toMatchObject({ id: 0, pos: 0, type: 'feedback', senderType: 'bot', feedback: { id: 'f1' } });
  });

  it('visitor inputs: a button id wins over text; blank text is no input', () => {
    expect(inputOf({ text: 'hi', optionId: 'o1' })).toEqual({ kind: 'button', optionId: 'o1' });
    expect(inputOf({ text: '  hi ' })).toEqual({ kind: 'text', text: 'hi' });
    expect(inputOf({ text: '  ' })).toBeNull();
  });

  it('a helpdesk step that cannot run is apologised for politely (tests/api/bot-helpdesk.test.ts runs them)', () => {
    const it1 = actionOf({ id: 'z', type: 'zendeskCreateTicket', subject: 'Help', message: textDoc('') });
    expect(it1).toEqual({ action: 'creating a support ticket', helpdesk: 'zendesk' });
    expect(BOT_TEXT.integrationUnavailable(it1.action)).toBe('Sorry, creating a support ticket is not available right now. A member of our team can help you instead.');
  });
});
