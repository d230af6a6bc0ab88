import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '../../../src/domain/adminMessages';
import { inboxOnlyPermissionTree } from '../../../src/domain/permissions';
import { SETTINGS_DEFAULTS, WIDGET_MSG } from '../../../src/domain/settings/widget';
import { SETTINGS_UI } from '../../../src/custom/settings/labels';
import { WidgetSettingsPage } from '../../../src/custom/settings';
import { UPGRADE_PROMPT_BUTTON, upgradePromptText } from '../../../src/custom/settings/upgrade';
import { callsTo, cleanupSettings, deferred, fail, fill, renderSettings, stubApi, toasts, type Answer } from './harness';

const UI = SETTINGS_UI.widget;
const KEYS = ['widgetStatus', 'widgetAppearance', 'privacy', 'officeHours', 'holidays'] as const;

/** The settings documents as the server keeps them; a PUT answers the saved value and, unless told not to, the message. */
function api(overrides: Record<string, Parameters<typeof stubApi>[0][string]> = {}, messages: Record<string, string> = {}) {
  const docs: Record<string, unknown> = { ...SETTINGS_DEFAULTS };
  const routes: Parameters<typeof stubApi>[0] = { 'GET /app/timezones': { json: { timezones: ['UTC', 'Europe/Berlin'] } } };
  for (const key of KEYS) {
    routes[`GET /app/settings/${key}`] = () => ({ json: docs[key] });
    routes[`PUT /app/settings/${key}`] = (body) => {
      docs[key] = body;
      return { json: { ...(body as object), ...(messages[key] ? { message: messages[key] } : {}) } };
    };
  }
  return stubApi({ ...routes, ...overrides });
}

const section = (name: string) => screen.getByRole('region', { name });

afterEach(cleanupSettings);

describe('WidgetSettingsPage', () => {
  it("turns the widget off with the server's success text", async () => {
    const calls = api({}, { widgetStatus: WIDGET_MSG.statusUpdated });
    renderSettings(<WidgetSettingsPage />);
    const toggle = await screen.findByRole('switch', { name: UI.statusSwitch });
    expect(toggle).toBeChecked();
    fireEvent.click(toggle);
    await waitFor(() => expect(toasts()).toEqual([`success: ${WIDGET_MSG.statusUpdated}`]));
    expect(callsTo(calls, 'PUT', '/app/settings/widgetStatus').map((c) => c.body)).toEqual([{ enabled: false }]);
    expect(screen.getByRole('switch', { name: UI.statusSwitch })).not.toBeChecked();
  });

  it('shows the new status at once and the saved one again when the save fails', async () => {
    const answer = deferred<Answer>();
    api({ 'PUT /app/settings/widgetStatus': () => answer.promise });
    renderSettings(<WidgetSettingsPage />);
    const toggle = await screen.findByRole('switch', { name: UI.statusSwitch });
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    answer.resolve(fail(403, 'You are not authorized'));
    await waitFor(() => expect(toggle).toBeChecked());
    expect(toasts()).toEqual(['error: You are not authorized']);
  });

  it('falls back to the spec text when the answer carries no message', async () => {
    api();
    renderSettings(<WidgetSettingsPage />);
    fireEvent.click(await screen.findByRole('switch', { name: UI.statusSwitch }));
    await waitFor(() => expect(toasts()).toEqual([`success: ${WIDGET_MSG.statusUpdated}`]));
  });

  it('saves the appearance with the title limit of 50 characters', async () => {
    const calls = api({}, { widgetAppearance: WIDGET_MSG.settingsUpdated });
    renderSettings(<WidgetSettingsPage />);
    await screen.findByLabelText(UI.title);
    const appearance = section(UI.appearance);
    fill(UI.title, 'x'.repeat(51));
    fireEvent.click(within(appearance).getByRole('button', { name: SETTINGS_UI.save }));
    expect(await within(appearance).findByText(ADMIN_MSG.titleMax)).toBeInTheDocument();
    fill(UI.title, 'Talk to us');
    fireEvent.click(within(appearance).getByRole('button', { name: SETTINGS_UI.save }));
    await waitFor(() => expect(toasts()).toEqual([`success: ${WIDGET_MSG.settingsUpdated}`]));
    expect(callsTo(calls, 'PUT', '/app/settings/widgetAppearance').map((c) => c.body)).toEqual([
      { ...SETTINGS_DEFAULTS.widgetAppearance, title: 'Talk to us' },
    ]);
  });

  it('offline and holiday conversation switches save at once and their info texts follow them', async () => {
    const calls = api({}, { widgetAppearance: WIDGET_MSG.settingsUpdated });
    renderSettings(<WidgetSettingsPage />);
    expect(await screen.findByText(ADMIN_MSG.offlineConversationEnabled)).toBeInTheDocument();
    expect(screen.getByText(ADMIN_MSG.holidayConversationDisabled)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('switch', { name: UI.holidayConversation }));
    expect(await screen.findByText(ADMIN_MSG.holidayConversationEnabled)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch', { name: UI.offlineConversation }));
    expect(await screen.findByText(ADMIN_MSG.offlineConversationDisabled)).toBeInTheDocument();

    const bodies = callsTo(calls, 'PUT', '/app/settings/widgetAppearance').map((c) => c.body);
    // the second save keeps what the first one saved
    expect(bodies).toEqual([
      { ...SETTINGS_DEFAULTS.widgetAppearance, holidayConversation: true },
      { ...SETTINGS_DEFAULTS.widgetAppearance, holidayConversation: true, offlineConversation: false },
    ]);
    expect(toasts()).toEqual([`success: ${WIDGET_MSG.settingsUpdated}`, `success: ${WIDGET_MSG.settingsUpdated}`]);
  });

  it('saves the privacy policy, refusing a URL that is not http(s)', async () => {
    const calls = api({}, { privacy: WIDGET_MSG.privacyUpdated });
    renderSettings(<WidgetSettingsPage />);
    await screen.findByLabelText(UI.privacyUrl);
    const privacy = section(UI.privacy);
    fireEvent.click(within(privacy).getByRole('switch', { name: UI.privacyEnabled }));
    fill(UI.privacyText, 'We keep your chat for 30 days.');
    fill(UI.privacyUrl, 'ftp://acme.test/privacy');
    fireEvent.click(within(privacy).getByRole('button', { name: SETTINGS_UI.save }));
    expect(await within(privacy).findByText(ADMIN_MSG.urlInvalid)).toBeInTheDocument();
    fill(UI.privacyUrl, 'https://acme.test/privacy');
    fireEvent.click(within(privacy).getByRole('button', { name: SETTINGS_UI.save }));
    await waitFor(() => expect(toasts()).toEqual([`success: ${WIDGET_MSG.privacyUpdated}`]));
    expect(callsTo(calls, 'PUT', '/app/settings/privacy').map((c) => c.body)).toEqual([
      { enabled: true, text: 'We keep your chat for 30 days.', url: 'https://acme.test/privacy' },
    ]);
  });

  it('is read-only without write access to widget settings', async () => {
    api();
    renderSettings(<WidgetSettingsPage />, {
      permissions: { ...inboxOnlyPermissionTree(), settings: { permissions: ['read'], children: { widgetSettings: { permissions: ['read'] } } } },
    });
    expect(await screen.findByText(SETTINGS_UI.readOnly)).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: UI.statusSwitch })).toBeDisabled();
    await screen.findByLabelText(UI.title);
    expect(screen.queryByRole('button', { name: SETTINGS_UI.save })).not.toBeInTheDocument();
  });

  it('shows the upgrade prompt instead of the page when the plan lacks widget settings', async () => {
    const calls = api();
    renderSettings(<WidgetSettingsPage />, { features: [] });
    expect(await screen.findByText(upgradePromptText('widgetSettings'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: UPGRADE_PROMPT_BUTTON })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
