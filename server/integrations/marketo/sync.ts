// Marketo sync: the leads of every static list (REST: lists, then each list's leads with nextPageToken). Marketo
// answers 200 with success:false and its errors in the body: that is a failed read too.
import { emailDomain, nonEmpty as str, type SyncRead, type SyncSource } from '../syncSource';

const checked =
  (read: SyncRead): SyncRead =>
  async <T>(path: string) => {
    const body = await read<T & { success?: boolean; errors?: Array<{ message?: string }> }>(path);
    if (body && body.success === false) throw new Error((body.errors ?? [])[0]?.message ?? 'Marketo refused the request');
    return body;
  };

export const marketoSync: SyncSource = async (unchecked) => {
  const read = checked(unchecked);
  const lists = await read<{ success: boolean; result: Array<{ id: number; name: string }> }>('/rest/v1/lists.json');
  return lists.result.map((list) => {
    const base = `/rest/v1/lists/${list.id}/leads.json?batchSize=300`;
    return {
      first: base,
      page: async (p: string) => {
        const res = await read<{ result?: Array<Record<string, unknown>>; nextPageToken?: string; moreResult?: boolean }>(p);
        return {
          next: res.moreResult && res.nextPageToken ? `${base}&nextPageToken=${encodeURIComponent(res.nextPageToken)}` : null,
          records: (res.result ?? []).map((r) => {
            const email = str(r.email);
            return { object: 'lead', externalId: String(r.id), email, domain: emailDomain(email), data: { ...r, listId: list.id, listName: list.name } };
          }),
        };
      },
    };
  });
};
