// Bulk jobs and saved views (issue 27) through the shell's httpClient (bearer token, one error toast per failure);
// an export's CSV is fetched with the token and handed to the browser as a download.
import type { BulkAction, BulkJob } from '../../domain/inbox/bulk';
import { bulkBody } from '../../domain/inbox/bulk';
import type { ConversationQuery } from '../../domain/inbox/filters';
import type { SavedView, ViewInput } from '../../domain/inbox/views';
import { getConfig } from '../config';
import { httpClient } from '../httpClient';
import { toast } from '../notifications';
import { getToken } from '../session';

const countBody = (query: ConversationQuery) => ({ query: (bulkBody(query, { kind: 'close' }) as { query: unknown }).query });

export const bulkApi = {
  count: async (query: ConversationQuery) => (await httpClient<{ count: number }>('app/inbox/bulk/count', { method: 'POST', body: countBody(query), notify: false })).json.count,
  start: async (query: ConversationQuery, action: BulkAction) => (await httpClient<BulkJob>('app/inbox/bulk', { method: 'POST', body: bulkBody(query, action) })).json,
  get: async (id: number) => (await httpClient<BulkJob>(`app/inbox/bulk/${id}`, { notify: false })).json,
  cancel: async (id: number) => (await httpClient<BulkJob>(`app/inbox/bulk/${id}/cancel`, { method: 'POST' })).json,
  /** The export's CSV, saved by the browser under the server's file name. */
  async download(id: number): Promise<void> {
    const res = await fetch(`${getConfig().apiBase}/app/inbox/bulk/${id}/export`, { headers: { Authorization: `Bearer ${getToken() ?? ''}` } });
    if (!res.ok) {
      const body = (await res.json().catch(() => null)) as { errMessage?: { errorMsg?: string } } | null;
      toast.error(body?.errMessage?.errorMsg ?? 'Something went wrong. Please try again.');
      return;
    }
    const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'conversations.csv';
    const url = URL.createObjectURL(await res.blob());
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  },
};

export const viewsApi = {
  list: async () => (await httpClient<{ data: SavedView[] }>('app/inbox/views', { notify: false })).json.data,
  get: async (id: number) => (await httpClient<SavedView>(`app/inbox/views/${id}`)).json,
  create: async (input: ViewInput) => (await httpClient<SavedView>('app/inbox/views', { method: 'POST', body: input })).json,
  remove: async (id: number) => void (await httpClient(`app/inbox/views/${id}`, { method: 'DELETE' })),
};
