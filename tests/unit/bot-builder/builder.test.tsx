// The path builder: adding paths and steps from the palette, the first path fixed in place, rule errors on the
// step that breaks them, and what Save sends.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FLOW_MSG, STEP_LABELS, STEP_TYPES, type Flow } from '../../../src/domain/flows';
import { callsTo, cleanupFlows, flowsServer, renderFlows, toastsShown } from './harness';
import { salesFlow } from './fixtures';

afterEach(cleanupFlows);

const column = (n: number) => screen.getByRole('region', { name: new RegExp(`^Path ${n}:`) });
const card = (col: HTMLElement, n: number, label: string) => within(col).getByRole('button', { name: `Step ${n}: ${label}` });
const stepLabels = (col: HTMLElement) => [...col.querySelectorAll('[data-step-id]')].map((el) => el.getAttribute('aria-label'));
const panel = () => screen.getByRole('complementary', { name: 'Step settings' });

async function openBuilder(features?: readonly string[]) {
  const server = flowsServer([salesFlow()]);
  renderFlows('/conversations/1/build', { features });
  await screen.findByRole('region', { name: 'Path 1: Welcome path' });
  return server;
}

function addStep(col: HTMLElement, label: string) {
  fireEvent.click(within(col).getByRole('button', { name: /^Add step to/ }));
  fireEvent.click(screen.getByRole('menuitem', { name: new RegExp(`^${label}`) }));
}

describe('path builder', () => {
  it('shows the paths as columns, in order, with the links between them', async () => {
    await openBuilder();
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual([
      'Path 1: Welcome path',
      'Path 2: Sales path',
      'Path 3: Support path',
    ]);
    expect(within(column(1)).getByText('Sales → Sales path')).toBeInTheDocument();
    expect(within(column(2)).getByText(/Reached from: Welcome path › Buttons: Sales/)).toBeInTheDocument();
  });

  it('adds a path and steps of several types, each edited in the side panel', async () => {
    await openBuilder();
    fireEvent.click(screen.getByRole('button', { name: 'Add path' }));
    const fresh = await screen.findByRole('region', { name: 'Path 4: New path 4' });
    expect(within(fresh).getByRole('textbox', { name: 'Path name' })).toHaveValue('New path 4');

    addStep(fresh, 'Input');
    expect(card(fresh, 1, 'Input')).toHaveAttribute('aria-pressed', 'true');
    expect(within(panel()).getByRole('heading', { name: 'Input' })).toBeInTheDocument();
    fireEvent.mouseDown(within(panel()).getByRole('combobox', { name: 'Save the answer as' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Email' }));

    addStep(fresh, 'Link');
    fireEvent.change(within(panel()).getByRole('textbox', { name: 'URL' }), { target: { value: 'https://parley.test/pricing' } });
    fireEvent.change(within(panel()).getByRole('textbox', { name: 'Title' }), { target: { value: 'Our pricing' } });
    expect(within(card(fresh, 2, 'Link')).getByText('Our pricing')).toBeInTheDocument();
    expect(stepLabels(fresh)).toEqual(['Step 1: Input', 'Step 2: Link']);
  });

  it('offers every step type in the palette and adds a hand-over and a rating', async () => {
    await openBuilder();
    const support = column(3);
    fireEvent.click(within(support).getByRole('button', { name: /^Add step to/ }));
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual(STEP_TYPES.map((t) => STEP_LABELS[t]));
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    fireEvent.click(within(support).getAllByRole('button', { name: 'Delete step' })[1]!);

    addStep(support, 'Live Chat');
    expect(within(panel()).getByRole('combobox', { name: 'Routing' })).toBeInTheDocument();
    addStep(support, 'CSAT feedback');
    expect(stepLabels(support)).toEqual(['Step 1: Link', 'Step 2: Live Chat', 'Step 3: CSAT feedback']);
    // A rating after the hand-over never runs: the builder warns about it on the step.
    expect(within(support).getByText(FLOW_MSG.stepUnreachable)).toBeInTheDocument();
  });

  it('keeps the first path in place: its move and delete buttons are disabled', async () => {
    await openBuilder();
    for (const name of ['Move path left', 'Move path right', 'Delete path']) {
      expect(within(column(1)).getByRole('button', { name })).toBeDisabled();
    }
    // The second path cannot take the first place either, but can move right or be deleted.
    expect(within(column(2)).getByRole('button', { name: 'Move path left' })).toBeDisabled();
    fireEvent.click(within(column(2)).getByRole('button', { name: 'Move path right' }));
    expect(column(2)).toHaveAccessibleName('Path 2: Support path');
    expect(column(3)).toHaveAccessibleName('Path 3: Sales path');
    fireEvent.click(within(column(2)).getByRole('button', { name: 'Delete path' }));
    expect(screen.getAllByRole('region')).toHaveLength(2);
    expect(within(column(1)).getByText(FLOW_MSG.pathGone)).toBeInTheDocument();
  });

  it("shows a broken rule on the step that breaks it, and won't save until it is fixed", async () => {
    const { calls } = await openBuilder();
    addStep(column(1), 'Go to path');
    const added = card(column(1), 3, 'Go to path').closest('[role="listitem"]') as HTMLElement;
    expect(within(added).getByText(FLOW_MSG.oneTerminalPerPath)).toBeInTheDocument();
    expect(within(card(column(1), 2, 'Buttons').closest('[role="listitem"]') as HTMLElement).queryByText(FLOW_MSG.oneTerminalPerPath)).toBeNull();
    expect(within(panel()).getByText(FLOW_MSG.oneTerminalPerPath)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastsShown()).toContain(FLOW_MSG.saveError));
    expect(callsTo(calls, 'PUT', '/app/flows/1')).toHaveLength(0);

    // The error count leads back to the first step with an error.
    fireEvent.click(within(panel()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('complementary', { name: 'Step settings' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '2 errors' }));
    expect(within(panel()).getByRole('heading', { name: 'Go to path' })).toBeInTheDocument();

    fireEvent.click(within(added).getByRole('button', { name: 'Delete step' }));
    expect(screen.queryByText(FLOW_MSG.oneTerminalPerPath)).toBeNull();
  });

  it('moves steps with their buttons', async () => {
    await openBuilder();
    const welcome = column(1);
    expect(within(welcome).getAllByRole('button', { name: 'Move step up' })[0]).toBeDisabled();
    fireEvent.click(within(welcome).getAllByRole('button', { name: 'Move step down' })[0]!);
    expect(stepLabels(welcome)).toEqual(['Step 1: Buttons', 'Step 2: Text']);
  });

  it('moves a step to another path by drag and drop, and never a path into the first place', async () => {
    await openBuilder();
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => void data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      get types() {
        return [...data.keys()];
      },
      effectAllowed: 'none',
    };
    const text = card(column(1), 1, 'Text').closest('[data-step-id]') as HTMLElement;
    const input = card(column(2), 1, 'Input').closest('[data-step-id]') as HTMLElement;
    fireEvent.dragStart(text, { dataTransfer });
    fireEvent.dragOver(input, { dataTransfer });
    fireEvent.drop(input, { dataTransfer });
    expect(stepLabels(column(1))).toEqual(['Step 1: Buttons']);
    expect(stepLabels(column(2))).toEqual(['Step 1: Text', 'Step 2: Input', 'Step 3: Live Chat']);

    data.clear();
    fireEvent.dragStart(within(column(3)).getByLabelText('Drag to re-order the path'), { dataTransfer });
    fireEvent.drop(column(1), { dataTransfer });
    expect(column(1)).toHaveAccessibleName('Path 1: Welcome path');
    fireEvent.drop(column(2), { dataTransfer });
    expect(column(2)).toHaveAccessibleName('Path 2: Support path');
  });

  it('saves the whole flow with PUT and says so', async () => {
    const { calls } = await openBuilder();
    fireEvent.change(within(column(2)).getByRole('textbox', { name: 'Path name' }), { target: { value: 'Talk to sales' } });
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastsShown()).toContain(FLOW_MSG.saved));
    const [put] = callsTo(calls, 'PUT', '/app/flows/1');
    const sent = put!.body as Flow;
    expect(sent.paths.map((p) => p.name)).toEqual(['Welcome path', 'Talk to sales', 'Support path']);
    expect(sent.paths[0]!.steps.map((s) => s.type)).toEqual(['text', 'buttons']);
    expect(sent).toMatchObject({ id: 1, name: 'Website visitors', version: 3 });
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
  });

  it("shows the server's errors of a refused save where they belong", async () => {
    const refusal = {
      errMessage: { errorMsg: FLOW_MSG.saveError },
      errors: [{ severity: 'error', message: FLOW_MSG.assigneeGone, field: 'routing.assignment', pathId: 'p2', stepId: 's4' }],
      warnings: [],
    };
    flowsServer([salesFlow()], { 'PUT /app/flows/1': { status: 400, json: refusal } });
    renderFlows('/conversations/1/build');
    await screen.findByRole('region', { name: 'Path 2: Sales path' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastsShown()).toContain(FLOW_MSG.saveError));
    const handoff = card(column(2), 2, 'Live Chat').closest('[role="listitem"]') as HTMLElement;
    expect(await within(handoff).findByText(FLOW_MSG.assigneeGone)).toBeInTheDocument();
  });
});
