// The flow screens read and write through react-admin's dataProvider (issue 24), not through their own calls: with
// an in-memory fake provider and no /app/flows endpoint at all, the list, its row actions, the settings modal, the
// creation and the builder's load and save all work. No screen refreshes by hand: a save (useUpdate, pessimistic)
// puts the saved record in react-admin's cache, so the list shows it, and a flow method's write refetches the list.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DataProvider, Identifier } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { FLOW_MSG, type FlowStatus } from '../../../src/domain/flows';
import { cleanupFlows, locationText, renderFlows, stubApi, toastsShown, type FlowRow } from './harness';
import { salesFlow } from './fixtures';

afterEach(cleanupFlows);

interface Logged {
  method: string;
  resource?: string;
  params: unknown;
}

const AUDIENCES = [{ id: 3, name: 'Pricing page visitors' }];

/** A dataProvider over a Map of flows and one audience, logging every call. */
function fakeProvider(initial: FlowRow[]) {
  const rows = new Map<number, FlowRow>(initial.map((f) => [f.id, structuredClone(f)]));
  const log: Logged[] = [];
  const flow = (id: Identifier) => {
    const row = rows.get(Number(id));
    if (!row) throw new Error(`no flow ${String(id)}`);
    return row;
  };
  const put = (row: FlowRow) => {
    const saved = { ...row, version: flow(row.id).version + 1, updatedAt: 1_800_000_000 };
    rows.set(saved.id, saved);
    return { data: saved };
  };
  const provider = {
    getList: async (resource: string, params: unknown) => {
      log.push({ method: 'getList', resource, params });
      const data = resource === 'flows' ? [...rows.values()] : resource === 'audiences' ? AUDIENCES : [];
      return { data, total: data.length };
    },
    getOne: async (resource: string, params: { id: Identifier }) => {
      log.push({ method: 'getOne', resource, params });
      return { data: flow(params.id) };
    },
    getMany: async (resource: string, params: { ids: Identifier[] }) => {
      log.push({ method: 'getMany', resource, params });
      return { data: resource === 'audiences' ? AUDIENCES.filter((a) => params.ids.map(Number).includes(a.id)) : [] };
    },
    getManyReference: async () => ({ data: [], total: 0 }),
    create: async (resource: string, params: { data: { name: string } }) => {
      log.push({ method: 'create', resource, params });
      const created = { ...salesFlow(), id: 5, name: params.data.name, version: 1 };
      rows.set(5, created);
      return { data: created };
    },
    update: async (resource: string, params: { id: Identifier; data: FlowRow }) => {
      log.push({ method: 'update', resource, params });
      return put({ ...params.data, id: Number(params.id) });
    },
    updateMany: async () => ({ data: [] }),
    delete: async (resource: string, params: { id: Identifier }) => {
      log.push({ method: 'delete', resource, params });
      const row = flow(params.id);
      rows.delete(row.id);
      return { data: row };
    },
    deleteMany: async () => ({ data: [] }),
    setFlowStatus: async (id: Identifier, status: FlowStatus) => {
      log.push({ method: 'setFlowStatus', params: { id, status } });
      return put({ ...flow(id), status });
    },
    renameFlow: async (id: Identifier, name: string) => {
      log.push({ method: 'renameFlow', params: { id, name } });
      return put({ ...flow(id), name });
    },
    cloneFlow: async (id: Identifier) => {
      log.push({ method: 'cloneFlow', params: { id } });
      const copy = { ...flow(id), id: 2, name: `${flow(id).name} (copy)` };
      rows.set(2, copy);
      return { data: copy };
    },
    getFlowVersions: async (id: Identifier) => {
      log.push({ method: 'getFlowVersions', params: { id } });
      return { data: [3, 2, 1].map((version) => ({ version, saved_by: 10, created_at: 1_700_000_000 })) };
    },
    restoreFlowVersion: async (id: Identifier, version: number) => {
      log.push({ method: 'restoreFlowVersion', params: { id, version } });
      const old = flow(id);
      return put({ ...old, paths: old.paths.map((p) => (p.id === 'p2' ? { ...p, name: `Version ${version} sales path` } : p)) });
    },
  };
  return { provider: provider as unknown as DataProvider, rows, log };
}

const called = (log: Logged[], method: string, resource?: string) => log.filter((c) => c.method === method && c.resource === resource);

/** The builder's people come from the typed client; no other call may reach the network. */
function network() {
  return stubApi({
    'GET /app/users': { json: [{ id: 10, name: 'Ada Admin' }] },
    'GET /app/teams': { json: [{ id: 1, name: 'Sales team' }] },
  });
}
const flowCalls = (calls: ReturnType<typeof network>) => calls.filter((c) => c.path.startsWith('/app/flows'));

const row = (name = 'Website visitors') => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

async function openList(path = '/conversations') {
  const fake = fakeProvider([salesFlow()]);
  const calls = network();
  renderFlows(path, { dataProvider: fake.provider });
  await screen.findByText('Website visitors', { selector: 'a' });
  return { ...fake, calls };
}

describe('the flow screens through the dataProvider', () => {
  it("lists with getList('flows'), and the status switch's write refetches the list", async () => {
    const { log, calls } = await openList();
    expect(called(log, 'getList', 'flows')[0]!.params).toMatchObject({ sort: { field: 'name', order: 'ASC' } });
    const lists = called(log, 'getList', 'flows').length;

    fireEvent.click(within(row()).getByRole('switch', { name: 'Active: Website visitors' }));
    await waitFor(() => expect(toastsShown()).toContain(FLOW_MSG.statusChanged));
    expect(log.filter((c) => c.method === 'setFlowStatus').map((c) => c.params)).toEqual([{ id: 1, status: 'active' }]);
    await waitFor(() => expect(called(log, 'getList', 'flows').length).toBeGreaterThan(lists));
    await waitFor(() => expect(within(row()).getByRole('switch', { name: 'Active: Website visitors' })).toBeChecked());
    expect(flowCalls(calls)).toEqual([]);
  });

  it('renames and clones with the custom methods; the list shows the result without a manual refresh', async () => {
    const { log, calls } = await openList();
    fireEvent.click(within(row()).getByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename the conversation' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Conversation name' }), { target: { value: 'Pricing visitors' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('link', { name: 'Pricing visitors' })).toBeInTheDocument();
    expect(log.filter((c) => c.method === 'renameFlow').map((c) => c.params)).toEqual([{ id: 1, name: 'Pricing visitors' }]);

    fireEvent.click(within(row('Pricing visitors')).getByRole('button', { name: 'Clone' }));
    expect(await screen.findByRole('link', { name: 'Pricing visitors (copy)' })).toBeInTheDocument();
    expect(toastsShown()).toEqual(expect.arrayContaining([FLOW_MSG.renamed, FLOW_MSG.cloned]));
    expect(flowCalls(calls)).toEqual([]);
  });

  it("saves the audience with update('flows'), and the list under the modal shows it at once", async () => {
    const { log, calls } = await openList('/conversations/1');
    const modal = await screen.findByRole('dialog', { name: 'Conversation: Website visitors' });
    expect(called(log, 'getOne', 'flows').map((c) => c.params)).toContainEqual(expect.objectContaining({ id: 1 }));
    fireEvent.mouseDown(within(modal).getByRole('combobox', { name: 'Audience' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Pricing page visitors' }));
    fireEvent.change(within(modal).getByRole('spinbutton', { name: 'Priority' }), { target: { value: '4' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastsShown()).toContain(FLOW_MSG.saved));
    const [update] = called(log, 'update', 'flows');
    expect(update!.params).toMatchObject({ id: 1, data: { id: 1, audienceId: 3, priority: 4, name: 'Website visitors' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(row()).getByText('Pricing page visitors')).toBeInTheDocument());
    expect(flowCalls(calls)).toEqual([]);
  });

  it("creates with create('flows') and the builder loads the new flow with getOne", async () => {
    const { log } = await openList();
    fireEvent.click(screen.getByRole('button', { name: 'New conversation' }));
    const dialog = await screen.findByRole('dialog', { name: 'New conversation' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Conversation name' }), { target: { value: 'Pricing bot' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(locationText()).toBe('/conversations/5/build'));
    expect(called(log, 'create', 'flows').map((c) => c.params)).toEqual([{ data: { name: 'Pricing bot' } }]);
    await waitFor(() => expect(called(log, 'getOne', 'flows').map((c) => c.params)).toContainEqual(expect.objectContaining({ id: 5 })));
  });

  it("the builder loads with getOne('flows') and saves the whole flow with update('flows')", async () => {
    const fake = fakeProvider([salesFlow()]);
    const calls = network();
    renderFlows('/conversations/1/build', { dataProvider: fake.provider });
    const column = await screen.findByRole('region', { name: 'Path 2: Sales path' });
    const reads = called(fake.log, 'getOne', 'flows').length;
    expect(reads).toBeGreaterThan(0);
    fireEvent.change(within(column).getByRole('textbox', { name: 'Path name' }), { target: { value: 'Talk to sales' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastsShown()).toContain(FLOW_MSG.saved));
    const [update] = called(fake.log, 'update', 'flows');
    expect(update!.params).toMatchObject({ id: 1, data: { name: 'Website visitors', version: 3 } });
    expect((update!.params as { data: FlowRow }).data.paths.map((p) => p.name)).toEqual(['Welcome path', 'Talk to sales', 'Support path']);
    expect(fake.rows.get(1)!.version).toBe(4);
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
    expect(flowCalls(calls)).toEqual([]);
  });

  it('lists the versions and restores one with the flow methods; the builder shows the restored flow', async () => {
    const fake = fakeProvider([salesFlow()]);
    const calls = network();
    renderFlows('/conversations/1/build', { dataProvider: fake.provider });
    await screen.findByRole('region', { name: 'Path 2: Sales path' });
    fireEvent.click(screen.getByRole('button', { name: 'Version history' }));
    const list = await within(await screen.findByRole('dialog', { name: 'Version history' })).findByRole('list', { name: 'Version history' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent?.slice(0, 9))).toEqual(['Version 3', 'Version 2', 'Version 1']);
    fireEvent.click(within(list).getByRole('button', { name: 'Restore Version 2' }));
    expect(await screen.findByRole('region', { name: 'Path 2: Version 2 sales path' })).toBeInTheDocument();
    expect(fake.log.filter((c) => c.method === 'restoreFlowVersion').map((c) => c.params)).toEqual([{ id: 1, version: 2 }]);
    expect(toastsShown()).toContain(FLOW_MSG.saved);
    expect(flowCalls(calls)).toEqual([]);
  });
});
