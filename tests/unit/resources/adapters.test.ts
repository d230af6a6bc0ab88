// @vitest-environment jsdom
// The data provider's adapters: canned messages and tags keep their spec paths behind react-admin's methods;
// simple-rest resources read getMany by id; a failed write's field errors reach react-admin's forms.
import { dataProvider } from '../../../src/providers/dataProvider';
import { listLocally } from '../../../src/providers/resourceAdapters';
import { callsTo, failAnswer, listAnswer, stubApi } from './harness';

afterEach(() => vi.unstubAllGlobals());

const CANNED = '/app/cannedmessages';
const TAGS = '/app/tags';

describe('canned messages adapter', () => {
  const stored = [
    { messageId: 3, message: 'Thanks for reaching out!' },
    { messageId: 1, message: 'Our pricing page has the details.' },
    { messageId: 2, message: 'Let me check with the team.' },
  ];

  it('getList reads GET app/cannedmessages and pages, sorts and searches it', async () => {
    const calls = stubApi({ [`GET ${CANNED}`]: { json: { cannedMessages: stored } } });
    const page = await dataProvider.getList('cannedmessages', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'message', order: 'ASC' },
      filter: {},
    });
    expect(page.total).toBe(3);
    expect(page.data).toEqual([
      { id: 2, messageId: 2, message: 'Let me check with the team.' },
      { id: 1, messageId: 1, message: 'Our pricing page has the details.' },
    ]);
    const found = await dataProvider.getList('cannedmessages', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'DESC' },
      filter: { q: 'PRICING' },
    });
    expect(found.data.map((r) => r.id)).toEqual([1]);
    expect(callsTo(calls, 'GET', CANNED)).toHaveLength(2);
  });

  it('getOne, create, update and delete use the spec paths with { message }', async () => {
    const calls = stubApi({
      [`GET ${CANNED}/3`]: { json: stored[0] },
      [`POST ${CANNED}`]: (c) => ({ status: 201, json: { messageId: 9, message: (c.body as { message: string }).message } }),
      [`PUT ${CANNED}/9`]: (c) => ({ json: { messageId: 9, message: (c.body as { message: string }).message } }),
      [`DELETE ${CANNED}/9`]: { json: { ok: true, messageId: 9 } },
    });
    expect((await dataProvider.getOne('cannedmessages', { id: 3 })).data).toEqual({ id: 3, messageId: 3, message: 'Thanks for reaching out!' });
    const created = await dataProvider.create('cannedmessages', { data: { message: 'Hello', extra: 'dropped' } });
    expect(created.data).toEqual({ id: 9, messageId: 9, message: 'Hello' });
    await dataProvider.update('cannedmessages', { id: 9, data: { id: 9, message: 'Hello again' }, previousData: created.data });
    const removed = await dataProvider.delete('cannedmessages', { id: 9, previousData: { id: 9, message: 'Hello again' } });
    expect(removed.data).toEqual({ id: 9, message: 'Hello again' });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([`GET ${CANNED}/3`, `POST ${CANNED}`, `PUT ${CANNED}/9`, `DELETE ${CANNED}/9`]);
    expect(calls[1]!.body).toEqual({ message: 'Hello' });
    expect(calls[2]!.body).toEqual({ message: 'Hello again' });
  });
});

describe('tags adapter', () => {
  const stored = [
    { id: 1, name: 'Blocked', key: 'blocked' },
    { id: 4, name: 'VIP', key: null },
    { id: 5, name: 'Enterprise', key: null },
  ];

  it('getList reads GET app/tags?all=true', async () => {
    const calls = stubApi({ [`GET ${TAGS}`]: { json: { tags: stored } } });
    const page = await dataProvider.getList('tags', { pagination: { page: 1, perPage: 25 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    expect(page.data.map((t) => t.name)).toEqual(['Blocked', 'Enterprise', 'VIP']);
    expect(page.total).toBe(3);
    expect(calls[0]!.query.get('all')).toBe('true');
  });

  it('getOne and getMany come from the list (there is no GET of one tag)', async () => {
    stubApi({ [`GET ${TAGS}`]: { json: { tags: stored } } });
    expect((await dataProvider.getOne('tags', { id: '4' })).data).toEqual({ id: 4, name: 'VIP', key: null });
    expect((await dataProvider.getMany('tags', { ids: [5, 1] })).data.map((t) => t.name)).toEqual(['Enterprise', 'Blocked']);
  });

  it('create, update and delete use POST app/tags and PUT/DELETE app/tags/{id} with { name }', async () => {
    const calls = stubApi({
      [`POST ${TAGS}`]: { status: 201, json: { id: 6, name: 'Partner', key: null } },
      [`PUT ${TAGS}/6`]: { json: { id: 6, name: 'Partners', key: null } },
      [`DELETE ${TAGS}/6`]: { json: { id: 6, name: 'Partners', key: null } },
    });
    expect((await dataProvider.create('tags', { data: { name: 'Partner' } })).data).toEqual({ id: 6, name: 'Partner', key: null });
    await dataProvider.update('tags', { id: 6, data: { id: 6, name: 'Partners', key: null }, previousData: { id: 6 } });
    await dataProvider.delete('tags', { id: 6 });
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', TAGS, { name: 'Partner' }],
      ['PUT', `${TAGS}/6`, { name: 'Partners' }],
      ['DELETE', `${TAGS}/6`, undefined],
    ]);
  });

  it("passes on the server's refusal for the Blocked tag", async () => {
    stubApi({ [`DELETE ${TAGS}/1`]: failAnswer(403, 'The Blocked tag cannot be changed') });
    await expect(dataProvider.delete('tags', { id: 1 })).rejects.toMatchObject({ status: 403, message: 'The Blocked tag cannot be changed' });
  });
});

describe('simple-rest resources', () => {
  it('read getMany one id at a time (the endpoints filter on q only)', async () => {
    const calls = stubApi({
      'GET /app/roles/2': { json: { id: 2, name: 'Agent', permissions: {} } },
      'GET /app/roles/1': { json: { id: 1, name: 'Admin', permissions: {} } },
    });
    const { data } = await dataProvider.getMany('roles', { ids: [2, 1] });
    expect(data.map((r) => r.name)).toEqual(['Agent', 'Admin']);
    expect(calls.map((c) => c.path)).toEqual(['/app/roles/2', '/app/roles/1']);
  });

  it('read lists with the range, sort and filter query and the Content-Range total', async () => {
    const calls = stubApi({ 'GET /app/users': listAnswer('users', [{ id: 1, name: 'Ann' }]) });
    const page = await dataProvider.getList('users', { pagination: { page: 2, perPage: 10 }, sort: { field: 'name', order: 'ASC' }, filter: { q: 'an' } });
    expect(page.total).toBe(1);
    expect(JSON.parse(calls[0]!.query.get('range')!)).toEqual([10, 19]);
    expect(JSON.parse(calls[0]!.query.get('filter')!)).toEqual({ q: 'an' });
  });

  it("put the server's field errors where react-admin forms read them", async () => {
    stubApi({ 'POST /app/teams': failAnswer(400, 'Team name is required', { name: 'Team name is required' }) });
    const error = await dataProvider.create('teams', { data: { name: '' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, body: { errors: { name: 'Team name is required' }, fields: { name: 'Team name is required' } } });
  });

  it('clone posts to /app/<resource>/:id/clone', async () => {
    const calls = stubApi({ 'POST /app/roles/3/clone': { status: 201, json: { id: 8, name: 'Agent (copy)', permissions: {} } } });
    expect((await dataProvider.clone('roles', 3)).data).toMatchObject({ id: 8, name: 'Agent (copy)' });
    expect(calls).toHaveLength(1);
  });
});

describe('listLocally', () => {
  const rows = [
    { id: 1, name: 'b', kind: 'x' },
    { id: 2, name: 'A', kind: 'y' },
    { id: 10, name: 'c', kind: 'x' },
  ];
  it('filters by q and by equality, sorts case-insensitively and numerically, then pages', () => {
    expect(listLocally(rows, { filter: { kind: 'x' }, sort: { field: 'id', order: 'DESC' } }, ['name']).data.map((r) => r.id)).toEqual([10, 1]);
    expect(listLocally(rows, { sort: { field: 'name', order: 'ASC' }, pagination: { page: 2, perPage: 2 } }, ['name'])).toEqual({ data: [rows[2]], total: 3 });
    expect(listLocally(rows, { filter: { q: ' a ' } }, ['name']).data).toEqual([rows[1]]);
  });
});
