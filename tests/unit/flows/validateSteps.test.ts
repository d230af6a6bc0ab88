// Each step type's own required fields (spec §5 form messages and shared validators), and the redirects steps hold.
import { defaultRouting, textDoc } from '../../../src/domain/flows/steps';
import type { Redirect, Routing, Step } from '../../../src/domain/flows/types';
import { at, onlyStep, step } from './builders';

const EMPTY = 'This field cannot be empty';
const URL = 'Please provide a valid url';
const ASSIGN = 'Select at least one team or member';
const GONE_ASSIGNEE = 'A selected team or member no longer exists';

/** The step's errors as [field, message] pairs (itemId appended when the problem is on a button or rule). */
const problems = (s: Step) => at(onlyStep(s), 'p1', s.id).map((e) => (e.itemId ? [e.field, e.message, e.itemId] : [e.field, e.message]));

const app = (routing: Partial<Routing>, fields: Partial<Extract<Step, { type: 'app' }>> = {}) =>
  step('app', 'a', { routing: { ...defaultRouting(), ...routing }, offlineMessage: textDoc('Away'), ...fields });

describe('text', () => {
  it('needs a message', () => {
    expect(problems(step('text', 't'))).toEqual([['message', EMPTY]]);
    expect(problems(step('text', 't', { message: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'hardBreak' }] }] } }))).toEqual([
      ['message', EMPTY],
    ]);
  });

  it('is complete with a message, or with only a GIF', () => {
    expect(problems(step('text', 't', { message: textDoc('Hello') }))).toEqual([]);
    const gif = { name: 'wave', original: 'https://gifs.example/wave.gif', previewGif: 'p.gif', previewStill: 'p.png' };
    expect(problems(step('text', 't', { gifs: [gif] }))).toEqual([]);
  });
});

describe('buttons', () => {
  const opt = (id: string, label: string, redirect: Redirect = { kind: 'fromResponse' }) => ({ id, label, redirect });

  it('needs a message and at least one button', () => {
    expect(problems(step('buttons', 'b'))).toEqual([
      ['message', EMPTY],
      ['options', 'Add at least one button'],
    ]);
  });

  it('needs a label on each button and no two alike', () => {
    const s = step('buttons', 'b', { message: textDoc('Pick'), options: [opt('x', 'Yes'), opt('y', ' '), opt('z', ' yes ')] });
    expect(problems(s)).toEqual([
      ['options.label', EMPTY, 'y'],
      ['options.label', 'Two buttons have the same label', 'z'],
    ]);
  });

  it("checks each button's redirect", () => {
    const s = step('buttons', 'b', {
      message: textDoc('Pick'),
      options: [
        opt('x', 'Nowhere', { kind: 'nextState', pathId: 'gone' }),
        opt('y', 'Unset', { kind: 'nextState', pathId: '' }),
        opt('z', 'Alert', { kind: 'alerts', recipients: { teams: [], members: [] } }),
        opt('w', 'Slack', { kind: 'slack', channelId: ' ' }),
        opt('v', 'Human', { kind: 'app', routing: { ...defaultRouting(), mode: 'individuals' } }),
        opt('u', 'Here', { kind: 'nextState', pathId: 'p1' }),
      ],
    });
    expect(problems(s)).toEqual([
      ['options.redirect.pathId', 'The selected path no longer exists', 'x'],
      ['options.redirect.pathId', 'Please select a path', 'y'],
      ['options.redirect.recipients', ASSIGN, 'z'],
      ['options.redirect.channelId', 'Please select a channel', 'w'],
      ['options.redirect.routing.assignment', ASSIGN, 'v'],
    ]);
  });
});

describe('input', () => {
  it('needs a question and a field', () => {
    expect(problems(step('input', 'i'))).toEqual([
      ['message', EMPTY],
      ['field', 'Please select a field'],
    ]);
  });

  it('checks its redirect', () => {
    const s = step('input', 'i', { message: textDoc('Email?'), field: 'email', redirect: { kind: 'nextState', pathId: 'p9' } });
    expect(problems(s)).toEqual([['redirect.pathId', 'The selected path no longer exists']]);
  });
});

describe('questions, knowledge-base searches and CSAT need their text', () => {
  it.each(['plainInput', 'zendeskSearchKnowledgeBase', 'serviceCloudKnowledgeBase'] as const)('%s', (type) => {
    expect(problems(step(type, 'q'))).toEqual([['message', EMPTY]]);
    expect(problems(step(type, 'q', { message: textDoc('What are you looking for?') }))).toEqual([]);
  });

  it('feedback starts with a question and refuses an empty one', () => {
    expect(problems(step('feedback', 'f'))).toEqual([]);
    expect(problems(step('feedback', 'f', { message: textDoc('  ') }))).toEqual([['message', EMPTY]]);
  });
});

describe('link', () => {
  it('needs an http(s) url and a title of at most 50 characters', () => {
    expect(problems(step('link', 'l'))).toEqual([
      ['url', URL],
      ['title', 'Title is required'],
    ]);
    expect(problems(step('link', 'l', { url: 'https://parley.example/docs', title: 'x'.repeat(50) }))).toEqual([]);
    expect(problems(step('link', 'l', { url: 'http://parley.example', title: 'x'.repeat(51) }))).toEqual([
      ['title', 'Title must be at most 50 characters'],
    ]);
  });

  it.each(['ftp://files.example', 'javascript:alert(1)', 'parley.example', 'https://', 'https://a b.example'])('refuses %s', (url) => {
    expect(problems(step('link', 'l', { url, title: 'Docs' }))).toEqual([['url', URL]]);
  });
});

describe('calendar', () => {
  it('needs a valid calendar link', () => {
    expect(problems(step('calendar', 'c'))).toEqual([['url', 'Calendar link is required']]);
    expect(problems(step('calendar', 'c', { url: 'calendar' }))).toEqual([['url', 'Please enter a valid calendar link']]);
    expect(problems(step('calendar', 'c', { url: 'https://cal.example/me' }))).toEqual([]);
  });
});

describe('connect to human (Live Chat)', () => {
  it('accepts routing to everyone with no assignment', () => {
    expect(problems(app({ mode: 'everyone' }))).toEqual([]);
  });

  it('needs an offline message', () => {
    expect(problems(app({}, { offlineMessage: textDoc('') }))).toEqual([['offlineMessage', EMPTY]]);
  });

  it.each([
    [null, 'Duration cannot be empty'],
    [Number.NaN, 'Duration cannot be empty'],
    [0, 'Please enter a positive duration'],
    [-5, 'Please enter a positive duration'],
    [2.5, 'Please enter a positive duration'],
    [1000, 'Please enter a duration less than 999'],
  ])('wait duration %s: %s', (waitSeconds, message) => {
    expect(problems(app({}, { waitSeconds }))).toEqual([['waitSeconds', message]]);
  });

  it('accepts a wait of 1 and of 999', () => {
    expect(problems(app({}, { waitSeconds: 1 }))).toEqual([]);
    expect(problems(app({}, { waitSeconds: 999 }))).toEqual([]);
  });

  it.each(['individuals', 'channelSelectedParticipants'] as const)('%s needs at least one team or member', (mode) => {
    expect(problems(app({ mode, destination: 'slack', channelId: 'C1' }))).toEqual([['routing.assignment', ASSIGN]]);
    expect(problems(app({ mode, destination: 'slack', channelId: 'C1', assignment: { teams: [2], members: [] } }))).toEqual([]);
    expect(problems(app({ mode, destination: 'slack', channelId: 'C1', assignment: { teams: [], members: [11] } }))).toEqual([]);
  });

  it('refuses teams or members that no longer exist, even in an optional fallback', () => {
    expect(problems(app({ mode: 'individuals', assignment: { teams: [1], members: [99] } }))).toEqual([['routing.assignment', GONE_ASSIGNEE]]);
    expect(problems(app({ mode: 'salesforceLeadOwner', assignment: { teams: [42], members: [] } }))).toEqual([
      ['routing.assignment', GONE_ASSIGNEE],
    ]);
  });

  it('needs a channel for Slack and MS Teams, not for the inbox', () => {
    expect(problems(app({ destination: 'slack' }))).toEqual([['routing.channelId', 'Please select a channel']]);
    expect(problems(app({ destination: 'msteams', channelId: '' }))).toEqual([['routing.channelId', 'Please select a channel']]);
    expect(problems(app({ destination: 'msteams', channelId: '19:abc' }))).toEqual([]);
  });

  it('custom routing rules: at least one, each with a field, a value and an assignment', () => {
    expect(problems(app({ mode: 'customRoutingRules' }))).toEqual([['routing.customRules', 'Add at least one rule']]);
    const rules = [
      { id: 'r1', field: '', value: ' ', assignment: { teams: [], members: [] } },
      { id: 'r2', field: 'country', value: 'France', assignment: { teams: [1], members: [] } },
    ];
    expect(problems(app({ mode: 'customRoutingRules', customRules: rules }))).toEqual([
      ['routing.customRules.field', 'Please select a field', 'r1'],
      ['routing.customRules.value', 'Please enter a value', 'r1'],
      ['routing.customRules.assignment', ASSIGN, 'r1'],
    ]);
  });
});

describe('alert (notification)', () => {
  it('needs recipients', () => {
    expect(problems(step('notification', 'n'))).toEqual([['recipients', ASSIGN]]);
    expect(problems(step('notification', 'n', { recipients: { teams: [], members: [10] } }))).toEqual([]);
  });
});

describe('tickets', () => {
  it.each(['zendeskCreateTicket', 'serviceCloudCreateTicket'] as const)('%s needs a subject', (type) => {
    expect(problems(step(type, 'k'))).toEqual([['subject', EMPTY]]);
    expect(problems(step(type, 'k', { subject: 'Chat from the website' }))).toEqual([]);
  });
});

describe('branch on response (nextStateFromResponse)', () => {
  it('needs at least one rule, each with a value, and checks every redirect', () => {
    expect(problems(step('nextStateFromResponse', 'r'))).toEqual([['rules', 'Add at least one rule']]);
    const s = step('nextStateFromResponse', 'r', {
      rules: [
        { id: 'x', match: 'contains', value: '', redirect: { kind: 'nextState', pathId: 'p1' } },
        { id: 'y', match: 'equals', value: 'sales', redirect: { kind: 'nextState', pathId: 'nope' } },
      ],
      fallback: { kind: 'nextState', pathId: '' },
    });
    expect(problems(s)).toEqual([
      ['rules.value', 'Please enter a value', 'x'],
      ['rules.redirect.pathId', 'The selected path no longer exists', 'y'],
      ['fallback.pathId', 'Please select a path'],
    ]);
  });
});

describe('go to path (nextState)', () => {
  it('needs a path that exists', () => {
    expect(problems(step('nextState', 'g'))).toEqual([['pathId', 'Please select a path']]);
    expect(problems(step('nextState', 'g', { pathId: 'p404' }))).toEqual([['pathId', 'The selected path no longer exists']]);
    expect(problems(step('nextState', 'g', { pathId: 'p1' }))).toEqual([]);
  });
});
