// Email follow-up settings (issue 28): per project, whether replies to visitors who left go out by email, who they come
// from, where replies come back and how the emails look. One schema for the settings page and the server.
import * as yup from 'yup';

export const EMAIL_MSG = {
  updated: 'Updated the email settings successfully',
  colour: 'Please enter a colour like #3f51b5',
  domain: 'Please enter a domain like reply.example.com',
  logo: 'Please provide a valid url',
  senderName: 'Sender name must be at most 60 characters',
  grace: 'The grace period must be between 0 and 60 minutes',
  unsubscribed: 'You will not receive emails about this conversation any more.',
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
  noEmail: 'This visitor has no email address.',
  transcriptSent: 'The transcript was sent by email.',
  transcriptSubject: (name: string) => `Your conversation with ${name}`,
} as const;

const hexColour = /^#[0-9a-fA-F]{6}$/;
const domain = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const httpsUrl = /^https?:\/\/\S+$/i;

export const emailSettingsSchema = yup.object({
  enabled: yup.boolean().default(true),
  /** Shown as the From name; empty = the project's name. */
  senderName: yup.string().trim().max(60, EMAIL_MSG.senderName).default(''),
  /** Where replies come back (MX to Parley); empty = the server's REPLY_DOMAIN. */
  replyDomain: yup.string().trim().lowercase().matches(domain, { message: EMAIL_MSG.domain, excludeEmptyString: true }).default(''),
  /** Minutes to wait for the visitor to come back before emailing (0 = at once). */
  graceMinutes: yup.number().typeError(EMAIL_MSG.grace).integer(EMAIL_MSG.grace).min(0, EMAIL_MSG.grace).max(60, EMAIL_MSG.grace).default(2),
  logoUrl: yup.string().trim().matches(httpsUrl, { message: EMAIL_MSG.logo, excludeEmptyString: true }).default(''),
  colour: yup.string().matches(hexColour, EMAIL_MSG.colour).default('#3f51b5'),
});

export type EmailSettings = yup.InferType<typeof emailSettingsSchema>;

export const EMAIL_DEFAULTS: EmailSettings = { enabled: true, senderName: '', replyDomain: '', graceMinutes: 2, logoUrl: '', colour: '#3f51b5' };
