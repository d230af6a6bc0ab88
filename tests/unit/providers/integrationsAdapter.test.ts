// @vitest-environment jsdom
// The 'integrations' resource keeps the spec paths: the list from GET app/integrations (one record per kind, id =
// kind), single reads from that list, disconnect as DELETE app/integrations/{kind}; connecting is an action of the
// typed client, so create and update are refused.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IntegrationView } from '../../../src/domain/integrations/kinds';
import { dataProvider } from '../../../src/providers/dataProvider';
import { callsTo, stubApi } from '../resources/harness';

const view = (o: Partial<IntegrationView>): IntegrationView => ({
  kind: 'hubspot', name: 'HubSpot', group: 'crm', state: 'notConnected', account: null, error: null, connectedAt: null, credential: null, gated: false, summary: null, ...o,
});
const views = [view({ kind: 'salesforce', name: 'Salesforce', state: 'connected', account: 'ada@acme.test' }), view({}), view({ kind: 'slack', name: 'Slack', group: 'teamChat' })];

afterEach(() => vi.unstubAllGlobals());

describe('integrations adapter', () => {
  it('lists every kind from GET app/integrations, in the server order, with the kind as id', async () => {
    const calls = stubApi({ 'GET /app/integrations': { json: { integrations: views } } });
    const result = await dataProvider.getList('integrations', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'DESC' }, filter: {} });
    expect(result.data.map((r) => r.id)).toEqual(['salesforce', 'hubspot', 'slack']);
    expect(result.data[0]).toEqual({ ...views[0], id: 'salesforce' });
    expect(result.total).toBe(3);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /app/integrations']);
  });

  it('reads one kind (and many) from the list', async () => {
    stubApi({ 'GET /app/integrations': { json: { integrations: views } } });
    expect((await dataProvider.getOne('integrations', { id: 'slack' })).data.name).toBe('Slack');
    expect((await dataProvider.getMany('integrations', { ids: ['hubspot', 'nope'] })).data.map((r) => r.id)).toEqual(['hubspot']);
    await expect(dataProvider.getOne('integrations', { id: 'nope' })).rejects.toThrow(/not found/);
  });

  it('disconnects with DELETE app/integrations/{kind}', async () => {
    const calls = stubApi({ 'DELETE /app/integrations/salesforce': { json: { ok: true } } });
    const previousData = { ...views[0], id: 'salesforce' };
    const result = await dataProvider.delete('integrations', { id: 'salesforce', previousData });
    expect(result.data).toEqual(previousData);
    expect(callsTo(calls, 'DELETE', '/app/integrations/salesforce')).toHaveLength(1);
  });

  it('refuses create and update: connecting is an action (OAuth or credentials), not a record write', async () => {
    const calls = stubApi({});
    await expect(dataProvider.update('integrations', { id: 'hubspot', data: {}, previousData: { id: 'hubspot' } })).rejects.toThrow(/connecting/);
    await expect(dataProvider.create('integrations', { data: {} })).rejects.toThrow(/connecting/);
    expect(calls).toHaveLength(0);
  });
});
