// Free/busy and event creation in an agent's own calendar, through the calendar provider's `calendar` capability
// (its folder's calendar.ts, in that provider's wire shapes). Times go out and come back in UTC; the booking page
// converts for people.
import type { BookedMeeting } from '../../../src/domain/meetings/booking';
import { providerOf } from '../providers/index';
import type { Integrations } from '../registry';
import type { CalendarApi, CalendarCall } from './calendarClient';

export type { CalendarApi, CalendarClient, NewEvent } from './calendarClient';

/** A kind with a calendar capability (the agent's own calendar), as the domain's booked meeting names it. */
export type CalendarKind = BookedMeeting['calendar'];

export function calendarApi(integrations: Integrations, projectId: number, userId: number, kind: CalendarKind, account: string): CalendarApi {
  const call: CalendarCall = (path, init) => integrations.calendarJson(projectId, userId, kind, path, init);
  const client = providerOf(kind).calendar;
  if (!client) throw new Error(`${kind} is not a calendar`);
  return client(call, account);
}
