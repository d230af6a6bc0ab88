// The meeting page's own call: GET/PUT app/user/meeting/availability (server/routes/profile.ts). httpClient toasts
// failures; the page toasts the success text the server answers with.
import type { MeetingAvailability } from '../../../domain/settings/meetingAvailability';
import { httpClient } from '../../../providers/httpClient';

export const MEETING_AVAILABILITY_PATH = 'app/user/meeting/availability';
export const MEETING_AVAILABILITY_KEY = ['settings', 'meetingAvailability'] as const;

export const meetingApi = {
  availability: async (): Promise<MeetingAvailability> => (await httpClient<MeetingAvailability>(MEETING_AVAILABILITY_PATH)).json,
  saveAvailability: async (body: MeetingAvailability) =>
    (await httpClient<MeetingAvailability & { message?: string }>(MEETING_AVAILABILITY_PATH, { method: 'PUT', body })).json,
};
