// /bot/settings: the bot's name ('Bot name is required'), its image (an address or an uploaded file) and its
// default behaviour, saved through PUT app/settings/bot; read-only and hidden for users without the rights.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '../../../src/domain/adminMessages';
import { BOT_MSG } from '../../../src/domain/settings/bot';
import { inboxOnlyPermissionTree, type PermissionTree } from '../../../src/domain/permissions';
import { BOT_UI } from '../../../src/custom/bot/labels';
import { callsTo, cleanupFlows, toastsShown } from '../bot-builder/harness';
import { salesFlow } from '../bot-builder/fixtures';
import { botServer, renderBot } from './harness';

afterEach(cleanupFlows);

const flows = [salesFlow({ id: 1, name: 'Website visitors', status: 'active' }), salesFlow({ id: 2, name: 'Pricing page', status: 'inactive' })];
const nameBox = () => screen.findByRole('textbox', { name: BOT_UI.name });
const save = () => fireEvent.click(screen.getByRole('button', { name: BOT_UI.save }));

/** The bot document follows the flows' node; widget settings rights alone say nothing about it. */
function rolesWith(conversations: Array<'read' | 'write'>): PermissionTree {
  return {
    ...inboxOnlyPermissionTree(),
    conversations: { permissions: conversations },
    settings: { permissions: [], children: { widgetSettings: { permissions: ['read', 'write'] } } },
  };
}

describe('bot settings page', () => {
  it('shows the saved bot and refuses an empty name with "Bot name is required", sending nothing', async () => {
    const { calls } = botServer({ saved: { name: 'Ada Bot' } });
    renderBot('/bot/settings');
    const name = await nameBox();
    expect(name).toHaveValue('Ada Bot');
    expect(screen.getByTestId('bot-name')).toHaveTextContent('Ada Bot');
    fireEvent.change(name, { target: { value: '   ' } });
    save();
    expect(await screen.findByText(ADMIN_MSG.botNameRequired)).toBeInTheDocument();
    expect(callsTo(calls, 'PUT', '/app/settings/bot')).toHaveLength(0);
  });

  it('saves a new name, default flow, reply action and delay, and shows the success text', async () => {
    const server = botServer({ flows });
    renderBot('/bot/settings');
    fireEvent.change(await nameBox(), { target: { value: 'Penny' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: new RegExp(BOT_UI.defaultFlow) }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual([BOT_UI.noDefaultFlow, 'Pricing page (inactive)', 'Website visitors']);
    fireEvent.click(screen.getByRole('option', { name: 'Website visitors' }));
    fireEvent.click(screen.getByRole('radio', { name: BOT_UI.unexpectedReplies.handoff }));
    fireEvent.change(screen.getByRole('spinbutton', { name: BOT_UI.replyDelay }), { target: { value: '3' } });
    save();
    await waitFor(() => expect(callsTo(server.calls, 'PUT', '/app/settings/bot')).toHaveLength(1));
    expect(callsTo(server.calls, 'PUT', '/app/settings/bot')[0]!.body).toEqual({
      name: 'Penny',
      image: '',
      defaultFlowId: 1,
      unexpectedReply: 'handoff',
      replyDelaySeconds: 3,
    });
    await waitFor(() => expect(toastsShown()).toContain(BOT_MSG.settingsUpdated));
    await waitFor(() => expect(screen.getByTestId('bot-name')).toHaveTextContent('Penny'));
  });

  it('refuses an image address that is not http(s), and keeps a good one', async () => {
    const server = botServer();
    renderBot('/bot/settings');
    await nameBox();
    const url = screen.getByRole('textbox', { name: BOT_UI.imageUrl });
    fireEvent.change(url, { target: { value: 'javascript:alert(1)' } });
    save();
    expect(await screen.findByText(ADMIN_MSG.imageUrlInvalid)).toBeInTheDocument();
    expect(callsTo(server.calls, 'PUT', '/app/settings/bot')).toHaveLength(0);
    fireEvent.change(url, { target: { value: 'https://cdn.acme.test/bot.png' } });
    save();
    await waitFor(() => expect(server.saved().image).toBe('https://cdn.acme.test/bot.png'));
    expect(screen.getAllByRole('img', { name: 'Parley Bot avatar' })[0]).toHaveAttribute('src', 'https://cdn.acme.test/bot.png');
  });

  it('uploads an image file as the bot image, refusing a type it cannot store', async () => {
    const server = botServer();
    renderBot('/bot/settings');
    await nameBox();
    const picker = screen.getByLabelText(BOT_UI.uploadImage, { selector: 'input' });
    fireEvent.change(picker, { target: { files: [new File(['<svg/>'], 'bot.svg', { type: 'image/svg+xml' })] } });
    expect(await screen.findByText(BOT_UI.imageType)).toBeInTheDocument();
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'bot.png', { type: 'image/png' });
    fireEvent.change(picker, { target: { files: [png] } });
    expect(await screen.findByText(BOT_UI.uploadedImage)).toBeInTheDocument();
    save();
    await waitFor(() => expect(server.saved().image).toBe('data:image/png;base64,iVBORw0KGgo='));
    fireEvent.click(screen.getByRole('button', { name: BOT_UI.removeImage }));
    save();
    await waitFor(() => expect(server.saved().image).toBe(''));
  });

  it('is read-only for a user who may read but not write the flows', async () => {
    botServer({ saved: { name: 'Ada Bot' } });
    renderBot('/bot/settings', { permissions: rolesWith(['read']) });
    expect(await nameBox()).toBeDisabled();
    expect(screen.getByText(BOT_UI.readOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: BOT_UI.save })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: BOT_UI.uploadImage })).not.toBeInTheDocument();
  });

  it('does not ask for the bot of a user who may not read the flows', async () => {
    const { calls } = botServer();
    renderBot('/bot/settings', { permissions: rolesWith([]) });
    expect(await screen.findByText(BOT_UI.noAccess)).toBeInTheDocument();
    expect(callsTo(calls, 'GET', '/app/settings/bot')).toHaveLength(0);
  });

  it('moves between the bot pages with its tabs', async () => {
    botServer();
    renderBot('/bot/settings');
    await nameBox();
    const tabs = screen.getByRole('tablist', { name: BOT_UI.tabsLabel });
    expect(within(tabs).getByRole('tab', { name: BOT_UI.tabs.settings })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(within(tabs).getByRole('tab', { name: BOT_UI.tabs.integrations }));
    expect(await screen.findByRole('region', { name: 'Zendesk' })).toBeInTheDocument();
    expect(document.title).toBe('Parley Bot Integrations');
  });
});
