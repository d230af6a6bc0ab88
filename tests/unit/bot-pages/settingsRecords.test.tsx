// The bot pages' settings document and the builder's chat fields are records of react-admin's 'settings' resource
// (issue 24): with a fake data provider and no fetch at all, the bot document is read with getOne and saved with
// update (toasting the answer's text), and the chat fields are read quietly (meta.quiet: a user without the rights
// gets the default fields, no error toast).
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { useBotSettings } from '../../../src/custom/bot/useBotSettings';
import { useChatFields } from '../../../src/custom/bot-builder/panel/useChatFields';
import { BOT_DEFAULTS } from '../../../src/domain/settings/bot';
import { getNotificationState } from '../../../src/providers/notifications';

function fakeProvider(documents: Record<string, object>) {
  const refuse = () => Promise.reject(new Error('not used'));
  return {
    getList: vi.fn(refuse),
    getOne: vi.fn(async (_resource: string, params: { id: string }) => {
      if (!(params.id in documents)) throw new Error('forbidden');
      return { data: { ...documents[params.id], id: params.id } };
    }),
    getMany: vi.fn(refuse),
    getManyReference: vi.fn(refuse),
    create: vi.fn(refuse),
    update: vi.fn(async (_resource: string, params: { id: string; data: object }) => ({ data: { ...params.data, id: params.id, message: 'Bot saved by the fake' } })),
    updateMany: vi.fn(refuse),
    delete: vi.fn(refuse),
    deleteMany: vi.fn(refuse),
  };
}

const wrapper = (fake: ReturnType<typeof fakeProvider>) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <AdminContext dataProvider={fake as unknown as DataProvider} store={memoryStore()}>
        {children}
      </AdminContext>
    );
  };

describe('bot settings records', () => {
  it("reads the bot document with getOne('settings', bot) and saves it with update", async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const fake = fakeProvider({ bot: { ...BOT_DEFAULTS, name: 'Parley bot' } });
    const { result } = renderHook(() => useBotSettings(), { wrapper: wrapper(fake) });
    await waitFor(() => expect(result.current.data).toMatchObject({ name: 'Parley bot' }));
    expect(fake.getOne).toHaveBeenCalledWith('settings', expect.objectContaining({ id: 'bot' }));

    let saved: unknown;
    await act(async () => {
      saved = await result.current.save({ ...BOT_DEFAULTS, name: 'Renamed' });
    });
    expect(saved).toMatchObject({ name: 'Renamed' });
    expect(saved).not.toHaveProperty('message');
    expect(fake.update).toHaveBeenCalledWith('settings', expect.objectContaining({ id: 'bot' }));
    expect(getNotificationState().toasts.map((t) => t.message)).toContain('Bot saved by the fake');
    await waitFor(() => expect(result.current.data).toMatchObject({ name: 'Renamed' }));
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('reads the chat fields quietly and gives null when the read is refused', async () => {
    const fields = [{ key: 'budget', label: 'Budget', type: 'price' }];
    const allowed = fakeProvider({ chatFields: { fields } });
    const { result } = renderHook(() => useChatFields(), { wrapper: wrapper(allowed) });
    await waitFor(() => expect(result.current).toEqual(fields));
    expect(allowed.getOne).toHaveBeenCalledWith('settings', expect.objectContaining({ id: 'chatFields', meta: { quiet: true } }));

    const refused = fakeProvider({});
    const denied = renderHook(() => useChatFields(), { wrapper: wrapper(refused) });
    await waitFor(() => expect(refused.getOne).toHaveBeenCalled());
    expect(denied.result.current).toBeNull();
  });
});
