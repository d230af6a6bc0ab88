// The funnel on the path builder: the toolbar's "Show funnel" switch fetches GET app/flows/:id/funnel (stubbed
// here until the endpoint lands) and each step card shows its reach, share and drop; no conversations yet shows
// the empty state once, in the toolbar.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { computeFunnel, type StepVisitRecord } from '../../../src/domain/flows';
import { FUNNEL_UI } from '../../../src/custom/bot-builder/funnel/labels';
import { callsTo, cleanupFlows, flowsServer, renderFlows } from '../bot-builder/harness';
import { salesFlow } from '../bot-builder/fixtures';

afterEach(cleanupFlows);

const column = (n: number) => screen.getByRole('region', { name: new RegExp(`^Path ${n}:`) });
const funnelOf = (col: HTMLElement, label: string) => within(col).getByRole('group', { name: FUNNEL_UI.region(label) });

/** Visits as the runtime reports them: conversation -> the steps it passed. */
function visits(byConversation: Record<number, string[]>): StepVisitRecord[] {
  const pathOf: Record<string, string> = { s1: 'p1', s2: 'p1', s3: 'p2', s4: 'p2', s5: 'p3', s6: 'p3' };
  return Object.entries(byConversation).flatMap(([id, steps]) => steps.map((stepId) => ({ conversationId: id, pathId: pathOf[stepId]!, stepId })));
}

async function openBuilder(funnel: ReturnType<typeof computeFunnel>) {
  const server = flowsServer([salesFlow()], { 'GET /app/flows/1/funnel': { json: funnel } });
  renderFlows('/conversations/1/build');
  await screen.findByRole('region', { name: 'Path 1: Welcome path' });
  return server;
}

describe('builder funnel', () => {
  it('is off at first and asks for nothing; switched on it shows each step reach, share and drop', async () => {
    const funnel = computeFunnel(
      salesFlow(),
      visits({ 1: ['s1', 's2', 's3', 's4'], 2: ['s1', 's2', 's3'], 3: ['s1', 's2', 's5', 's6'], 4: ['s1', 's2'] }),
    );
    const { calls } = await openBuilder(funnel);
    expect(callsTo(calls, 'GET', '/app/flows/1/funnel')).toHaveLength(0);
    expect(screen.queryByRole('group', { name: /^Funnel:/ })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('switch', { name: FUNNEL_UI.toggle }));
    expect(await screen.findByRole('status')).toHaveTextContent('4 conversations');
    expect(callsTo(calls, 'GET', '/app/flows/1/funnel')).toHaveLength(1);

    const welcome = funnelOf(column(1), 'Step 1: Text');
    expect(welcome).toHaveTextContent('4 reached · 100%');
    const input = funnelOf(column(2), 'Step 1: Input');
    expect(input).toHaveTextContent('2 reached · 50%');
    const handover = funnelOf(column(2), 'Step 2: Live Chat');
    expect(handover).toHaveTextContent('1 reached · 25%');
    expect(handover).toHaveTextContent(FUNNEL_UI.drop(1));
    expect(input).not.toHaveTextContent('from the step before');
    expect(screen.getByTestId('path-funnel-p2')).toHaveTextContent(FUNNEL_UI.pathReached(2));
    expect(screen.getByTestId('path-funnel-p3')).toHaveTextContent(FUNNEL_UI.pathReached(1));

    fireEvent.click(screen.getByRole('switch', { name: FUNNEL_UI.toggle }));
    await waitFor(() => expect(screen.queryByRole('group', { name: /^Funnel:/ })).not.toBeInTheDocument());
  });

  it('marks a step added since the save as having no data', async () => {
    await openBuilder(computeFunnel(salesFlow(), visits({ 1: ['s1', 's2'] })));
    fireEvent.click(screen.getByRole('switch', { name: FUNNEL_UI.toggle }));
    await screen.findByRole('status');
    fireEvent.click(within(column(3)).getByRole('button', { name: /^Add step to/ }));
    fireEvent.click(screen.getByRole('menuitem', { name: /^Text/ }));
    expect(funnelOf(column(3), 'Step 3: Text')).toHaveTextContent(FUNNEL_UI.notSaved);
  });

  it('says once that there are no conversations yet, and shows nothing on the cards', async () => {
    await openBuilder(computeFunnel(salesFlow(), []));
    fireEvent.click(screen.getByRole('switch', { name: FUNNEL_UI.toggle }));
    expect(await screen.findByRole('status')).toHaveTextContent(FUNNEL_UI.empty);
    expect(screen.queryByRole('group', { name: /^Funnel:/ })).not.toBeInTheDocument();
  });
});
