// Meetings keep their path (GET app/meetings?span&hours&tz, server/routes/analytics.ts): one answer holds the
// meeting links sent in chat (`meetings`) and the meetings visitors booked (`booked`). React-admin sees the
// resource 'meetings' as the links, with the booked meetings in the list's `meta.booked`, so one request still
// fills both tables. Read-only: meetings are made in chat and on booking pages, not here.
import { toQueryString } from '../domain/analytics/dateRange';
import type { BookedMeetingRow, MeetingRow } from '../domain/analytics/types';
import { httpClient } from './httpClient';
import { readOnlyAdapter } from './resourceAdapters';

export const MEETINGS_PATH = 'app/meetings';

export interface MeetingRecord extends MeetingRow {
  /** A link is one message: its conversation and the time it was sent. */
  id: string;
}

export interface MeetingsMeta {
  booked: BookedMeetingRow[];
}

export const meetingsAdapter = readOnlyAdapter('meetings', async (params) => {
  const { json } = await httpClient<{ meetings: MeetingRow[]; booked: BookedMeetingRow[] }>(
    `${MEETINGS_PATH}?${toQueryString(params.filter ?? {})}`,
  );
  const data: MeetingRecord[] = json.meetings.map((m) => ({ ...m, id: `${m.conversationId}-${m.time}` }));
  const meta: MeetingsMeta = { booked: json.booked };
  return { data, total: data.length, meta };
});
