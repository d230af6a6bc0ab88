// @vitest-environment jsdom
// The 'settings' resource: one record per section (id = the section), each on its spec path (§7): project documents
// GET/PUT app/settings/{key}, the channels app/user/profile/channels, the meeting availability
// app/user/meeting/availability, and the install GET app/widget/install (quiet) with its domains PUT
// app/widget/install/domains. No list: sections are singletons.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../../src/providers/dataProvider';
import { getNotificationState, resetNotifications } from '../../../src/providers/notifications';
import { settingsPaths } from '../../../src/providers/settingsAdapter';
import { callsTo, failAnswer, stubApi } from '../resources/harness';

afterEach(() => {
  vi.unstubAllGlobals();
  resetNotifications();
});

describe('settings adapter', () => {
  it('maps every section to its spec path', () => {
    expect(settingsPaths('privacy')).toEqual({ read: 'app/settings/privacy', write: 'app/settings/privacy' });
    expect(settingsPaths('chatFields')).toEqual({ read: 'app/settings/chatFields', write: 'app/settings/chatFields' });
    expect(settingsPaths('channels')).toEqual({ read: 'app/user/profile/channels', write: 'app/user/profile/channels' });
    expect(settingsPaths('meetingAvailability')).toEqual({ read: 'app/user/meeting/availability', write: 'app/user/meeting/availability' });
    expect(settingsPaths('install')).toEqual({ read: 'app/widget/install', write: 'app/widget/install/domains' });
    expect(() => settingsPaths('nope')).toThrow(/No settings section/);
  });

  it('reads a document with GET app/settings/{key}, the section as id', async () => {
    const calls = stubApi({ 'GET /app/settings/privacy': { json: { enabled: true, url: 'https://acme.test/privacy' } } });
    const { data } = await dataProvider.getOne('settings', { id: 'privacy' });
    expect(data).toEqual({ id: 'privacy', enabled: true, url: 'https://acme.test/privacy' });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /app/settings/privacy']);
  });

  it('saves with PUT app/settings/{key}, sending the document without id or message, answering the server text', async () => {
    const calls = stubApi({ 'PUT /app/settings/widgetStatus': { json: { enabled: false, message: 'Widget status updated' } } });
    const { data } = await dataProvider.update('settings', {
      id: 'widgetStatus',
      data: { id: 'widgetStatus', enabled: false, message: 'old text' },
      previousData: { id: 'widgetStatus', enabled: true },
    });
    expect(callsTo(calls, 'PUT', '/app/settings/widgetStatus').map((c) => c.body)).toEqual([{ enabled: false }]);
    expect(data).toEqual({ id: 'widgetStatus', enabled: false, message: 'Widget status updated' });
  });

  it('saves the channels and the meeting availability on their own paths', async () => {
    const calls = stubApi({
      'PUT /app/user/profile/channels': (c) => ({ json: { ...(c.body as object), message: 'saved' } }),
      'PUT /app/user/meeting/availability': (c) => ({ json: { ...(c.body as object), message: 'saved' } }),
    });
    const channels = { service: 'slack', target: '@ada', desktop: true, sound: false };
    await dataProvider.update('settings', { id: 'channels', data: { ...channels, id: 'channels' }, previousData: { id: 'channels' } });
    await dataProvider.update('settings', { id: 'meetingAvailability', data: { timezone: 'UTC', days: {} }, previousData: { id: 'meetingAvailability' } });
    expect(callsTo(calls, 'PUT', '/app/user/profile/channels').map((c) => c.body)).toEqual([channels]);
    expect(callsTo(calls, 'PUT', '/app/user/meeting/availability').map((c) => c.body)).toEqual([{ timezone: 'UTC', days: {} }]);
  });

  it('reads the install quietly and saves only its allowed domains, keeping the rest of the section', async () => {
    const install = { widgetKey: 'k-1', scriptUrl: 'https://cdn.test/w.js', allowedDomains: [], lastSeen: null };
    const calls = stubApi({ 'GET /app/widget/install': failAnswer(500, 'The database is unavailable'), 'PUT /app/widget/install/domains': { json: { ok: true } } });
    await expect(dataProvider.getOne('settings', { id: 'install' })).rejects.toThrow();
    expect(getNotificationState().toasts).toEqual([]);

    const { data } = await dataProvider.update('settings', {
      id: 'install',
      data: { id: 'install', allowedDomains: ['acme.com'] },
      previousData: { ...install, id: 'install' },
    });
    expect(callsTo(calls, 'PUT', '/app/widget/install/domains').map((c) => c.body)).toEqual([{ domains: ['acme.com'] }]);
    expect(data).toEqual({ ...install, allowedDomains: ['acme.com'], id: 'install' });
  });

  it('has no list and no delete: sections are singletons', async () => {
    const calls = stubApi({});
    await expect(dataProvider.getList('settings', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).rejects.toThrow(/singletons/);
    await expect(dataProvider.delete('settings', { id: 'privacy' })).rejects.toThrow(/singletons/);
    expect(calls).toEqual([]);
  });
});
