// The meeting settings form: the profile's calendar link rule, required here (spec §5 'Calendar link is required').
import * as yup from 'yup';
import { CALENDAR_LINK_MSG, profileSchema } from '../../../domain/schemas/profile';

/** The profile schema's own meetingLink field, so the link rule and its message stay in one place. */
const link = profileSchema.fields.meetingLink as yup.StringSchema<string | null | undefined>;

export const meetingSchema = yup.object({ meetingLink: link.required(CALENDAR_LINK_MSG.required) });
export type MeetingInput = yup.InferType<typeof meetingSchema>;
