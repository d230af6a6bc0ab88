// validateFlow: spec §5 bot flow rules, path name 4–40, form messages and shared validators on every step,
// greeting variants, topics, links between paths, reachability warnings and the save toast.
import { defaultRouting, textDoc } from '../../../src/domain/flows/steps';
import { issuesAt, saveError, validateFlow } from '../../../src/domain/flows/validate';
import type { Flow, Step } from '../../../src/domain/flows/types';
import { at, FULL, path, step, validFlow, withStep, withSteps } from './builders';

const SAVE = 'Please fix all the errors, to save the conversation flow';
const ONE_OF = "Only one of 'Live Chat, Go to path, Buttons' is allowed in a path";
const EMPTY = 'This field cannot be empty';

const messages = (flow: Flow) => validateFlow(flow, FULL).errors.map((e) => e.message);

describe('a valid flow', () => {
  it('passes with no errors or warnings and may be saved', () => {
    const result = validateFlow(validFlow(), FULL);
    expect(result).toEqual({ valid: true, errors: [], warnings: [] });
    expect(saveError(result)).toBeNull();
  });
});

describe('flow name', () => {
  it.each([
    ['', 'Name should contain a minimum of 2 characters'],
    [' a ', 'Name should contain a minimum of 2 characters'],
    ['x'.repeat(51), 'Name must be at most 50 characters'],
  ])('%j is refused with %s', (name, message) => {
    expect(at(validFlow({ name }))).toEqual([{ severity: 'error', field: 'name', message }]);
  });

  it('accepts 2 and 50 characters', () => {
    expect(at(validFlow({ name: 'ab' }))).toEqual([]);
    expect(at(validFlow({ name: 'x'.repeat(50) }))).toEqual([]);
  });
});

describe('path name (4 to 40 characters)', () => {
  const named = (name: string) => validFlow({ paths: [path('p1', name, [step('text', 's1', { message: textDoc('Hello') })])] });

  it.each([
    ['', 'Path name is required'],
    ['   ', 'Path name is required'],
    ['abc', 'Path name must be at least 4 characters'],
    [' abc ', 'Path name must be at least 4 characters'],
    ['x'.repeat(41), 'Path name must be at most 40 characters'],
  ])('%j is refused with %s on the path', (name, message) => {
    expect(at(named(name), 'p1')).toEqual([{ severity: 'error', field: 'name', message, pathId: 'p1' }]);
  });

  it('accepts exactly 4 and exactly 40 characters', () => {
    expect(at(named('abcd'), 'p1')).toEqual([]);
    expect(at(named('x'.repeat(40)), 'p1')).toEqual([]);
  });

  it('refuses a second path with the same name, whatever the case', () => {
    const flow = validFlow();
    flow.paths[2] = { ...flow.paths[2]!, name: ' sales PATH ' };
    expect(at(flow, 'p3')).toEqual([{ severity: 'error', field: 'name', message: 'Another path already has this name', pathId: 'p3' }]);
    expect(at(flow, 'p2')).toEqual([]);
  });
});

describe('paths and steps', () => {
  it('needs at least one path', () => {
    expect(messages(validFlow({ paths: [] }))).toEqual(['Add at least one path']);
  });

  it('needs at least one step in each path', () => {
    const flow = validFlow();
    flow.paths[2] = path('p3', 'Support path', []);
    expect(at(flow, 'p3')).toEqual([{ severity: 'error', field: 'steps', message: 'Add at least one step to this path', pathId: 'p3' }]);
  });
});

describe("only one of 'Live Chat, Go to path, Buttons' per path", () => {
  const app = () => step('app', 'sA', { routing: defaultRouting(), offlineMessage: textDoc('Away') });
  const goTo = () => step('nextState', 'sG', { pathId: 'p2' });
  const buttons = (id = 'sB') =>
    step('buttons', id, { message: textDoc('Pick'), options: [{ id: `${id}o`, label: 'Go', redirect: { kind: 'nextState', pathId: 'p2' } }] });

  it('names the three step kinds in the message', () => {
    expect(ONE_OF).toContain('Live Chat');
    expect(ONE_OF).toContain('Go to path');
    expect(ONE_OF).toContain('Buttons');
  });

  it.each([
    ['buttons then Live Chat', [buttons(), app()], 'sA'],
    ['Live Chat then go to path', [app(), goTo()], 'sG'],
    ['go to path then buttons', [goTo(), buttons()], 'sB'],
    ['two button steps', [buttons('sB1'), buttons('sB2')], 'sB2'],
  ])('%s: the error is on the second one', (_, steps, second) => {
    const flow = validFlow();
    flow.paths[2] = path('p3', 'Support path', steps as Step[]);
    expect(at(flow, 'p3', second as string)).toContainEqual({ severity: 'error', field: 'type', message: ONE_OF, pathId: 'p3', stepId: second });
    expect(messages(flow).filter((m) => m === ONE_OF)).toHaveLength(1);
  });

  it('reports every extra one, and allows one of each kind in different paths', () => {
    const flow = validFlow();
    flow.paths[2] = path('p3', 'Support path', [buttons(), app(), goTo()]);
    expect(messages(flow).filter((m) => m === ONE_OF)).toHaveLength(2);
    expect(messages(validFlow())).not.toContain(ONE_OF);
  });
});

describe('only one alert per path', () => {
  it('refuses a second alert in the same path, on the second alert', () => {
    const flow = withSteps(validFlow(), 'p2', [step('notification', 's4b', { recipients: { teams: [2], members: [] } })], 2);
    expect(at(flow, 'p2', 's4b')).toEqual([
      { severity: 'error', field: 'type', message: 'Only one alert is allowed in a path', pathId: 'p2', stepId: 's4b' },
    ]);
    expect(at(flow, 'p2', 's4')).toEqual([]);
  });

  it('allows one alert in each of two paths', () => {
    const flow = withSteps(validFlow(), 'p3', [step('notification', 'sN', { recipients: { teams: [], members: [11] } })], 0);
    expect(validateFlow(flow, FULL).valid).toBe(true);
  });
});

describe('the save toast', () => {
  it('is the spec message whenever there is an error', () => {
    const result = validateFlow(validFlow({ name: '' }), FULL);
    expect(result.valid).toBe(false);
    expect(saveError(result)).toBe(SAVE);
  });

  it('is not raised by warnings alone', () => {
    const flow = validFlow({ paths: [...validFlow().paths, path('p4', 'Orphan path', [step('text', 's9', { message: textDoc('Hi') })])] });
    const result = validateFlow(flow, FULL);
    expect(result.warnings).toHaveLength(1);
    expect(saveError(result)).toBeNull();
  });
});

describe('issuesAt', () => {
  it('returns the problems of one step, or of one button in it', () => {
    const flow = withStep(validFlow(), 's2', (s) =>
      s.type === 'buttons' ? { ...s, message: textDoc(''), options: [{ ...s.options[0]!, label: ' ' }, s.options[1]!] } : s,
    );
    const result = validateFlow(flow, FULL);
    expect(issuesAt(result, { pathId: 'p1', stepId: 's2' }).map((e) => e.message)).toEqual([EMPTY, EMPTY]);
    expect(issuesAt(result, { pathId: 'p1', stepId: 's2', itemId: 'o1' })).toEqual([
      { severity: 'error', field: 'options.label', message: EMPTY, pathId: 'p1', stepId: 's2', itemId: 'o1' },
    ]);
    expect(issuesAt(result, { pathId: 'p1', stepId: 's1' })).toEqual([]);
  });
});
