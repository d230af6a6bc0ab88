// What a visitor sends to book a meeting on an agent's booking page, and the wording around it (the spec shows the
// book-meeting message and 'Please enter a valid calendar link'; the booking page's words are ours).
import * as yup from 'yup';
import { MSG } from '../messages';

export const BOOKING_MSG = {
  nameRequired: MSG.fieldEmpty,
  nameLength: MSG.nameMin,
  nameMax: MSG.nameMax,
  emailRequired: MSG.fieldEmpty,
  emailInvalid: MSG.emailInvalid,
  slotRequired: 'Please pick a time',
  slotTaken: 'That time was just taken. Please pick another one',
  noCalendar: 'This booking link is no longer available',
  booked: 'Your meeting is booked',
} as const;

export const bookingSchema = yup.object({
  name: yup.string().trim().required(BOOKING_MSG.nameRequired).min(2, BOOKING_MSG.nameLength).max(50, BOOKING_MSG.nameMax),
  email: yup.string().trim().required(BOOKING_MSG.emailRequired).email(BOOKING_MSG.emailInvalid).max(254, BOOKING_MSG.emailInvalid),
  start: yup.number().typeError(BOOKING_MSG.slotRequired).required(BOOKING_MSG.slotRequired).integer(BOOKING_MSG.slotRequired).min(0, BOOKING_MSG.slotRequired),
  /** The conversation the link was offered in (signed), so the booking shows up there. */
  conversation: yup.string().trim().max(200).nullable().default(null),
  timezone: yup.string().trim().max(64).nullable().default(null),
});
export type BookingInput = yup.InferType<typeof bookingSchema>;

/** The booking page's view of a host. */
export interface BookingPage {
  host: { name: string; avatar: string | null };
  project: string;
  minutes: number;
  /** The host's availability timezone: slots are shown in the visitor's own, this is for "(host's time)". */
  timezone: string;
  slots: number[];
  /** Set when the host's calendar is no longer connected but they have their own meeting link: old booking links
   *  (in past conversations) send the visitor there instead of ending nowhere. No slots then. */
  meetingLink?: string;
  /** Opened from a conversation's link: what the visitor already told us, to prefill the form. */
  visitor?: { name: string; email: string };
}

export interface BookedMeeting {
  id: number;
  start: number;
  end: number;
  host: string;
  calendar: 'googleCalendar' | 'office365Calendar';
}
