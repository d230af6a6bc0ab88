// The agent's own profile (spec §3 "Profile"): name, timezone, meeting link; the image is uploaded separately.
import * as yup from 'yup';
import { NAME } from '../constants';
import { MSG } from '../messages';

export const PROFILE_IMAGE_MAX_BYTES = 256 * 1024;
export const CALENDAR_LINK_MSG = { invalid: 'Please enter a valid calendar link', required: 'Calendar link is required' } as const;

const httpUrl = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;

export const profileSchema = yup.object({
  name: yup.string().trim().required(MSG.nameMin).min(NAME.min, MSG.nameMin).max(NAME.max, MSG.nameMax),
  timezone: yup.string().trim().required(MSG.fieldEmpty).max(64),
  meetingLink: yup
    .string()
    .trim()
    .max(500, CALENDAR_LINK_MSG.invalid)
    .matches(httpUrl, { message: CALENDAR_LINK_MSG.invalid, excludeEmptyString: true })
    .nullable()
    .default(null),
});
export type ProfileInput = yup.InferType<typeof profileSchema>;
