// Canned messages keep their spec paths (GET/POST app/cannedmessages, GET/PUT/DELETE app/cannedmessages/{messageId});
// this adapter shows them to react-admin as the resource 'cannedmessages', with `id` = messageId.
import type { Identifier } from 'react-admin';
import type { CannedMessage } from '../domain/schemas/canned';
import { httpClient } from './httpClient';
import { listLocally, noManyReference, type ResourceAdapter } from './resourceAdapters';

export const CANNED_PATH = 'app/cannedmessages';

export interface CannedMessageRecord extends CannedMessage {
  id: number;
}

const toRecord = (c: CannedMessage): CannedMessageRecord => ({ id: c.messageId, messageId: c.messageId, message: c.message });
const itemPath = (id: Identifier) => `${CANNED_PATH}/${encodeURIComponent(String(id))}`;
const messageOf = (data: unknown) => ({ message: String((data as { message?: unknown })?.message ?? '') });

async function all(): Promise<CannedMessageRecord[]> {
  const { json } = await httpClient<{ cannedMessages: CannedMessage[] }>(CANNED_PATH);
  return (json.cannedMessages ?? []).map(toRecord);
}

async function one(id: Identifier): Promise<CannedMessageRecord> {
  return toRecord((await httpClient<CannedMessage>(itemPath(id))).json);
}

async function remove(id: Identifier): Promise<void> {
  await httpClient(itemPath(id), { method: 'DELETE' });
}

export const cannedMessagesAdapter = {
  getList: async (_resource, params) => listLocally(await all(), params, ['message']),
  getOne: async (_resource, params) => ({ data: await one(params.id) }),
  getMany: async (_resource, params) => ({ data: await Promise.all(params.ids.map(one)) }),
  getManyReference: (resource) => noManyReference(resource),
  create: async (_resource, params) => {
    const { json } = await httpClient<CannedMessage>(CANNED_PATH, { method: 'POST', body: messageOf(params.data) });
    return { data: toRecord(json) };
  },
  update: async (_resource, params) => {
    const { json } = await httpClient<CannedMessage>(itemPath(params.id), { method: 'PUT', body: messageOf(params.data) });
    return { data: toRecord(json) };
  },
  updateMany: async (_resource, params) => {
    for (const id of params.ids) await httpClient(itemPath(id), { method: 'PUT', body: messageOf(params.data) });
    return { data: params.ids };
  },
  delete: async (_resource, params) => {
    await remove(params.id);
    return { data: params.previousData ?? { id: params.id } };
  },
  deleteMany: async (_resource, params) => {
    for (const id of params.ids) await remove(id);
    return { data: params.ids };
  },
} as ResourceAdapter;
