// Integrations keep their paths (server/routes/integrations.ts): the list is GET app/integrations -> { integrations:
// [view] }, one row per kind, connected or not (there is no GET of one kind, so single reads come from the list);
// disconnecting is DELETE app/integrations/{kind}. The record's id is its kind. Connecting (OAuth redirects,
// credentials), the callbacks and "Sync now" are actions, not record writes: they stay in the typed client
// (./api/integrations.ts), so create and update are refused here.
import type { Identifier } from 'react-admin';
import type { IntegrationView } from '../domain/integrations/kinds';
import { httpClient } from './httpClient';
import { listLocally, noManyReference, type ResourceAdapter } from './resourceAdapters';

export const INTEGRATIONS_PATH = 'app/integrations';

export interface IntegrationRecord extends IntegrationView {
  id: IntegrationView['kind'];
}

const itemPath = (id: Identifier) => `${INTEGRATIONS_PATH}/${encodeURIComponent(String(id))}`;

async function all(): Promise<IntegrationRecord[]> {
  const { json } = await httpClient<{ integrations: IntegrationView[] }>(INTEGRATIONS_PATH);
  return (json.integrations ?? []).map((v) => ({ ...v, id: v.kind }));
}

const refuse = () => Promise.reject(new Error('integrations change by connecting or disconnecting'));

async function disconnect(id: Identifier): Promise<void> {
  await httpClient<{ ok: boolean }>(itemPath(id), { method: 'DELETE' });
}

export const integrationsAdapter = {
  // Kept in the server's order (the page groups them); no search.
  getList: async (_resource, params) => listLocally(await all(), { ...params, sort: undefined }, []),
  getOne: async (_resource, params) => {
    const found = (await all()).find((r) => r.id === String(params.id));
    if (!found) throw new Error(`Integration ${String(params.id)} not found`);
    return { data: found };
  },
  getMany: async (_resource, params) => {
    const ids = params.ids.map(String);
    return { data: (await all()).filter((r) => ids.includes(r.id)) };
  },
  getManyReference: (resource) => noManyReference(resource),
  create: refuse,
  update: refuse,
  updateMany: refuse,
  delete: async (_resource, params) => {
    await disconnect(params.id);
    return { data: params.previousData ?? { id: params.id } };
  },
  deleteMany: async (_resource, params) => {
    for (const id of params.ids) await disconnect(id);
    return { data: params.ids };
  },
} as ResourceAdapter;
