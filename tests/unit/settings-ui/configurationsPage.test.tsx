import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigurationsPage } from '../../../src/custom/settings/configurations/ConfigurationsPage';
import { CONFIG_UI } from '../../../src/custom/settings/configurations/labels';
import { inboxOnlyPermissionTree } from '../../../src/domain/permissions';
import { CHAT_FIELD_MSG, chatFieldsSavedMessage, type ChatField, type ChatFieldsDocument } from '../../../src/domain/settings/chatFields';
import { callsTo, cleanupSettings, fill, press, renderSettings, stubApi, toasts } from './harness';

const URL = '/app/settings/chatFields';
const plan: ChatField = { key: 'plan', name: 'Plan', type: 'list', options: ['Free', 'Pro'], defaultValue: 'Free' };

/** The server's chat fields document; a PUT answers the message the server would. */
function api(initial: ChatFieldsDocument = { fields: [] }) {
  let doc = initial;
  return stubApi({
    [`GET ${URL}`]: () => ({ json: doc }),
    [`PUT ${URL}`]: (body) => {
      const message = chatFieldsSavedMessage(doc, body as ChatFieldsDocument);
      doc = body as ChatFieldsDocument;
      return { json: { ...doc, message } };
    },
  });
}

function choose(label: string, option: string) {
  fireEvent.mouseDown(within(screen.getByRole('dialog')).getByRole('combobox', { name: label }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

const table = () => screen.getByRole('table', { name: CONFIG_UI.chatFields });

afterEach(cleanupSettings);

describe('ConfigurationsPage', () => {
  it('lists the default and custom fields with the mapping notice', async () => {
    api({ fields: [plan] });
    renderSettings(<ConfigurationsPage />);
    expect(await screen.findByText('Plan')).toBeInTheDocument();
    expect(screen.getByText(CHAT_FIELD_MSG.mappingSoon)).toBeInTheDocument();
    const rows = within(table()).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0]!.textContent);
    expect(rows).toEqual(['Name', 'Email', 'Phone', 'Company', 'Plan']);
    expect(within(table()).getByText('List of options (Free, Pro)')).toBeInTheDocument();
  });

  it('shows the spec messages before creating, then creates a number field', async () => {
    const calls = api();
    renderSettings(<ConfigurationsPage />);
    await screen.findByRole('table', { name: CONFIG_UI.chatFields });
    press(CONFIG_UI.newField);
    await screen.findByRole('dialog');
    press(CONFIG_UI.create);
    expect(await screen.findByText(CHAT_FIELD_MSG.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(CHAT_FIELD_MSG.typeRequired)).toBeInTheDocument();
    expect(screen.getByText(CHAT_FIELD_MSG.defaultRequired)).toBeInTheDocument();

    fill(CONFIG_UI.name, 'Budget (USD)');
    expect(screen.getByLabelText(CONFIG_UI.key)).toHaveValue('budget_usd');
    choose(CONFIG_UI.type, CONFIG_UI.types.number);
    fill(CONFIG_UI.defaultValue, '1000');
    press(CONFIG_UI.create);
    await waitFor(() => expect(toasts()).toEqual([`success: ${CHAT_FIELD_MSG.created}`]));
    expect(callsTo(calls, 'PUT', URL).map((c) => c.body)).toEqual([
      { fields: [{ key: 'budget_usd', name: 'Budget (USD)', type: 'number', options: [], defaultValue: '1000' }] },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(table()).getByText('Budget (USD)')).toBeInTheDocument();
  });

  it('refuses a name a default field has, without calling the server', async () => {
    const calls = api();
    renderSettings(<ConfigurationsPage />);
    await screen.findByRole('table', { name: CONFIG_UI.chatFields });
    press(CONFIG_UI.newField);
    await screen.findByRole('dialog');
    fill(CONFIG_UI.name, 'email');
    fill(CONFIG_UI.key, 'work_email');
    choose(CONFIG_UI.type, CONFIG_UI.types.text);
    fill(CONFIG_UI.defaultValue, 'none');
    press(CONFIG_UI.create);
    expect(await screen.findByText(CHAT_FIELD_MSG.duplicateName)).toBeInTheDocument();
    expect(callsTo(calls, 'PUT', URL)).toEqual([]);
  });

  it('removes a custom field', async () => {
    const calls = api({ fields: [plan] });
    renderSettings(<ConfigurationsPage />);
    fireEvent.click(await screen.findByRole('button', { name: CONFIG_UI.remove('Plan') }));
    await waitFor(() => expect(toasts()).toEqual([`success: ${CHAT_FIELD_MSG.updated}`]));
    expect(callsTo(calls, 'PUT', URL).map((c) => c.body)).toEqual([{ fields: [] }]);
    await waitFor(() => expect(screen.queryByText('Plan')).not.toBeInTheDocument());
  });

  it('is read-only without write access to widget settings', async () => {
    api({ fields: [plan] });
    renderSettings(<ConfigurationsPage />, { permissions: { ...inboxOnlyPermissionTree(), settings: { permissions: [], children: { widgetSettings: { permissions: ['read'] } } } } });
    expect(await screen.findByText('Plan')).toBeInTheDocument();
    expect(screen.getByText(CONFIG_UI.readOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CONFIG_UI.newField })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CONFIG_UI.remove('Plan') })).not.toBeInTheDocument();
  });
});
