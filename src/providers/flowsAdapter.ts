// Conversation flows as the react-admin resource 'flows', path for path (server/routes/admin/flows.ts):
// GET app/flows (simple-rest range/sort/filter in, Content-Range out), GET/PUT/DELETE app/flows/:id, POST app/flows
// { name }. The flow calls that are not plain record writes (rename, status, clone, versions, restore) are custom
// methods of the dataProvider (`flowMethods`), called through useDataProvider + useMutation. Writes answer the
// flow plus the spec §8 success text; the text is dropped here so react-admin's cache holds the record only.
import type { Identifier } from 'react-admin';
import type { FlowStatus } from '../domain/flows';
import type { FlowAnswer, FlowRecord, FlowVersion } from './api/flows';
import { httpClient } from './httpClient';
import { noManyReference, type ResourceAdapter } from './resourceAdapters';

export const FLOWS_PATH = 'app/flows';

const itemPath = (id: Identifier) => `${FLOWS_PATH}/${encodeURIComponent(String(id))}`;

/** The record without the success text a write answers with it. */
function toRecord(answer: FlowAnswer): FlowRecord {
  const { message: _message, ...record } = answer;
  return record;
}

/** The total of a simple-rest list: 'flows 0-24/31' -> 31. */
function totalOf(headers: Headers, fallback: number): number {
  const total = Number(headers.get('Content-Range')?.split('/').pop());
  return Number.isFinite(total) ? total : fallback;
}

async function one(id: Identifier): Promise<FlowRecord> {
  return toRecord((await httpClient<FlowAnswer>(itemPath(id))).json);
}

async function put(id: Identifier, data: unknown): Promise<FlowRecord> {
  return toRecord((await httpClient<FlowAnswer>(itemPath(id), { method: 'PUT', body: data })).json);
}

async function remove(id: Identifier): Promise<FlowRecord> {
  return toRecord((await httpClient<FlowAnswer>(itemPath(id), { method: 'DELETE' })).json);
}

export const flowsAdapter = {
  getList: async (_resource, params) => {
    const { page = 1, perPage = 25 } = params.pagination ?? {};
    const { field = 'name', order = 'ASC' } = params.sort ?? {};
    const { json, headers } = await httpClient<FlowRecord[]>(FLOWS_PATH, {
      query: {
        range: JSON.stringify([(page - 1) * perPage, page * perPage - 1]),
        sort: JSON.stringify([field, order]),
        filter: JSON.stringify(params.filter ?? {}),
      },
    });
    return { data: json, total: totalOf(headers, json.length) };
  },
  getOne: async (_resource, params) => ({ data: await one(params.id) }),
  getMany: async (_resource, params) => ({ data: await Promise.all(params.ids.map(one)) }),
  getManyReference: (resource) => noManyReference(resource),
  /** POST app/flows { name }: the starter flow of that name. */
  create: async (_resource, params) => {
    const name = String((params.data as { name?: unknown })?.name ?? '');
    const { json } = await httpClient<FlowAnswer>(FLOWS_PATH, { method: 'POST', body: { name } });
    return { data: toRecord(json) };
  },
  /** PUT the whole flow; one that breaks a rule is refused with 400 and its errors (see refusalErrors). */
  update: async (_resource, params) => ({ data: await put(params.id, params.data) }),
  updateMany: async (_resource, params) => {
    for (const id of params.ids) await put(id, params.data);
    return { data: params.ids };
  },
  delete: async (_resource, params) => ({ data: await remove(params.id) }),
  deleteMany: async (_resource, params) => {
    for (const id of params.ids) await remove(id);
    return { data: params.ids };
  },
} as ResourceAdapter;

const write = async (path: string, method: 'PUT' | 'POST', body?: unknown): Promise<{ data: FlowRecord }> => ({
  data: toRecord((await httpClient<FlowAnswer>(path, { method, body })).json),
});

/** The dataProvider's flow methods beyond CRUD; pages invalidate the 'flows' queries after a write. */
export const flowMethods = {
  /** PUT app/flows/:id/name { name }. */
  renameFlow: (id: Identifier, name: string) => write(`${itemPath(id)}/name`, 'PUT', { name }),
  /** PUT app/flows/:id/status { status }. */
  setFlowStatus: (id: Identifier, status: FlowStatus) => write(`${itemPath(id)}/status`, 'PUT', { status }),
  /** POST app/flows/:id/clone -> the copy. */
  cloneFlow: (id: Identifier) => write(`${itemPath(id)}/clone`, 'POST'),
  /** GET app/flows/:id/versions: every saved version, newest first. */
  getFlowVersions: async (id: Identifier): Promise<{ data: FlowVersion[] }> => ({
    data: (await httpClient<{ versions: FlowVersion[] }>(`${itemPath(id)}/versions`)).json.versions,
  }),
  /** POST app/flows/:id/versions/:version/restore: saved as a new version. */
  restoreFlowVersion: (id: Identifier, version: number) => write(`${itemPath(id)}/versions/${version}/restore`, 'POST'),
};
