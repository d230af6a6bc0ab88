// Bulk jobs and saved views (issue 27) through the shell's httpClient (bearer token, one error toast per failure);
// an export's CSV is fetched with the token and handed to the browser as a download.
import type { BulkAction, BulkJob } from '../../domain/inbox/bulk';
import { bulkBody } from '../../domain/inbox/bulk';
import type { ConversationQuery } from '../../domain/inbox/filters';
import type { SavedView, ViewInput } from '../../domain/inbox/views';
import { httpClient } from '../httpClient';
import { downloadFile } from './download';

const countBody = (query: ConversationQuery) => ({ query: (bulkBody(query, { kind: 'close' }) as { query: unknown }).query });

export const bulkApi = {
  count: async (query: ConversationQuery) => (await httpClient<{ count: number }>('app/inbox/bulk/count', { method: 'POST', body: countBody(query), notify: false })).json.count,
  /** Over every match of the query, or over `conversationIds` (a page's selection) when given. */
  start: async (query: ConversationQuery, action: BulkAction, conversationIds?: readonly number[]) =>
    (await httpClient<BulkJob>('app/inbox/bulk', { method: 'POST', body: bulkBody(query, action, conversationIds) })).json,
  get: async (id: number) => (await httpClient<BulkJob>(`app/inbox/bulk/${id}`, { notify: false })).json,
  cancel: async (id: number) => (await httpClient<BulkJob>(`app/inbox/bulk/${id}/cancel`, { method: 'POST' })).json,
  /** The export's CSV, saved by the browser under the server's file name. */
  download: (id: number) => downloadFile(`app/inbox/bulk/${id}/export`, 'conversations.csv'),
};

export const viewsApi = {
  list: async () => (await httpClient<{ data: SavedView[] }>('app/inbox/views', { notify: false })).json.data,
  get: async (id: number) => (await httpClient<SavedView>(`app/inbox/views/${id}`)).json,
  create: async (input: ViewInput) => (await httpClient<SavedView>('app/inbox/views', { method: 'POST', body: input })).json,
  remove: async (id: number) => void (await httpClient(`app/inbox/views/${id}`, { method: 'DELETE' })),
};
