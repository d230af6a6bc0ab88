// The chat-field form takes a price (spec §5 price-like number): the same schema the server checks refuses a
// negative amount and a third decimal before anything is sent.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigurationsPage } from '../../../src/custom/settings/configurations/ConfigurationsPage';
import { CONFIG_UI } from '../../../src/custom/settings/configurations/labels';
import { chatFieldsSavedMessage, type ChatFieldsDocument } from '../../../src/domain/settings/chatFields';
import { callsTo, cleanupSettings, fill, press, renderSettings, stubApi } from './harness';

const URL = '/app/settings/chatFields';

function api() {
  let doc: ChatFieldsDocument = { fields: [] };
  return stubApi({
    [`GET ${URL}`]: () => ({ json: doc }),
    [`PUT ${URL}`]: (body) => {
      const message = chatFieldsSavedMessage(doc, body as ChatFieldsDocument);
      doc = body as ChatFieldsDocument;
      return { json: { ...doc, message } };
    },
  });
}

afterEach(cleanupSettings);

describe('a price chat field', () => {
  it('is held to the price-like rules, then created', async () => {
    const calls = api();
    renderSettings(<ConfigurationsPage />);
    await screen.findByRole('table', { name: CONFIG_UI.chatFields });
    press(CONFIG_UI.newField);
    await screen.findByRole('dialog');
    fill(CONFIG_UI.name, 'Budget');
    fireEvent.mouseDown(within(screen.getByRole('dialog')).getByRole('combobox', { name: CONFIG_UI.type }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Price' }));

    fill(CONFIG_UI.defaultValue, '-5');
    press(CONFIG_UI.create);
    expect(await screen.findByText('Value must be a positive number')).toBeInTheDocument();
    fill(CONFIG_UI.defaultValue, '12.345');
    press(CONFIG_UI.create);
    expect(await screen.findByText('Value can be upto 2 decimals only')).toBeInTheDocument();
    expect(callsTo(calls, 'PUT', URL)).toEqual([]);

    fill(CONFIG_UI.defaultValue, '19.99');
    press(CONFIG_UI.create);
    await waitFor(() =>
      expect(callsTo(calls, 'PUT', URL).map((c) => c.body)).toEqual([
        { fields: [{ key: 'budget', name: 'Budget', type: 'price', options: [], defaultValue: '19.99' }] },
      ]),
    );
  });
});
