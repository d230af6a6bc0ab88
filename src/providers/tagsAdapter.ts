// Tags keep their spec paths: the list is GET app/tags?all=true -> { tags: [{ id, name, key }] } (there is no
// GET of one tag, so single reads come from the list); writes are POST app/tags, PUT/DELETE app/tags/{id}. The
// Blocked tag (key 'blocked') comes back like any other; the server refuses to change it.
import type { Identifier } from 'react-admin';
import type { TagView } from '../domain/tags';
import { httpClient } from './httpClient';
import { listLocally, noManyReference, type ResourceAdapter } from './resourceAdapters';

export const TAGS_PATH = 'app/tags';

const itemPath = (id: Identifier) => `${TAGS_PATH}/${encodeURIComponent(String(id))}`;
const nameOf = (data: unknown) => ({ name: String((data as { name?: unknown })?.name ?? '') });
const sameId = (a: Identifier, b: Identifier) => String(a) === String(b);

async function all(): Promise<TagView[]> {
  const { json } = await httpClient<{ tags: TagView[] }>(TAGS_PATH, { query: { all: true } });
  return (json.tags ?? []).map((t) => ({ id: t.id, name: t.name, key: t.key ?? null }));
}

async function one(id: Identifier): Promise<TagView> {
  const found = (await all()).find((t) => sameId(t.id, id));
  if (!found) throw new Error(`Tag ${String(id)} not found`);
  return found;
}

export const tagsAdapter = {
  getList: async (_resource, params) => listLocally(await all(), params, ['name']),
  getOne: async (_resource, params) => ({ data: await one(params.id) }),
  getMany: async (_resource, params) => {
    const tags = await all();
    return { data: params.ids.flatMap((id) => tags.filter((t) => sameId(t.id, id))) };
  },
  getManyReference: (resource) => noManyReference(resource),
  create: async (_resource, params) => {
    const { json } = await httpClient<TagView>(TAGS_PATH, { method: 'POST', body: nameOf(params.data) });
    return { data: json };
  },
  update: async (_resource, params) => {
    const { json } = await httpClient<TagView>(itemPath(params.id), { method: 'PUT', body: nameOf(params.data) });
    return { data: json };
  },
  updateMany: async (_resource, params) => {
    for (const id of params.ids) await httpClient(itemPath(id), { method: 'PUT', body: nameOf(params.data) });
    return { data: params.ids };
  },
  delete: async (_resource, params) => {
    const { json } = await httpClient<TagView>(itemPath(params.id), { method: 'DELETE' });
    return { data: json ?? params.previousData ?? { id: params.id } };
  },
  deleteMany: async (_resource, params) => {
    for (const id of params.ids) await httpClient(itemPath(id), { method: 'DELETE' });
    return { data: params.ids };
  },
} as ResourceAdapter;
