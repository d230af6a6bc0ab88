// /settings/integrations reads and disconnects through react-admin's data provider (resource 'integrations'), not
// through its own fetches: rendered with a fake provider, the cards come from its getList, and Disconnect calls its
// delete then reads the list again.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import type { IntegrationView } from '../../../src/domain/integrations/kinds';
import { IntegrationsPage } from '../../../src/custom/integrations/IntegrationsPage';
import { cleanupSettings, renderSettings, stubApi, toasts } from '../settings-ui/harness';

const view = (o: Partial<IntegrationView>): IntegrationView => ({
  kind: 'hubspot', name: 'HubSpot', group: 'crm', state: 'notConnected', account: null, error: null, connectedAt: null, credential: null, gated: false, summary: null, ...o,
});

function fakeProvider(rows: IntegrationView[]) {
  let current = rows.map((r) => ({ ...r, id: r.kind }));
  const refuse = () => Promise.reject(new Error('not used'));
  const provider = {
    getList: vi.fn(async () => ({ data: current, total: current.length })),
    getOne: vi.fn(refuse),
    getMany: vi.fn(refuse),
    getManyReference: vi.fn(refuse),
    create: vi.fn(refuse),
    update: vi.fn(refuse),
    updateMany: vi.fn(refuse),
    delete: vi.fn(async (_resource: string, params: { id: unknown }) => {
      current = current.map((r) => (r.id === params.id ? { ...r, state: 'notConnected' as const, account: null } : r));
      return { data: { id: params.id } };
    }),
    deleteMany: vi.fn(refuse),
  };
  return provider;
}

afterEach(cleanupSettings);

describe('IntegrationsPage through the data provider', () => {
  it('shows the cards of getList("integrations") and disconnects with delete("integrations")', async () => {
    const calls = stubApi({});
    const fake = fakeProvider([
      view({ kind: 'salesforce', name: 'Salesforce', state: 'connected', account: 'ada@acme.test' }),
      view({ kind: 'slack', name: 'Slack', group: 'teamChat' }),
    ]);
    renderSettings(<IntegrationsPage />, { dataProvider: fake as unknown as DataProvider });

    const salesforce = await screen.findByRole('article', { name: 'Salesforce' });
    expect(within(salesforce).getByText('as ada@acme.test')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Slack' })).toBeInTheDocument();
    expect(fake.getList).toHaveBeenCalledWith('integrations', expect.objectContaining({ pagination: { page: 1, perPage: 100 } }));

    fireEvent.click(within(salesforce).getByRole('button', { name: 'Disconnect' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(fake.delete).toHaveBeenCalledWith('integrations', expect.objectContaining({ id: 'salesforce' })));
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Salesforce' })).getByRole('button', { name: 'Connect' })).toBeInTheDocument());
    expect(toasts()).toContain('success: Salesforce disconnected');
    expect(fake.getList.mock.calls.length).toBeGreaterThanOrEqual(2);
    // Nothing went around the data provider.
    expect(calls).toEqual([]);
  });
});
