// The signed-in agent's profile as the one record of the resource 'profile' (id 'me'): GET app/user/profile, the
// first read taking the load a cold start began (one request per load), and PUT app/user/profile for its name,
// timezone and meeting link (the call carries the three; the photo, channels and availability have calls of their
// own). A read also refreshes the cached permissions (./profile.ts).
import { API, type Profile } from '../domain/api';
import type { ProfileInput } from '../domain/schemas/profile';
import { httpClient } from './httpClient';
import { loadProfile, takePrefetchedProfile } from './profile';
import { singleRecordAdapter } from './resourceAdapters';

export const PROFILE_RESOURCE = 'profile';
export const PROFILE_ID = 'me';

export type ProfileRecord = Profile & { id: typeof PROFILE_ID };

async function read(): Promise<ProfileRecord> {
  const profile = await (takePrefetchedProfile() ?? loadProfile());
  return { ...profile, id: PROFILE_ID };
}

export const profileAdapter = singleRecordAdapter<ProfileRecord>({
  id: PROFILE_ID,
  what: 'The profile',
  read,
  write: async (previous, edited) => {
    // The call carries all three: a form that edits one part sends the saved others unchanged.
    const data = { ...previous, ...edited } as Partial<ProfileInput>;
    const body: ProfileInput = { name: data.name ?? '', timezone: data.timezone ?? '', meetingLink: data.meetingLink ?? null };
    const { json } = await httpClient<ProfileInput & { ok?: boolean }>(API.profile, { method: 'PUT', body });
    const { ok: _ok, ...saved } = json;
    return { ...(previous as ProfileRecord), ...saved, id: PROFILE_ID };
  },
});
