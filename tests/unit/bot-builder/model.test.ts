// The builder's pure helpers: default path names, where problems show, summaries, links, assignees, the palette,
// redirects of another kind, the first path's place, drag payloads.
import { describe, expect, it } from 'vitest';
import { FLOW_MSG, STEP_TYPES, textDoc, validateFlow, type FlowError } from '../../../src/domain/flows';
import {
  canMoveLeft,
  canMoveRight,
  decodeDrag,
  encodeDrag,
  fieldProblem,
  incomingLinks,
  newId,
  nextPathName,
  outgoingLinks,
  paletteEntries,
  redirectOfKind,
  referencedAssignees,
  scoped,
  problemsOf,
  stepSummary,
  validationContextOf,
} from '../../../src/custom/bot-builder/model';
import { salesFlow, step } from './fixtures';

const issue = (field: string, message: string, itemId?: string): FlowError => ({ severity: 'error', field, message, ...(itemId ? { itemId } : {}) });

describe('builder model', () => {
  it('makes distinct random ids', () => {
    const ids = new Set(Array.from({ length: 50 }, newId));
    expect(ids.size).toBe(50);
    expect([...ids][0]).toMatch(/^[0-9a-f]{24}$/);
  });

  it('names a new path after the count, skipping names taken, within the 4–40 rule', () => {
    const flow = salesFlow();
    expect(nextPathName(flow)).toBe('New path 4');
    flow.paths.push({ id: 'p4', name: 'New Path 5', steps: [] });
    expect(nextPathName(flow)).toBe('New path 6');
  });

  it('finds the problem at a field, under it, on an item, or off items', () => {
    const issues = [issue('options', FLOW_MSG.buttonsRequired), issue('options.label', FLOW_MSG.fieldEmpty, 'o1'), issue('options.redirect.pathId', FLOW_MSG.pathRequired, 'o2')];
    expect(fieldProblem(issues, 'options', null)).toBe(FLOW_MSG.buttonsRequired);
    expect(fieldProblem(issues, 'options.label', 'o1')).toBe(FLOW_MSG.fieldEmpty);
    expect(fieldProblem(issues, 'options.label', 'o2')).toBeNull();
    expect(fieldProblem(issues, 'option')).toBeNull();
    const o2 = scoped(scoped(problemsOf(issues), 'options'), 'redirect', 'o2');
    expect(o2('pathId')).toBe(FLOW_MSG.pathRequired);
    expect(scoped(problemsOf(issues), 'options')('', null)).toBe(FLOW_MSG.buttonsRequired);
  });

  it('summarises steps in a line', () => {
    const flow = salesFlow();
    const [text, buttons] = flow.paths[0]!.steps;
    expect(stepSummary(text!, flow)).toBe('Welcome to Parley');
    expect(stepSummary(buttons!, flow)).toBe('What brings you here? [Sales] [Support]');
    expect(stepSummary(flow.paths[2]!.steps[1]!, flow)).toBe('Welcome path');
    expect(stepSummary(step('text', 'x', { message: textDoc('a'.repeat(80)) }), flow)).toHaveLength(60);
  });

  it('describes the links leaving a step and the ways into a path', () => {
    const flow = salesFlow();
    flow.greeting.buttons = [{ id: 'g1', label: 'Help', redirect: { kind: 'nextState', pathId: 'p3' } }];
    expect(outgoingLinks(flow, 's2').map((l) => l.label)).toEqual(['Sales → Sales path', 'Support → Support path']);
    expect(outgoingLinks(flow, 's6').map((l) => l.label)).toEqual(['→ Welcome path']);
    expect(incomingLinks(flow, 'p3')).toEqual(['Greeting button "Help"', 'Welcome path › Buttons: Support']);
    expect(incomingLinks(flow, 'p1')).toEqual(['Support path › Go to path']);
  });

  it('collects the teams and members a flow names, and trusts them when the lists cannot be read', () => {
    const flow = salesFlow();
    flow.paths[1]!.steps.splice(1, 0, step('notification', 'n1', { recipients: { teams: [2], members: [11] } }));
    // In the order the flow names them, each once.
    expect(referencedAssignees(flow)).toEqual({ teamIds: [2, 1], memberIds: [11, 10] });
    const unknown = validationContextOf([], { users: null, teams: null }, flow);
    expect(validateFlow(flow, unknown).errors.filter((e) => e.message === FLOW_MSG.assigneeGone)).toEqual([]);
    const known = validationContextOf([], { users: [{ id: 10, name: 'Ada' }], teams: [{ id: 1, name: 'Sales' }] }, flow);
    expect(validateFlow(flow, known).errors.map((e) => [e.stepId, e.message])).toContainEqual(['n1', FLOW_MSG.assigneeGone]);
  });

  it('offers every step type, locking the ones the plan lacks', () => {
    const entries = paletteEntries((f) => f !== 'zendesk');
    expect(entries.map((e) => e.type)).toEqual(STEP_TYPES);
    expect(entries.filter((e) => e.locked).map((e) => e.type)).toEqual(['zendeskCreateTicket', 'zendeskSearchKnowledgeBase']);
    expect(paletteEntries(() => true).some((e) => e.locked)).toBe(false);
  });

  it('switches a redirect to another kind with empty fields', () => {
    const next = { kind: 'nextState', pathId: 'p2' } as const;
    expect(redirectOfKind('nextState', next)).toBe(next);
    expect(redirectOfKind('alerts', next)).toEqual({ kind: 'alerts', recipients: { teams: [], members: [] } });
    expect(redirectOfKind('app', next)).toMatchObject({ kind: 'app', routing: { mode: 'everyone', destination: 'inbox' } });
    expect(redirectOfKind('slack', next)).toEqual({ kind: 'slack', channelId: '' });
    expect(redirectOfKind('fromResponse', next)).toEqual({ kind: 'fromResponse' });
  });

  it('keeps the first path first', () => {
    expect([0, 1, 2].map((i) => canMoveLeft(i))).toEqual([false, false, true]);
    expect([0, 1, 2].map((i) => canMoveRight(i, 3))).toEqual([false, true, false]);
  });

  it('reads back only its own drag payloads', () => {
    const item = { kind: 'step', pathId: 'p1', stepId: 's1' } as const;
    expect(decodeDrag(encodeDrag(item))).toEqual(item);
    expect(decodeDrag(encodeDrag({ kind: 'path', pathId: 'p2' }))).toEqual({ kind: 'path', pathId: 'p2' });
    expect(decodeDrag('{"kind":"step","pathId":"p1"}')).toBeNull();
    expect(decodeDrag('text/plain dropped')).toBeNull();
  });
});
