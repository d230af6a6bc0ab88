// The greeting message and topics panels, and the upgrade prompts of the plan-gated builder features.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { FLOW_MSG } from '../../../src/domain/flows';
import { PLANS } from '../../../src/domain/plans';
import { upgradePromptText } from '../../../src/custom/settings/upgrade';
import { cleanupFlows, flowsServer, renderFlows } from './harness';
import { salesFlow, step } from './fixtures';

afterEach(cleanupFlows);

const panel = () => screen.getByRole('complementary', { name: 'Step settings' });
const growth = PLANS.growth!.features;

async function open(flow = salesFlow(), features?: readonly string[]) {
  flowsServer([flow]);
  renderFlows('/conversations/1/build', { features });
  await screen.findByRole('region', { name: 'Path 1: Welcome path' });
}

function editorOf(label: string): Editor {
  const el = within(panel()).getByRole('textbox', { name: label }) as HTMLElement & { editor: Editor };
  return el.editor;
}

describe('greeting message', () => {
  it("needs at least one variant: 'Add atleast one variant'", async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Greeting message' }));
    fireEvent.click(within(panel()).getByRole('button', { name: 'Remove greeting message 1' }));
    expect(within(panel()).getByText(FLOW_MSG.addVariant)).toBeInTheDocument();
    expect(screen.getByLabelText('Greeting message: problems')).toHaveTextContent(FLOW_MSG.addVariant);
  });

  it('refuses an empty variant and a duplicate one, each on its own variant', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Greeting message' }));
    fireEvent.click(within(panel()).getByRole('button', { name: 'Add variant' }));
    expect(within(panel()).getByText(FLOW_MSG.variantEmpty)).toBeInTheDocument();
    act(() => {
      editorOf('Greeting message 2').commands.setContent('<p>Hi there! How can we help?</p>', { emitUpdate: true });
    });
    await waitFor(() => expect(within(panel()).getByText(FLOW_MSG.duplicateGreeting)).toBeInTheDocument());
    expect(within(panel()).queryByText(FLOW_MSG.variantEmpty)).toBeNull();
    act(() => {
      editorOf('Greeting message 2').commands.setContent('<ul><li><p>Pricing questions?</p></li></ul>', { emitUpdate: true });
    });
    await waitFor(() => expect(within(panel()).queryByText(FLOW_MSG.duplicateGreeting)).toBeNull());
  });

  it('takes a GIF instead of a message, from the GIF picker', async () => {
    const parrot = { id: 'g1', name: 'Party parrot', original: 'https://gifs.test/parrot.gif', previewGif: 'https://gifs.test/p.gif', previewStill: 'https://gifs.test/p.png' };
    flowsServer([salesFlow()], { 'GET /app/gifs/trending': { json: { gifs: [parrot], next: null } } });
    renderFlows('/conversations/1/build');
    fireEvent.click(await screen.findByRole('button', { name: 'Greeting message' }));
    fireEvent.click(within(panel()).getByRole('button', { name: 'Add variant' }));
    expect(within(panel()).getByText(FLOW_MSG.variantEmpty)).toBeInTheDocument();
    const variants = within(panel()).getAllByRole('button', { name: 'Send a GIF' });
    fireEvent.click(variants[1]!);
    fireEvent.click(await screen.findByRole('button', { name: 'Party parrot' }));
    await waitFor(() => expect(within(panel()).queryByText(FLOW_MSG.variantEmpty)).toBeNull());
    expect(within(panel()).getByRole('button', { name: 'Remove GIF Party parrot' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Greeting message' }).closest('.MuiPaper-root')).toHaveTextContent('[1 GIF]');
  });

  it('offers the upgrade for a second variant (A/B testing) and greeting buttons when the plan lacks them', async () => {
    await open(salesFlow(), PLANS.starter!.features);
    fireEvent.click(screen.getByRole('button', { name: 'Greeting message' }));
    fireEvent.click(within(panel()).getByRole('button', { name: 'Add variant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade your plan' });
    expect(dialog).toHaveTextContent(upgradePromptText('abTesting'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upgrade your plan' })).toBeNull());
    expect(within(panel()).getAllByRole('textbox', { name: /^Greeting message \d/ })).toHaveLength(1);

    fireEvent.click(within(panel()).getByRole('button', { name: 'Add button' }));
    expect(await screen.findByRole('dialog', { name: 'Upgrade your plan' })).toHaveTextContent(upgradePromptText('greetingButtons'));
  });
});

describe('plan-gated steps and routing', () => {
  it('locks Zendesk and Service Cloud steps in the palette and offers the upgrade instead', async () => {
    await open(salesFlow(), growth);
    fireEvent.click(within(screen.getByRole('region', { name: /^Path 3:/ })).getByRole('button', { name: /^Add step to/ }));
    const zendesk = screen.getByRole('menuitem', { name: /^Zendesk ticket/ });
    expect(zendesk).toHaveTextContent('Upgrade to use');
    expect(screen.getByRole('menuitem', { name: /^Service Cloud case/ })).toHaveTextContent('Upgrade to use');
    expect(screen.getByRole('menuitem', { name: /^Text/ })).not.toHaveTextContent('Upgrade to use');
    fireEvent.click(zendesk);
    expect(await screen.findByRole('dialog', { name: 'Upgrade your plan' })).toHaveTextContent(upgradePromptText('zendesk'));
    expect(screen.queryByRole('button', { name: /Zendesk ticket$/ })).toBeNull();
  });

  it('shows the prompt on a gated step the flow already has, and for advanced routing', async () => {
    const flow = salesFlow();
    flow.paths[2]!.steps.splice(1, 0, step('zendeskCreateTicket', 'z1', { subject: 'Help request' }));
    await open(flow, growth);
    const support = screen.getByRole('region', { name: /^Path 3:/ });
    expect(within(support).getByText('Upgrade your plan to use Zendesk')).toBeInTheDocument();
    fireEvent.click(within(support).getByRole('button', { name: 'Step 2: Zendesk ticket' }));
    expect(within(panel()).getByRole('note')).toHaveTextContent(upgradePromptText('zendesk'));

    fireEvent.click(within(screen.getByRole('region', { name: /^Path 2:/ })).getByRole('button', { name: 'Step 2: Live Chat' }));
    fireEvent.mouseDown(within(panel()).getByRole('combobox', { name: 'Routing' }));
    fireEvent.click(screen.getByRole('option', { name: /Salesforce lead owner/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade your plan' });
    expect(dialog).toHaveTextContent(upgradePromptText('advancedRouting'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upgrade your plan' })).toBeNull());
    expect(within(panel()).getByRole('combobox', { name: 'Routing' })).toHaveTextContent('Selected teams or members');
  });
});

describe('topics', () => {
  it("counts products across topics: 'Maximum 50 topics allowed' above 50", async () => {
    const products = Array.from({ length: 50 }, (_, i) => `Product ${i + 1}`);
    await open(salesFlow({ topics: [{ id: 't1', name: 'Catalogue', products }] }));
    fireEvent.click(screen.getByRole('button', { name: 'Topics' }));
    expect(within(panel()).getByText('50/50 products')).toBeInTheDocument();
    expect(within(panel()).queryByText(FLOW_MSG.topicsMax)).toBeNull();
    fireEvent.click(within(panel()).getByRole('button', { name: 'Add topic' }));
    const inputs = within(panel()).getAllByRole('combobox', { name: 'Products' });
    fireEvent.change(inputs[1]!, { target: { value: 'One too many' } });
    fireEvent.keyDown(inputs[1]!, { key: 'Enter' });
    expect(await within(panel()).findByText(FLOW_MSG.topicsMax)).toBeInTheDocument();
    expect(within(panel()).getByText('51/50 products')).toBeInTheDocument();
  });
});

