// A provider's Highlights capability: the visitor's record in that CRM, matched by email, for the Highlights panel
// (server/services/highlights/service.ts asks every provider that has one). Calls go through the integrations layer
// (token, refresh on 401); the provider says which record and which link, in its own API.
import type { CrmRecord } from '../../src/domain/highlights';
import type { OwnerCall } from './ownerLookup';
import type { ProviderSettings } from './settings';

export interface CrmRecordContext {
  /** A call to the project's connection of this provider. */
  call: OwnerCall;
  /** The connection's API base (some providers hand back a per-account host). */
  apiBase: () => Promise<string>;
  /** The provider's configured hosts (where its app shows records). */
  settings: ProviderSettings;
  /** A value kept per project and provider for `ttlMs` (an account id that record links need), asked once meanwhile. */
  remember: <T>(name: string, ttlMs: number, load: () => Promise<T>) => Promise<T>;
}

/** The record matching the email, or null when none does. */
export type CrmRecordFinder = (ctx: CrmRecordContext, email: string) => Promise<CrmRecord | null>;
