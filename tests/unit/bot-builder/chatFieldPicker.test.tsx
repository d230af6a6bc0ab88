// The input step's "Save the answer as" picks one of the project's chat fields (default and custom, from
// /settings/configurations), and Save sends the chosen field's key.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FLOW_MSG, type Flow, type StepOf } from '../../../src/domain/flows';
import type { ChatFieldsDocument } from '../../../src/domain/settings/chatFields';
import { callsTo, cleanupFlows, flowsServer, renderFlows, toastsShown } from './harness';
import { salesFlow, step } from './fixtures';

afterEach(cleanupFlows);

const panel = () => screen.getByRole('complementary', { name: 'Step settings' });
const chatFields: ChatFieldsDocument = {
  fields: [
    { key: 'budget', name: 'Budget (USD)', type: 'number', options: [], defaultValue: '0' },
    { key: 'team_size', name: 'Team size', type: 'list', options: ['1-10', '11-50'], defaultValue: '1-10' },
  ],
};

async function openInputStep() {
  renderFlows('/conversations/1/build');
  fireEvent.click(await within(await screen.findByRole('region', { name: /^Path 2:/ })).findByRole('button', { name: 'Step 1: Input' }));
  return within(panel()).getByRole('combobox', { name: 'Save the answer as' });
}

const optionNames = () => within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent);

describe('chat field picker of the input step', () => {
  it('offers the default then the custom chat fields, and saves the answer under the chosen key', async () => {
    const { calls } = flowsServer([salesFlow()], { 'GET /app/settings/chatFields': { json: chatFields } });
    const picker = await openInputStep();
    expect(picker).toHaveTextContent('Email');
    fireEvent.mouseDown(picker);
    await waitFor(() => expect(optionNames()).toEqual(['Name', 'Email', 'Phone', 'Company', 'Budget (USD)', 'Team size']));
    fireEvent.click(screen.getByRole('option', { name: 'Budget (USD)' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(within(panel()).getByRole('combobox', { name: 'Save the answer as' })).toHaveTextContent('Budget (USD)');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastsShown()).toContain(FLOW_MSG.saved));
    const sent = callsTo(calls, 'PUT', '/app/flows/1')[0]!.body as Flow;
    const input = sent.paths[1]!.steps[0] as StepOf<'input'>;
    expect(input).toMatchObject({ type: 'input', field: 'budget' });
  });

  it('without the custom fields (not readable), offers the defaults and keeps a key no field has', async () => {
    const flow = salesFlow();
    const asked = flow.paths[1]!.steps[0] as StepOf<'input'>;
    flow.paths[1]!.steps[0] = step('input', 's3', { message: asked.message, validation: asked.validation, field: 'legacy_key' });
    flowsServer([flow], { 'GET /app/settings/chatFields': { status: 403, json: { errMessage: { errorMsg: 'Forbidden' } } } });
    const picker = await openInputStep();
    expect(picker).toHaveTextContent('legacy_key (not a chat field)');
    fireEvent.mouseDown(picker);
    await waitFor(() => expect(optionNames()).toEqual(['Name', 'Email', 'Phone', 'Company', 'legacy_key (not a chat field)']));
    fireEvent.click(screen.getByRole('option', { name: 'Phone' }));
    await waitFor(() => expect(within(panel()).getByRole('combobox', { name: 'Save the answer as' })).toHaveTextContent('Phone'));
  });
});
