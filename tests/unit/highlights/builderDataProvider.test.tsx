// The builder reads the project's setup through react-admin's data provider (getOne('highlightsSetup')) and saves
// it with update: rendered with a fake provider, the page shows what getOne answered and posts nothing itself.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { templatesAnswer } from './templatesAnswer';
import { renderBuilder } from './renderBuilder';
import { setUp, tearDown, toastMessages, type FakeBackend } from '../inbox-tools/harness';

let backend: FakeBackend;
beforeEach(() => {
  backend = setUp();
});
afterEach(() => tearDown());

function fakeProvider() {
  const answer = { ...templatesAnswer(), id: 'project' };
  const refuse = () => Promise.reject(new Error('not used'));
  return {
    getList: vi.fn(refuse),
    getOne: vi.fn(async () => ({ data: answer })),
    getMany: vi.fn(refuse),
    getManyReference: vi.fn(refuse),
    create: vi.fn(refuse),
    update: vi.fn(async (_r: string, params: { data: { selected: unknown[] } }) => ({
      data: { ...answer, selected: params.data.selected, isHighlightsSetup: true, message: 'Saved by the fake' },
    })),
    updateMany: vi.fn(refuse),
    delete: vi.fn(refuse),
    deleteMany: vi.fn(refuse),
  };
}

describe('Highlights builder through the data provider', () => {
  it("reads getOne('highlightsSetup', 'project') and saves the selection with update", async () => {
    backend.on('GET', '/app/details/dozi/subscription', { body: { doziSubscriptionPlan: { hasIntent: false, hasScoops: false, hasTechnology: true } } });
    const fake = fakeProvider();
    renderBuilder(fake as unknown as DataProvider);
    fireEvent.click(await screen.findByRole('button', { name: /^Chat, / }));
    expect(fake.getOne).toHaveBeenCalledWith('highlightsSetup', expect.objectContaining({ id: 'project' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Phone' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Highlights' }));
    await waitFor(() => expect(toastMessages('success')).toEqual(['Saved by the fake']));
    const [, params] = fake.update.mock.calls[0]!;
    expect(params.data.selected.map((s) => (s as { key: string }).key)).toEqual(['chat.phone']);
    expect(backend.callsTo('GET', '/app/highlights/templates')).toEqual([]);
    expect(backend.callsTo('POST', '/app/highlights')).toEqual([]);
  });
});
