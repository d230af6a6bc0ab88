// Stored JSON: round trip of every step type, defaults for missing fields, refusal of what is not a flow, and
// migration of format 1 (single greeting message, { type, path } redirects).
import { FLOW_FORMAT_VERSION, FlowFormatError, fromStored, migrate, parseFlow, serializeFlow, toStored } from '../../../src/domain/flows/serialize';
import { newStep, textDoc } from '../../../src/domain/flows/steps';
import { STEP_TYPES, type Flow } from '../../../src/domain/flows/types';
import { validateFlow } from '../../../src/domain/flows/validate';
import { FULL, path, step, validFlow } from './builders';

const gif = { id: 'g', name: 'wave', original: 'https://gifs.example/w.gif', previewGif: 'w-p.gif', previewStill: 'w.png', time: 1700000000 };

/** A flow using every step type with non-default fields, rich text with marks and mentions, and every redirect kind. */
function everything(): Flow {
  const rich = {
    type: 'doc' as const,
    content: [
      { type: 'paragraph', content: [{ type: 'text', text: 'Hello ', marks: [{ type: 'bold' }] }, { type: 'mention', attrs: { id: 10, label: 'Ana' } }] },
      { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'one' }] }] }] },
    ],
  };
  const steps = STEP_TYPES.map((type, i) => newStep(type, `s${i}`));
  const flow = validFlow({
    greeting: { variants: [{ id: 'v1', value: rich, gifs: [gif] }, { id: 'v2', value: textDoc('Hey'), gifs: [] }], buttons: [] },
    paths: [...validFlow().paths, path('p4', 'Every step', steps)],
  });
  flow.greeting.buttons.push({ id: 'gb', label: 'Go', redirect: { kind: 'slack', channelId: 'C42' } });
  const p4 = flow.paths[3]!;
  p4.steps[0] = step('text', 's0', { message: rich, gifs: [gif] });
  p4.steps[1] = step('buttons', 's1', {
    message: textDoc('Pick'),
    options: [
      { id: 'b1', label: 'A', redirect: { kind: 'alerts', recipients: { teams: [1], members: [10] } } },
      {
        id: 'b2',
        label: 'B',
        redirect: {
          kind: 'app',
          routing: { mode: 'zohoLeadOwner', destination: 'msteams', channelId: 'T1', assignment: { teams: [2], members: [] } },
        },
      },
    ],
  });
  p4.steps[2] = step('input', 's2', { message: textDoc('Phone?'), field: 'phone', validation: 'phone', redirect: { kind: 'nextState', pathId: 'p2' } });
  p4.steps[11] = step('nextStateFromResponse', 's11', {
    rules: [{ id: 'r1', match: 'equals', value: 'yes', redirect: { kind: 'nextState', pathId: 'p3' } }],
    fallback: { kind: 'fromResponse' },
  });
  return flow;
}

describe('round trip', () => {
  it('stores the current format version and no row id', () => {
    const stored = toStored(validFlow());
    expect(stored.formatVersion).toBe(FLOW_FORMAT_VERSION);
    expect(FLOW_FORMAT_VERSION).toBe(2);
    expect('id' in stored).toBe(false);
  });

  it.each([
    ['the valid flow', validFlow],
    ['a flow with every step type', everything],
  ])('%s reads back equal (without its id)', (_, build) => {
    const { id: _id, ...flow } = build();
    expect(fromStored(toStored(build()))).toEqual(flow);
    expect(parseFlow(serializeFlow(build()))).toEqual(flow);
    expect(fromStored(JSON.parse(JSON.stringify(toStored(build()))))).toEqual(flow);
  });

  it('keeps an id given in a request body', () => {
    expect(fromStored({ ...toStored(validFlow()), id: 9 }).id).toBe(9);
  });
});

describe('reading incomplete data', () => {
  it('fills missing fields with the defaults of a new flow and step, for validation to report', () => {
    const flow = fromStored({ formatVersion: 2, paths: [{ id: 'p1', steps: [{ id: 'a', type: 'link' }, { id: 'b', type: 'app' }] }] });
    expect(flow).toEqual({
      name: '',
      status: 'inactive',
      audienceId: null,
      priority: 0,
      version: 1,
      paths: [{ id: 'p1', name: '', steps: [{ id: 'a', type: 'link', url: '', title: '', subtitle: '' }, { ...newStep('app', 'b'), waitSeconds: null }] }],
      greeting: { variants: [], buttons: [] },
      topics: [],
    });
    expect(validateFlow(flow, FULL).valid).toBe(false);
  });

  it('reads plain-string messages as rich text and drops non-numeric assignees', () => {
    const flow = fromStored({
      formatVersion: 2,
      paths: [
        {
          id: 'p1',
          name: 'Path',
          steps: [
            { id: 't', type: 'text', message: 'Line one\nLine two' },
            { id: 'n', type: 'notification', recipients: { teams: [1, '2'], members: [null, 10] } },
          ],
        },
      ],
    });
    expect(flow.paths[0]!.steps[0]).toEqual({ id: 't', type: 'text', message: textDoc('Line one\nLine two'), gifs: [] });
    expect(flow.paths[0]!.steps[1]).toMatchObject({ recipients: { teams: [1], members: [10] } });
  });
});

describe('refusing what is not a flow', () => {
  const base = () => toStored(validFlow()) as unknown as Record<string, unknown> & { paths: Array<{ steps: Array<Record<string, unknown>> }> };
  const refuses = (json: unknown, message = 'This conversation flow could not be read') => {
    expect(() => fromStored(json)).toThrow(FlowFormatError);
    expect(() => fromStored(json)).toThrow(message);
  };

  it('refuses non-objects and bad JSON', () => {
    refuses(null);
    refuses([]);
    refuses('flow');
    expect(() => parseFlow('{not json')).toThrow(FlowFormatError);
  });

  it('refuses unknown step types, redirect kinds, routing modes and statuses', () => {
    const unknownType = base();
    unknownType.paths[0]!.steps[0]!.type = 'video';
    refuses(unknownType);
    const unknownKind = base();
    unknownKind.paths[1]!.steps[0]!.redirect = { kind: 'teleport' };
    refuses(unknownKind);
    const unknownMode = base();
    unknownMode.paths[1]!.steps[2]!.routing = { mode: 'hubspotLeadOwner' };
    refuses(unknownMode);
    refuses({ ...base(), status: 'paused' });
  });

  it('refuses steps, paths and buttons without an id', () => {
    const noStepId = base();
    delete noStepId.paths[0]!.steps[0]!.id;
    refuses(noStepId);
    refuses({ ...base(), paths: [{ name: 'x', steps: [] }] });
  });

  it('refuses a newer format and a malformed version', () => {
    refuses({ ...base(), formatVersion: 3 }, 'This conversation flow was saved by a newer version of Parley');
    refuses({ ...base(), formatVersion: 'two' });
    refuses({ ...base(), formatVersion: 0 });
  });
});

describe('migrating format 1', () => {
  const v1 = {
    name: 'Old flow',
    status: 'active',
    audienceId: 2,
    priority: 3,
    version: 5,
    greetingMessage: 'Hello from the past',
    greetingGif: gif,
    paths: [
      {
        id: 'p1',
        name: 'Old welcome',
        steps: [
          {
            id: 'b',
            type: 'buttons',
            message: 'Pick one',
            options: [
              { id: 'o1', text: 'Sales', redirect: { type: 'nextState', path: 'p2' } },
              { id: 'o2', text: 'Stay', redirect: { type: 'fromResponse' } },
            ],
          },
        ],
      },
      {
        id: 'p2',
        name: 'Old sales',
        steps: [
          { id: 'i', type: 'input', message: 'Email?', field: 'email', validation: 'email', redirect: { type: 'slack', channelId: 'C1' } },
          {
            id: 'r',
            type: 'nextStateFromResponse',
            rules: [{ id: 'x', match: 'equals', value: 'a', redirect: { type: 'nextState', path: 'p1' } }],
            fallback: { type: 'fromResponse' },
          },
        ],
      },
    ],
  };

  it('treats data without a format version as format 1 and migrates it', () => {
    const flow = fromStored(v1);
    expect(flow.greeting).toEqual({ variants: [{ id: 'greeting-1', value: textDoc('Hello from the past'), gifs: [gif] }], buttons: [] });
    expect(flow.paths[0]!.steps[0]).toEqual({
      id: 'b',
      type: 'buttons',
      message: textDoc('Pick one'),
      options: [
        { id: 'o1', label: 'Sales', redirect: { kind: 'nextState', pathId: 'p2' } },
        { id: 'o2', label: 'Stay', redirect: { kind: 'fromResponse' } },
      ],
    });
    expect(flow.paths[1]!.steps[0]).toMatchObject({ redirect: { kind: 'slack', channelId: 'C1' } });
    expect(flow.paths[1]!.steps[1]).toMatchObject({ rules: [{ redirect: { kind: 'nextState', pathId: 'p1' } }], fallback: { kind: 'fromResponse' } });
    expect(flow).toMatchObject({ name: 'Old flow', status: 'active', audienceId: 2, priority: 3, version: 5, topics: [] });
    expect(validateFlow(flow, FULL).valid).toBe(true);
  });

  it('migrates an explicit format 1 the same way, and stores the result as format 2', () => {
    expect(fromStored({ ...v1, formatVersion: 1 })).toEqual(fromStored(v1));
    expect(migrate(v1).formatVersion).toBe(2);
    expect(fromStored(toStored(fromStored(v1)))).toEqual(fromStored(v1));
  });

  it('gives a format-1 flow without a greeting no variant (validation then asks for one)', () => {
    const { greetingMessage: _m, greetingGif: _g, ...bare } = v1;
    const flow = fromStored({ ...bare, greetingMessage: '   ' });
    expect(flow.greeting.variants).toEqual([]);
    expect(validateFlow(flow, FULL).errors.map((e) => e.message)).toEqual(['Add atleast one variant']);
  });
});
