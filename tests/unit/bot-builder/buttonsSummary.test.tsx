// Issue 22, point 14: a Buttons step whose button has no label yet shows no raw '[]' on its card (nor does the
// greeting card for a greeting button without a label); named buttons still read '[Sales] [Support]'.
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buttonLabels } from '../../../src/custom/bot-builder/model';
import { cleanupFlows, flowsServer, renderFlows } from './harness';
import { salesFlow } from './fixtures';

afterEach(cleanupFlows);

const panel = () => screen.getByRole('complementary', { name: 'Step settings' });

describe('buttons on the board', () => {
  it('leaves unnamed buttons out of the summary', () => {
    expect(buttonLabels([{ label: 'Sales' }, { label: '' }, { label: '  ' }, { label: 'Support' }])).toBe('[Sales] [Support]');
    expect(buttonLabels([{ label: '' }])).toBe('');
  });

  it("shows no '[]' for a new button on a Buttons step or the greeting", async () => {
    flowsServer([salesFlow()]);
    renderFlows('/conversations/1/build');
    const fresh = await screen.findByRole('region', { name: 'Path 3: Support path' });
    fireEvent.click(within(fresh).getByRole('button', { name: /^Add step to/ }));
    fireEvent.click(screen.getByRole('menuitem', { name: /^Buttons/ }));
    fireEvent.click(within(panel()).getByRole('button', { name: 'Add button' }));
    const card = [...fresh.querySelectorAll('[data-step-id]')].at(-1)!;
    expect(card).toHaveAttribute('aria-label', expect.stringMatching(/: Buttons$/));
    expect(card.textContent).not.toContain('[]');

    fireEvent.click(screen.getByRole('button', { name: 'Greeting message' }));
    fireEvent.click(within(panel()).getByRole('button', { name: 'Add button' }));
    expect(screen.getByRole('button', { name: 'Greeting message' }).textContent).not.toContain('[]');
  });
});
