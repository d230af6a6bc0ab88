// One flow that breaks every rule at once: each rule reports on its own place, and saving is refused.
import { defaultRouting, textDoc } from '../../../src/domain/flows/steps';
import { saveError, validateFlow } from '../../../src/domain/flows/validate';
import { path, step } from './builders';

describe('a flow that breaks every rule', () => {
  const flow = {
    name: 'x',
    status: 'inactive' as const,
    audienceId: null,
    priority: 0,
    version: 1,
    greeting: {
      variants: [
        { id: 'v1', value: textDoc('Hi'), gifs: [] },
        { id: 'v2', value: textDoc('hi'), gifs: [] },
        { id: 'v3', value: textDoc(''), gifs: [] },
      ],
      buttons: [{ id: 'g1', label: 'Start', redirect: { kind: 'fromResponse' as const } }],
    },
    topics: [{ id: 't', name: 'All', products: Array.from({ length: 51 }, (_, i) => `P${i}`) }],
    paths: [
      path('p1', 'abc', [
        step('text', 's1'),
        step('buttons', 's2', { message: textDoc('Pick'), options: [{ id: 'o1', label: 'Lost', redirect: { kind: 'nextState', pathId: 'gone' } }] }),
        step('app', 's3', { routing: { ...defaultRouting(), mode: 'individuals' }, waitSeconds: 1000, offlineMessage: textDoc('') }),
        step('notification', 's4', { recipients: { teams: [1], members: [] } }),
        step('notification', 's5', { recipients: { teams: [], members: [] } }),
        step('link', 's6', { url: 'ftp://x', title: '' }),
        step('zendeskCreateTicket', 's7', { subject: '' }),
      ]),
      path('p2', '', []),
      path('p3', 'x'.repeat(41), [step('calendar', 's8', { url: 'nope' }), step('input', 's9', { message: textDoc('Email?') })]),
    ],
  };
  const result = validateFlow(flow, { features: [], teamIds: [1], memberIds: [] });
  const messages = new Set(result.errors.map((e) => e.message));

  it.each([
    'Name should contain a minimum of 2 characters',
    'Path name must be at least 4 characters',
    'Path name is required',
    'Path name must be at most 40 characters',
    'Add at least one step to this path',
    "Only one of 'Live Chat, Go to path, Buttons' is allowed in a path",
    'Only one alert is allowed in a path',
    'This field cannot be empty',
    'Please provide a valid url',
    'Title is required',
    'Please enter a duration less than 999',
    'Select at least one team or member',
    'The selected path no longer exists',
    'Please enter a valid calendar link',
    'Please select a field',
    'Duplicate greeting messages found',
    'Unable to save. You must select a GIF or add a message before you save',
    'Maximum 50 topics allowed',
    'Upgrade your plan to use Zendesk',
    'Upgrade your plan to use A/B testing',
    'Upgrade your plan to use buttons in the greeting message',
  ])('reports %s', (message) => {
    expect(messages).toContain(message);
  });

  it('is refused with the save toast', () => {
    expect(result.valid).toBe(false);
    expect(saveError(result)).toBe('Please fix all the errors, to save the conversation flow');
  });

  it('reports unreachable parts as warnings only', () => {
    expect(result.warnings.map((w) => w.pathId)).toEqual(expect.arrayContaining(['p2', 'p3']));
    expect(result.errors.every((e) => e.severity === 'error')).toBe(true);
  });
});
