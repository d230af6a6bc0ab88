// @vitest-environment jsdom
// The dataProvider's 'flows' resource and flow methods keep the server's paths (server/routes/admin/flows.ts) call
// for call: simple-rest list parameters with the Content-Range total, the record paths, and the actions beyond
// CRUD; the success text a write answers with stays out of the record react-admin caches.
import { bridgeRouter } from '../../../src/providers/appLocation';
import { DEFAULT_CONFIG, setConfig } from '../../../src/providers/config';
import { dataProvider } from '../../../src/providers/dataProvider';
import { resetNotifications } from '../../../src/providers/notifications';

interface Sent {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

const fetchMock = vi.fn<typeof fetch>();
const FLOW = { id: 7, name: 'Pricing', status: 'inactive', version: 2, updatedAt: 1_700_000_000, paths: [] };

function answer(json: unknown, headers: Record<string, string> = {}) {
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(json), { status: 200, headers: { 'Content-Type': 'application/json', ...headers } }));
}

function sent(): Sent[] {
  return fetchMock.mock.calls.map(([input, init = {}]) => {
    const url = new URL(String(input), 'http://localhost');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    return { method: init.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), body };
  });
}

beforeEach(() => {
  localStorage.clear();
  resetNotifications();
  setConfig(DEFAULT_CONFIG);
  bridgeRouter({ pathname: '/conversations', search: '' }, vi.fn());
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  bridgeRouter(null, null);
});

describe("the 'flows' adapter", () => {
  it('lists with the simple-rest range, sort and filter, and reads the total from Content-Range', async () => {
    answer([FLOW], { 'Content-Range': 'flows 25-25/26' });
    const list = await dataProvider.getList('flows', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'updated_at', order: 'DESC' },
      filter: { q: 'pri' },
    });
    expect(list).toEqual({ data: [FLOW], total: 26 });
    expect(sent()).toEqual([
      { method: 'GET', path: '/app/flows', query: { range: '[25,49]', sort: '["updated_at","DESC"]', filter: '{"q":"pri"}' }, body: undefined },
    ]);
  });

  it('reads, creates, saves and deletes on the record paths, keeping the success text out of the record', async () => {
    answer(FLOW);
    expect((await dataProvider.getOne('flows', { id: 7 })).data).toEqual(FLOW);
    answer({ ...FLOW, id: 8, name: 'New one', message: 'Conversation created' });
    expect((await dataProvider.create('flows', { data: { name: 'New one' } })).data).toEqual({ ...FLOW, id: 8, name: 'New one' });
    answer({ ...FLOW, version: 3, message: 'Conversation saved successfully' });
    expect((await dataProvider.update('flows', { id: 7, data: { ...FLOW, name: 'Pricing' }, previousData: FLOW })).data).toEqual({ ...FLOW, version: 3 });
    answer({ ...FLOW, message: 'Conversation deleted successfully' });
    expect((await dataProvider.delete('flows', { id: 7, previousData: FLOW })).data).toEqual(FLOW);
    expect(sent().map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'GET', path: '/app/flows/7', body: undefined },
      { method: 'POST', path: '/app/flows', body: { name: 'New one' } },
      { method: 'PUT', path: '/app/flows/7', body: { ...FLOW, name: 'Pricing' } },
      { method: 'DELETE', path: '/app/flows/7', body: undefined },
    ]);
  });

  it('renames, switches the status, clones, lists the versions and restores one on their own paths', async () => {
    answer({ ...FLOW, name: 'Renamed', message: 'Conversation name updated successfully' });
    expect((await dataProvider.renameFlow(7, 'Renamed')).data).toEqual({ ...FLOW, name: 'Renamed' });
    answer({ ...FLOW, status: 'active', message: 'Conversation status changed successfully' });
    expect((await dataProvider.setFlowStatus(7, 'active')).data.status).toBe('active');
    answer({ ...FLOW, id: 9, message: 'Conversation cloned successfully' });
    expect((await dataProvider.cloneFlow(7)).data).toEqual({ ...FLOW, id: 9 });
    const versions = [{ version: 2, saved_by: 1, created_at: 1_700_000_000 }];
    answer({ versions });
    expect((await dataProvider.getFlowVersions(7)).data).toEqual(versions);
    answer({ ...FLOW, version: 4, message: 'Conversation saved successfully' });
    expect((await dataProvider.restoreFlowVersion(7, 1)).data).toEqual({ ...FLOW, version: 4 });
    expect(sent().map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'PUT', path: '/app/flows/7/name', body: { name: 'Renamed' } },
      { method: 'PUT', path: '/app/flows/7/status', body: { status: 'active' } },
      { method: 'POST', path: '/app/flows/7/clone', body: undefined },
      { method: 'GET', path: '/app/flows/7/versions', body: undefined },
      { method: 'POST', path: '/app/flows/7/versions/1/restore', body: undefined },
    ]);
  });
});
