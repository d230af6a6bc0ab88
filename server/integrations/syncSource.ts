// What a provider's sync capability gives the sync run (sync.ts): the objects to read, each as a first page path and
// a reader that turns a page into records and the next page's path.
import type { SyncedRecord } from '../db/repositories/integrations';

export type SyncPage = { records: SyncedRecord[]; next: string | null; total?: number };
export type SyncObject = { first: string; page: (path: string) => Promise<SyncPage> };
/** Provider JSON at an API path of the connection (refreshing its token as needed). */
export type SyncRead = <T>(path: string) => Promise<T>;
export type SyncSource = (read: SyncRead) => SyncObject[] | Promise<SyncObject[]>;

export const nonEmpty = (v: unknown) => (typeof v === 'string' && v ? v : null);
export const domainOf = (v: string | null) => (v ? v.replace(/^https?:\/\//, '').replace(/^www\./, '').split('/')[0]!.toLowerCase() : null);
export const emailDomain = (email: string | null) => (email?.includes('@') ? email.split('@')[1]!.toLowerCase() : null);
