// Settings are singletons: the resource 'settings' holds one record per section, its id the section's name, each
// read and saved on its own spec path (§7): the project's documents GET/PUT app/settings/{key}, the agent's
// notification channels app/user/profile/channels and meeting availability app/user/meeting/availability, and the
// widget install (GET app/widget/install, read quietly; its one writable part, the allowed domains, PUT
// app/widget/install/domains). A record is the document plus its id; a save's answer also carries the server's
// success text in `message`, which is dropped before any write.
import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { SETTINGS_SCHEMAS, type SettingsKey } from '../domain/settings/widget';
import { httpClient } from './httpClient';
import { noManyReference, type ResourceAdapter } from './resourceAdapters';

export const SETTINGS_RESOURCE = 'settings';

/** Sections that are not project documents, with their own paths. */
const OWN_PATHS = {
  channels: { read: 'app/user/profile/channels', write: 'app/user/profile/channels' },
  agentEmail: { read: 'app/user/profile/agent-email', write: 'app/user/profile/agent-email' },
  meetingAvailability: { read: 'app/user/meeting/availability', write: 'app/user/meeting/availability' },
  install: { read: 'app/widget/install', write: 'app/widget/install/domains' },
} as const;

export type SettingsSectionId = SettingsKey | keyof typeof OWN_PATHS;

/** A section's record: its document, its id, and after a save the server's success text. */
export type SettingsRecord<T extends object = Record<string, unknown>> = T & { id: SettingsSectionId; message?: string };

const isKey = (id: string): id is SettingsKey => Object.hasOwn(SETTINGS_SCHEMAS, id);

export function settingsPaths(id: Identifier): { read: string; write: string } {
  const section = String(id);
  if (isKey(section)) return { read: `app/settings/${section}`, write: `app/settings/${section}` };
  if (Object.hasOwn(OWN_PATHS, section)) return OWN_PATHS[section as keyof typeof OWN_PATHS];
  throw new Error(`No settings section ${section}`);
}

/** The document of a record: what is sent back, and what the pages edit. */
export function documentOf<T extends object>(record: RaRecord | undefined): T | undefined {
  if (!record) return undefined;
  const { id: _id, message: _message, ...doc } = record as RaRecord & { message?: unknown };
  return doc as T;
}

/** The body of a save: the install section writes only its allowed domains. */
function bodyOf(id: string, data: unknown): object {
  const doc = documentOf<Record<string, unknown>>(data as RaRecord) ?? {};
  return id === 'install' ? { domains: doc.allowedDomains ?? [] } : doc;
}

/** A read with meta.quiet (a picker's optional data) or of the install section (the page polls it): a failure
 *  shows in place, not as a toast. */
async function read(id: Identifier, meta?: { quiet?: boolean }): Promise<RaRecord> {
  const section = String(id);
  const notify = section !== 'install' && !meta?.quiet;
  const { json } = await httpClient<object>(settingsPaths(section).read, { notify });
  return { ...json, id: section };
}

async function write(id: Identifier, data: unknown, previous: unknown): Promise<RaRecord> {
  const section = String(id);
  const body = bodyOf(section, data);
  const { json } = await httpClient<object | null>(settingsPaths(section).write, { method: 'PUT', body });
  // The install answer is not the section: keep what was read with the domains just saved.
  const saved = section === 'install' ? { ...documentOf(previous as RaRecord), ...documentOf(data as RaRecord) } : json ?? body;
  return { ...saved, id: section };
}

const refuse = () => Promise.reject(new Error('settings sections are singletons: read and update them by id'));

export const settingsAdapter = {
  getList: refuse,
  getOne: async (_resource, params) => ({ data: await read(params.id, params.meta) }),
  getMany: (async (_resource, params) => ({ data: await Promise.all(params.ids.map((id) => read(id, params.meta))) })) as DataProvider['getMany'],
  getManyReference: (resource) => noManyReference(resource),
  create: refuse,
  update: async (_resource, params) => ({ data: await write(params.id, params.data, params.previousData) }),
  updateMany: refuse,
  delete: refuse,
  deleteMany: refuse,
} as ResourceAdapter;
