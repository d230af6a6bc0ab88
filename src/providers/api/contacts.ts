// Contacts' calls that are not plain records (issue 26), through the shell's httpClient: merge, the GDPR export,
// the CSV import, the contact a visitor speaks for (the inbox panel) and the identity verification settings.
import type { ContactExport, IdentitySettings, ImportResult, VisitorContact } from '../../domain/contacts';
import { httpClient } from '../httpClient';

const id = (v: number | string) => encodeURIComponent(String(v));

export const contactsKeys = {
  ofVisitor: (visitorId: string, signature: string) => ['contacts', 'visitor', visitorId, signature] as const,
  identity: ['contacts', 'identity'] as const,
};

export const contactsApi = {
  merge: async (intoId: number, fromId: number) => (await httpClient<{ id: number }>(`app/contacts/${id(intoId)}/merge`, { method: 'POST', body: JSON.stringify({ fromId }) })).json,
  exportOne: async (contactId: number) => (await httpClient<ContactExport>(`app/contacts/${id(contactId)}/export`)).json,
  import: async (rows: Array<Record<string, unknown>>) => (await httpClient<ImportResult>('app/contacts/import', { method: 'POST', body: JSON.stringify({ rows }) })).json,
  ofVisitor: async (visitorId: string) => (await httpClient<{ contact: VisitorContact | null }>(`app/contacts/visitor/${id(visitorId)}`, { notify: false })).json.contact,
  identity: async () => (await httpClient<IdentitySettings>('app/contacts-identity')).json,
  setRequired: async (required: boolean) => (await httpClient<IdentitySettings>('app/contacts-identity', { method: 'PUT', body: JSON.stringify({ required }) })).json,
  rotate: async () => (await httpClient<IdentitySettings>('app/contacts-identity/rotate', { method: 'POST' })).json,
};
