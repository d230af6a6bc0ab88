// Fitting our endpoints to react-admin's data provider contract:
// - resources whose spec paths are not simple-rest (canned messages, tags) get an adapter of their own;
// - getMany reads records one by one, because the simple-rest endpoints filter on `q` only, not on ids;
// - a failed write's field errors (`body.fields`, the server's shape) are also put where react-admin's forms look
//   for them (`body.errors`), so they show under the inputs.
import type { DataProvider, GetListParams, GetListResult, RaRecord } from 'react-admin';

/** The standard methods an adapter implements for one resource. */
export type ResourceAdapter = Pick<
  DataProvider,
  'getList' | 'getOne' | 'getMany' | 'getManyReference' | 'create' | 'update' | 'updateMany' | 'delete' | 'deleteMany'
>;

const METHODS = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
] as const satisfies ReadonlyArray<keyof ResourceAdapter>;

function withFieldErrors(error: unknown): unknown {
  if (!error || typeof error !== 'object' || !('body' in error)) return error;
  const body = (error as { body: unknown }).body;
  if (body && typeof body === 'object' && 'fields' in body && !('errors' in body)) {
    (body as { errors?: unknown }).errors = (body as { fields: unknown }).fields;
  }
  return error;
}

/** The provider with `adapters[resource]` answering for its resource and `base` for the rest. */
export function withResourceAdapters<P extends DataProvider>(base: P, adapters: Record<string, ResourceAdapter>): P {
  const routed = { ...base };
  for (const method of METHODS) {
    const fallback = base[method].bind(base) as (resource: string, params: unknown) => Promise<unknown>;
    const dispatch = (resource: string, params: unknown) => {
      const adapter = Object.hasOwn(adapters, resource) ? adapters[resource] : undefined;
      const run = adapter ? (adapter[method].bind(adapter) as typeof fallback) : fallback;
      return run(resource, params).catch((error: unknown) => {
        throw withFieldErrors(error);
      });
    };
    (routed as Record<string, unknown>)[method] = dispatch;
  }
  return routed;
}

/** getMany over getOne: one call per id, in the order asked. */
export function getManyByOne(base: Pick<DataProvider, 'getOne'>): DataProvider['getMany'] {
  return (async (resource, params) => {
    const records = await Promise.all(params.ids.map((id) => base.getOne(resource, { id, meta: params.meta })));
    return { data: records.map((r) => r.data) };
  }) as DataProvider['getMany'];
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''), undefined, { sensitivity: 'base', numeric: true });
}

/**
 * A list page from a whole collection, for endpoints that answer everything at once: the `q` filter (case-
 * insensitive, over `searchIn`), other filters by equality, the sort, then the page.
 */
export function listLocally<T extends RaRecord>(
  records: readonly T[],
  params: Partial<Pick<GetListParams, 'filter' | 'sort' | 'pagination'>>,
  searchIn: ReadonlyArray<keyof T>,
): GetListResult<T> {
  const { q, ...rest } = (params.filter ?? {}) as Record<string, unknown>;
  const needle = typeof q === 'string' ? q.trim().toLowerCase() : '';
  let rows = records.filter(
    (r) =>
      (!needle || searchIn.some((k) => String(r[k] ?? '').toLowerCase().includes(needle))) &&
      Object.entries(rest).every(([k, v]) => v === undefined || (r as Record<string, unknown>)[k] === v),
  );
  const sort = params.sort;
  if (sort?.field) {
    const dir = sort.order === 'DESC' ? -1 : 1;
    rows = [...rows].sort((a, b) => dir * compare((a as Record<string, unknown>)[sort.field], (b as Record<string, unknown>)[sort.field]));
  }
  const total = rows.length;
  const { page = 1, perPage = total } = params.pagination ?? {};
  const start = (page - 1) * perPage;
  return { data: rows.slice(start, start + perPage), total };
}

/** For adapters of endpoints that have no "records referring to X" query. */
export const noManyReference = (resource: string) =>
  Promise.reject(new Error(`getManyReference is not available for ${resource}`));

/**
 * An adapter for a collection that is only read, all at once, from one call (getOne and getMany pick from it);
 * writes are refused because no endpoint makes these records.
 */
export function readOnlyAdapter<T extends RaRecord>(
  resource: string,
  list: (params: Partial<GetListParams>) => Promise<GetListResult<T>>,
): ResourceAdapter {
  const getList = ((_r: string, params: GetListParams) => list(params)) as DataProvider['getList'];
  const refuse = () => Promise.reject(new Error(`${resource} is read-only`));
  const pick = async (ids: ReadonlyArray<unknown>) => {
    const { data } = await list({});
    return data.filter((r) => ids.includes(r.id));
  };
  return {
    getList,
    getOne: (async (_r, params) => {
      const [record] = await pick([params.id]);
      if (!record) throw new Error(`${resource} ${String(params.id)} not found`);
      return { data: record };
    }) as DataProvider['getOne'],
    getMany: (async (_r, params) => ({ data: await pick(params.ids) })) as DataProvider['getMany'],
    getManyReference: () => noManyReference(resource),
    create: refuse,
    update: refuse,
    updateMany: refuse,
    delete: refuse,
    deleteMany: refuse,
  };
}

/** A resource with one record (the profile, a project's setup): read and saved by its one id, any other id or a
 *  list/create/delete refused. `write` gets the record as it was and the edited data, and answers the saved record. */
export function singleRecordAdapter<T extends RaRecord>(spec: {
  id: string;
  what: string;
  read(): Promise<T>;
  write(previous: T | undefined, data: Partial<T>): Promise<T>;
}): ResourceAdapter {
  const mine = (id: unknown) => {
    if (String(id) !== spec.id) throw new Error(`${spec.what} is read as '${spec.id}', not ${String(id)}`);
  };
  const refuse = () => Promise.reject(new Error(`${spec.what} is one record: read and update it by id`));
  return {
    getList: refuse,
    getOne: async (_resource, params) => {
      mine(params.id);
      return { data: await spec.read() };
    },
    getMany: (async (_resource, params) => {
      params.ids.forEach(mine);
      return { data: params.ids.length ? [await spec.read()] : [] };
    }) as DataProvider['getMany'],
    getManyReference: (resource) => noManyReference(resource),
    create: refuse,
    update: async (_resource, params) => {
      mine(params.id);
      return { data: await spec.write(params.previousData as T | undefined, params.data as Partial<T>) };
    },
    updateMany: refuse,
    delete: refuse,
    deleteMany: refuse,
  } as ResourceAdapter;
}
