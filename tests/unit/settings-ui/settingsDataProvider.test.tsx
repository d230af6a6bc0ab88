// Settings sections are react-admin records: rendered with a fake data provider (no fetch at all), a section reads
// its document with getOne('settings', { id: section }) and saves it with update, and the save's answer (its
// server text included) is what the page shows and toasts afterwards.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { WidgetStatusSection } from '../../../src/custom/settings/widget/WidgetStatusSection';
import { SETTINGS_UI } from '../../../src/custom/settings/labels';
import { cleanupSettings, renderSettings, stubApi, toasts } from './harness';

function fakeProvider() {
  const refuse = () => Promise.reject(new Error('not used'));
  return {
    getList: vi.fn(refuse),
    getOne: vi.fn(async (_resource: string, params: { id: unknown }) => ({ data: { id: params.id, enabled: true } })),
    getMany: vi.fn(refuse),
    getManyReference: vi.fn(refuse),
    create: vi.fn(refuse),
    update: vi.fn(async (_resource: string, params: { id: unknown; data: object }) => ({ data: { ...params.data, id: params.id, message: 'Saved by the fake' } })),
    updateMany: vi.fn(refuse),
    delete: vi.fn(refuse),
    deleteMany: vi.fn(refuse),
  };
}

afterEach(cleanupSettings);

describe('a settings section through the data provider', () => {
  it("reads getOne('settings', widgetStatus) and saves with update, toasting the answer's text", async () => {
    const calls = stubApi({});
    const fake = fakeProvider();
    renderSettings(<WidgetStatusSection readOnly={false} />, { dataProvider: fake as unknown as DataProvider });
    const toggle = await screen.findByRole('switch', { name: SETTINGS_UI.widget.statusSwitch });
    expect(toggle).toBeChecked();
    expect(fake.getOne).toHaveBeenCalledWith('settings', expect.objectContaining({ id: 'widgetStatus' }));

    fireEvent.click(toggle);
    await waitFor(() => expect(toasts()).toEqual(['success: Saved by the fake']));
    expect(fake.update).toHaveBeenCalledWith('settings', expect.objectContaining({ id: 'widgetStatus', data: { enabled: false, id: 'widgetStatus' } }));
    expect(screen.getByRole('switch', { name: SETTINGS_UI.widget.statusSwitch })).not.toBeChecked();
    expect(calls).toEqual([]);
  });
});
