// The signed-in agent's profile as the one record of the resource 'profile' (id 'me'): GET app/user/profile, the
// first read taking the load a cold start began (one request per load), and PUT app/user/profile for its name,
// timezone and meeting link (the call carries the three; the photo, channels and availability have calls of their
// own). A read also refreshes the cached permissions (./profile.ts).
import type { DataProvider } from 'react-admin';
import { API, type Profile } from '../domain/api';
import type { ProfileInput } from '../domain/schemas/profile';
import { httpClient } from './httpClient';
import { loadProfile, takePrefetchedProfile } from './profile';
import { noManyReference, type ResourceAdapter } from './resourceAdapters';

export const PROFILE_RESOURCE = 'profile';
export const PROFILE_ID = 'me';

export type ProfileRecord = Profile & { id: typeof PROFILE_ID };

async function read(): Promise<ProfileRecord> {
  const profile = await (takePrefetchedProfile() ?? loadProfile());
  return { ...profile, id: PROFILE_ID };
}

function mine(id: unknown): void {
  if (String(id) !== PROFILE_ID) throw new Error(`The profile is read as '${PROFILE_ID}', not ${String(id)}`);
}

const refuse = () => Promise.reject(new Error('the profile is one record: read and update it by id'));

export const profileAdapter = {
  getList: refuse,
  getOne: async (_resource, params) => {
    mine(params.id);
    return { data: await read() };
  },
  getMany: (async (_resource, params) => {
    params.ids.forEach(mine);
    return { data: params.ids.length ? [await read()] : [] };
  }) as DataProvider['getMany'],
  getManyReference: (resource) => noManyReference(resource),
  create: refuse,
  update: async (_resource, params) => {
    mine(params.id);
    // The call carries all three: a form that edits one part sends the saved others unchanged.
    const data = { ...params.previousData, ...params.data } as Partial<ProfileInput>;
    const body: ProfileInput = { name: data.name ?? '', timezone: data.timezone ?? '', meetingLink: data.meetingLink ?? null };
    const { json } = await httpClient<ProfileInput & { ok?: boolean }>(API.profile, { method: 'PUT', body });
    const { ok: _ok, ...saved } = json;
    return { data: { ...(params.previousData as ProfileRecord), ...saved, id: PROFILE_ID } };
  },
  updateMany: refuse,
  delete: refuse,
  deleteMany: refuse,
} as ResourceAdapter;
