// The bot runtime: a visitor's walk through a flow, with branching, go-to-path, input validation, CSAT,
// calendar, integrations, hand-off, end of path and the loop guard. Pure: no I/O, inputs untouched.
import {
  advance,
  CSAT_RATINGS,
  isEffect,
  MAX_STEPS_PER_ADVANCE,
  pickVariant,
  resumeFlow,
  runtimeCursor,
  startFlow,
  type BotOutput,
  type RuntimeInput,
  type RuntimeState,
} from '../../../src/domain/flows/runtime';
import { defaultRouting, textDoc } from '../../../src/domain/flows/steps';
import type { Flow, Step } from '../../../src/domain/flows/types';
import { path, step, validFlow } from './builders';

/** Feeds inputs one after the other; returns the last state and each advance's outputs in order. */
function play(flow: Flow | RuntimeState, ...inputs: RuntimeInput[]) {
  let state = 'flow' in flow ? flow : startFlow(flow);
  const rounds: BotOutput[][] = [];
  for (const input of inputs) {
    const r = advance(state, input);
    state = r.state;
    rounds.push(r.outputs);
  }
  return { state, rounds, last: rounds.at(-1)! };
}

/** A compact view of outputs: kind plus the one detail that matters. */
const brief = (outputs: BotOutput[]) =>
  outputs.map((o) => {
    switch (o.kind) {
      case 'text':
      case 'inputPrompt':
      case 'invalidInput':
      case 'calendarRequest':
      case 'feedbackRequest':
        return `${o.kind}: ${o.text}`;
      case 'buttons':
        return `buttons: ${o.options.map((b) => b.label).join('|')}`;
      case 'link':
        return `link: ${o.url}`;
      case 'handoff':
        return `handoff: ${o.routing.destination}/${o.routing.mode}`;
      case 'notify':
        return `notify: ${o.note}`;
      case 'integration':
        return `integration: ${o.step.type}${o.query ? ` ${o.query}` : ''}`;
      case 'rating':
        return `rating: ${o.rating} ${o.label}`;
      case 'ratingCancelled':
        return 'rating cancelled';
      case 'end':
        return `end: ${o.reason}`;
    }
  });

const start = { kind: 'start' } as const;
const text = (t: string) => ({ kind: 'text', text: t }) as const;
const button = (optionId: string) => ({ kind: 'button', optionId }) as const;
const cont = { kind: 'continue' } as const;
const flowOf = (...paths: Array<[string, Step[]]>): Flow =>
  validFlow({ paths: paths.map(([id, steps]) => path(id, `Path ${id}`, steps)) });
const say = (id: string, t: string) => step('text', id, { message: textDoc(t) });

describe('the happy path to a human', () => {
  it('greets, offers buttons, asks an email, alerts and hands over', () => {
    const flow = validFlow();
    const { state, rounds } = play(flow, start, button('o1'), text('not-an-email'), text(' ana@acme.example '));
    expect(rounds.map(brief)).toEqual([
      ['text: Hi there! How can we help?', 'text: Welcome to Parley', 'buttons: Sales|Support'],
      ['inputPrompt: Your work email?'],
      ['invalidInput: Please enter a valid email address!', 'inputPrompt: Your work email?'],
      ['notify: New sales lead', 'text: Connecting you to sales', 'handoff: inbox/individuals'],
    ]);
    const handoff = rounds[3]!.find((o) => o.kind === 'handoff')!;
    expect(handoff).toEqual({
      kind: 'handoff',
      stepId: 's5',
      routing: { ...defaultRouting(), mode: 'individuals', assignment: { teams: [], members: [10] } },
      waitSeconds: 30,
      offlineMessage: textDoc('We are away; we will email you'),
    });
    expect(rounds[3]![0]).toMatchObject({ kind: 'notify', recipients: { teams: [1], members: [] }, answers: { email: 'ana@acme.example' } });
    expect(state).toMatchObject({ status: 'handedOff', answers: { email: 'ana@acme.example' }, lastResponse: 'ana@acme.example' });
  });

  it('reports each step run once, not re-prompts', () => {
    let state = startFlow(validFlow());
    const visits: string[] = [];
    for (const input of [start, button('o1'), text('bad'), text('ana@acme.example')]) {
      const r = advance(state, input);
      state = r.state;
      visits.push(...r.visits.map((v) => `${v.pathId}/${v.stepId}`));
    }
    expect(visits).toEqual(['p1/s1', 'p1/s2', 'p2/s3', 'p2/s4', 'p2/s5']);
  });

  it('ignores everything once handed over', () => {
    const { state } = play(validFlow(), start, button('o1'), text('ana@acme.example'));
    for (const input of [start, text('hello?'), button('o1'), cont]) expect(advance(state, input)).toEqual({ state, outputs: [], visits: [] });
  });
});

describe('buttons', () => {
  it('accept a typed label, whatever the case, and go to that path (which loops back to the first)', () => {
    const { rounds, state } = play(validFlow(), start, text('  SUPPORT '));
    expect(brief(rounds[1]!)).toEqual(['link: https://help.example.com', 'text: Welcome to Parley', 'buttons: Sales|Support']);
    expect(state).toMatchObject({ status: 'waiting', pathId: 'p1', stepIndex: 1, lastResponse: 'Support' });
  });

  it('re-ask on an unknown answer or button, and ignore start and continue', () => {
    const { rounds, state } = play(validFlow(), start, text('pricing'), button('nope'), start, cont);
    expect(brief(rounds[1]!)).toEqual(['invalidInput: Please choose one of the options', 'buttons: Sales|Support']);
    expect(brief(rounds[2]!)).toEqual(['invalidInput: Please choose one of the options', 'buttons: Sales|Support']);
    expect(rounds[3]).toEqual([]);
    expect(rounds[4]).toEqual([]);
    expect(state).toMatchObject({ status: 'waiting', stepIndex: 1 });
  });

  it('follow alerts (then carry on), Slack and Live Chat redirects', () => {
    const flow = flowOf([
      'p1',
      [
        step('buttons', 'b', {
          message: textDoc('Pick'),
          options: [
            { id: 'alert', label: 'Alert', redirect: { kind: 'alerts', recipients: { teams: [2], members: [] } } },
            { id: 'slack', label: 'Slack', redirect: { kind: 'slack', channelId: 'C7' } },
            { id: 'human', label: 'Human', redirect: { kind: 'app', routing: { ...defaultRouting(), mode: 'hubspotAccountOwner' } } },
          ],
        }),
        say('t', 'After the alert'),
      ],
    ]);
    expect(brief(play(flow, start, button('alert')).last)).toEqual(['notify: ', 'text: After the alert', 'end: pathEnd']);
    const slack = play(flow, start, button('slack'));
    const toSlack = { mode: 'everyone', destination: 'slack', channelId: 'C7', assignment: { teams: [], members: [] } };
    expect(slack.last).toEqual([{ kind: 'handoff', stepId: 'b', routing: toSlack, waitSeconds: null, offlineMessage: null }]);
    expect(slack.state.status).toBe('handedOff');
    expect(brief(play(flow, start, button('human')).last)).toEqual(['handoff: inbox/hubspotAccountOwner']);
  });
});

describe('inputs', () => {
  const phoneFlow = flowOf(['p1', [step('input', 'i', { message: textDoc('Phone?'), field: 'phone', validation: 'phone' }), say('t', 'Thanks')]]);

  it('validate phone numbers and re-prompt', () => {
    const { rounds, state } = play(phoneFlow, start, text('call me'), text('   '), text('+33 1 23 45 67 89'));
    expect(brief(rounds[1]!)).toEqual(['invalidInput: Phone number is not valid', 'inputPrompt: Phone?']);
    expect(brief(rounds[2]!)).toEqual(['invalidInput: This field cannot be empty', 'inputPrompt: Phone?']);
    expect(brief(rounds[3]!)).toEqual(['text: Thanks', 'end: pathEnd']);
    expect(state.answers).toEqual({ phone: '+33 1 23 45 67 89' });
    expect(rounds[0]!.at(-1)).toMatchObject({ kind: 'inputPrompt', field: 'phone', validation: 'phone' });
  });

  it('ignore buttons and continue while waiting for an answer', () => {
    const { rounds } = play(phoneFlow, start, button('x'), cont);
    expect(rounds.slice(1)).toEqual([[], []]);
  });

  it('accept any text for a text input and follow its redirect', () => {
    const flow = flowOf(
      ['p1', [step('input', 'i', { message: textDoc('Name?'), field: 'name', validation: 'text', redirect: { kind: 'nextState', pathId: 'p2' } })]],
      ['p2', [say('t', 'Hello there')]],
    );
    expect(brief(play(flow, start, text('Ana')).last)).toEqual(['text: Hello there', 'end: pathEnd']);
  });
});

describe('branching on the response (nextStateFromResponse)', () => {
  const flow = flowOf(
    [
      'p1',
      [
        step('plainInput', 'q', { message: textDoc('What do you need?') }),
        step('nextStateFromResponse', 'r', {
          rules: [
            { id: 'eq', match: 'equals', value: 'demo', redirect: { kind: 'nextState', pathId: 'p2' } },
            { id: 'has', match: 'contains', value: 'price', redirect: { kind: 'nextState', pathId: 'p3' } },
          ],
          fallback: { kind: 'fromResponse' },
        }),
        say('t', 'Let me find someone'),
      ],
    ],
    ['p2', [say('d', 'Demo path')]],
    ['p3', [say('p', 'Pricing path')]],
  );

  it.each([
    [' Demo ', 'text: Demo path'],
    ['What are your PRICES?', 'text: Pricing path'],
    ['a demo please', 'text: Let me find someone'],
  ])('%j leads to %s', (answer, first) => {
    const { last, state } = play(flow, start, text(answer));
    expect(brief(last)).toEqual([first, 'end: pathEnd']);
    expect(state.lastResponse).toBe(answer.trim());
  });

  it('branches on the text that opened the conversation', () => {
    const opening = flowOf(['p1', flow.paths[0]!.steps.slice(1)], ['p2', [say('d', 'Demo path')]], ['p3', [say('p', 'Pricing path')]]);
    expect(brief(play(opening, text('price?')).last)).toEqual(['text: Hi there! How can we help?', 'text: Pricing path', 'end: pathEnd']);
    expect(brief(play(opening, start).last)).toEqual(['text: Hi there! How can we help?', 'text: Let me find someone', 'end: pathEnd']);
  });
});

describe('CSAT, calendar, integrations', () => {
  const flow = flowOf([
    'p1',
    [
      step('feedback', 'f'),
      step('calendar', 'c', { message: textDoc('Book a slot'), url: 'https://cal.example/ana' }),
      step('zendeskSearchKnowledgeBase', 'k', { message: textDoc('Search the help centre') }),
      step('zendeskCreateTicket', 'z', { subject: 'Website chat', message: textDoc('Ticket created') }),
      step('serviceCloudCreateTicket', 'sc', { subject: 'Case' }),
    ],
  ]);

  it('asks for a rating 1–5 with the CSAT labels and accepts a button, a number or a label', () => {
    expect(CSAT_RATINGS.map((r) => `${r.id}:${r.label}`)).toEqual(['1:Disappointing', '2:Bad', '3:Just ok', '4:Good', '5:Excellent']);
    const first = play(flow, start).last;
    expect(first.at(-1)).toMatchObject({ kind: 'feedbackRequest', text: 'How would you rate this conversation?', ratings: CSAT_RATINGS });
    expect(play(flow, start, button('4')).last[0]).toEqual({ kind: 'rating', stepId: 'f', rating: 4, label: 'Good' });
    expect(play(flow, start, text(' 2 ')).last[0]).toMatchObject({ rating: 2, label: 'Bad' });
    expect(play(flow, start, text('excellent')).last[0]).toMatchObject({ rating: 5, label: 'Excellent' });
    expect(brief(play(flow, start, text('meh')).last)).toEqual([
      'invalidInput: Please choose one of the options',
      'feedbackRequest: How would you rate this conversation?',
    ]);
  });

  it('lets the visitor close the rating without answering', () => {
    const { last } = play(flow, start, cont);
    expect(last[0]).toEqual({ kind: 'ratingCancelled', stepId: 'f' });
    expect(brief(last)).toEqual(['rating cancelled', 'calendarRequest: Book a slot']);
  });

  it('offers the calendar and waits until the visitor is done with it', () => {
    const { rounds } = play(flow, start, button('5'), button('x'), cont);
    const url = 'https://cal.example/ana';
    expect(rounds[1]!.at(-1)).toEqual({ kind: 'calendarRequest', stepId: 'c', url, text: 'Book a slot', doc: textDoc('Book a slot') });
    expect(rounds[2]).toEqual([]);
    expect(brief(rounds[3]!)).toEqual(['inputPrompt: Search the help centre']);
  });

  it('asks the integrations to search and create tickets, with the answers so far', () => {
    const { rounds, state } = play(flow, start, button('5'), cont, text('reset password'));
    expect(brief(rounds[3]!)).toEqual([
      'integration: zendeskSearchKnowledgeBase reset password',
      'integration: zendeskCreateTicket',
      'text: Ticket created',
      'integration: serviceCloudCreateTicket',
      'end: pathEnd',
    ]);
    expect(rounds[3]!.filter(isEffect).map((o) => o.kind)).toEqual(['integration', 'integration', 'integration', 'end']);
    expect(state.status).toBe('ended');
  });
});

describe('the greeting', () => {
  const variants = [
    { id: 'v1', value: textDoc('Hello A'), gifs: [] },
    { id: 'v2', value: textDoc('Hello B'), gifs: [] },
  ];

  it('shows the chosen variant, or one picked by seed for an A/B split', () => {
    const flow = validFlow({ greeting: { variants, buttons: [] } });
    expect(pickVariant(flow)?.id).toBe('v1');
    expect(pickVariant(flow, { seed: 3 })?.id).toBe('v2');
    expect(pickVariant(flow, { seed: -4 })?.id).toBe('v1');
    expect(pickVariant(flow, { variantId: 'v2', seed: 0 })?.id).toBe('v2');
    expect(pickVariant(flow, { variantId: 'gone' })?.id).toBe('v1');
    expect(pickVariant(validFlow({ greeting: { variants: [], buttons: [] } }))).toBeNull();
    expect(brief(advance(startFlow(flow, { variantId: 'v2' }), start).outputs)[0]).toBe('text: Hello B');
  });

  it('with buttons, waits for a choice before any path runs', () => {
    const flow = validFlow({
      greeting: {
        variants,
        buttons: [
          { id: 'g1', label: 'Talk to sales', redirect: { kind: 'nextState', pathId: 'p2' } },
          { id: 'g2', label: 'Just browsing', redirect: { kind: 'fromResponse' } },
        ],
      },
    });
    const first = play(flow, start);
    expect(brief(first.last)).toEqual(['text: Hello A', 'buttons: Talk to sales|Just browsing']);
    expect(first.last[1]).toMatchObject({ stepId: null });
    expect(first.state).toMatchObject({ status: 'waiting', waiting: 'greeting' });
    expect(brief(play(flow, start, button('g1')).last)).toEqual(['inputPrompt: Your work email?']);
    expect(brief(play(flow, start, text('just browsing')).last)).toEqual(['text: Welcome to Parley', 'buttons: Sales|Support']);
    expect(brief(play(flow, start, text('hm')).last)).toEqual(['invalidInput: Please choose one of the options', 'buttons: Talk to sales|Just browsing']);
  });
});

describe('ending', () => {
  it('ends when the path runs out', () => {
    const { last, state } = play(flowOf(['p1', [say('t', 'Bye')]]), start);
    expect(brief(last)).toEqual(['text: Hi there! How can we help?', 'text: Bye', 'end: pathEnd']);
    expect(state.status).toBe('ended');
    expect(advance(state, text('hello?')).outputs).toEqual([]);
  });

  it('ends when a link leads to a missing path, or the flow has no path', () => {
    const dangling = flowOf(['p1', [step('nextState', 'g', { pathId: 'gone' })]]);
    expect(brief(play(dangling, start).last)).toEqual(['text: Hi there! How can we help?', 'end: missingPath']);
    expect(brief(play(validFlow({ paths: [] }), start).last)).toEqual(['text: Hi there! How can we help?', 'end: missingPath']);
  });

  it('stops a flow that loops without waiting for the visitor', () => {
    const pingPong = flowOf(['p1', [step('nextState', 'a', { pathId: 'p2' })]], ['p2', [step('nextState', 'b', { pathId: 'p1' })]]);
    const r = advance(startFlow(pingPong), start);
    expect(r.visits).toHaveLength(MAX_STEPS_PER_ADVANCE);
    expect(r.outputs.at(-1)).toEqual({ kind: 'end', reason: 'loop' });
    expect(r.state.status).toBe('ended');

    const chatty = flowOf(['p1', [say('t', 'Again'), step('nextState', 'g', { pathId: 'p1' })]]);
    const outputs = advance(startFlow(chatty), start).outputs;
    expect(outputs.filter((o) => o.kind === 'text' && o.text === 'Again')).toHaveLength(MAX_STEPS_PER_ADVANCE / 2);
  });
});

describe('purity and persistence', () => {
  it('never changes the state it is given', () => {
    const state = startFlow(validFlow());
    const snapshot = JSON.stringify(state);
    const next = advance(state, start).state;
    advance(next, button('o1'));
    expect(JSON.stringify(state)).toBe(snapshot);
    expect(next).not.toBe(state);
  });

  it('resumes from a stored cursor as if it had never stopped', () => {
    const flow = validFlow();
    const waiting = play(flow, start, button('o1')).state;
    const stored = JSON.parse(JSON.stringify(runtimeCursor(waiting)));
    expect(stored).not.toHaveProperty('flow');
    const resumed = resumeFlow(flow, stored);
    expect(advance(resumed, text('ana@acme.example'))).toEqual(advance(waiting, text('ana@acme.example')));
  });
});
