// The admin calls that are not plain resource reads and writes, as custom methods of the dataProvider.
import type { Identifier, RaRecord } from 'react-admin';
import { httpClient } from './httpClient';

/** The resources with a POST /app/<resource>/:id/clone endpoint. */
export type CloneableResource = 'roles' | 'teams';

export const adminMethods = {
  /** POST app/<resource>/:id/clone -> the copy (named '<name> (copy)'). */
  clone: async <T extends RaRecord = RaRecord>(resource: CloneableResource, id: Identifier): Promise<{ data: T }> => {
    const { json } = await httpClient<T>(`app/${resource}/${encodeURIComponent(String(id))}/clone`, { method: 'POST' });
    return { data: json };
  },
  /** POST app/invitations/:id/resend -> the pending invitation with its new link's id (the old link stops working). */
  resendInvitation: async <T extends RaRecord = RaRecord>(id: Identifier): Promise<{ data: T }> => {
    const { json } = await httpClient<T>(`app/invitations/${encodeURIComponent(String(id))}/resend`, { method: 'POST' });
    return { data: json };
  },
};
