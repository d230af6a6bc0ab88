// The email routes' request shapes (issue 28): the unsubscribe link's token, and the inbound webhook's form in
// Mailgun's inbound-route shape (https://documentation.mailgun.com/docs/mailgun/user-manual/receive-forward-store/).
import * as yup from 'yup';
import { MSG } from '../messages';

export const unsubscribeQuerySchema = yup.object({ t: yup.string().trim().max(200).required('This unsubscribe link is not valid.') });

export const inboundWebhookSchema = yup.object({
  recipient: yup.string().trim().max(320).required(),
  sender: yup.string().trim().max(320).required(),
  'body-plain': yup.string().max(1_000_000).default(''),
  'body-html': yup.string().max(2_000_000).default(''),
  'Message-Id': yup.string().trim().max(1000).default(''),
  'X-Spam-Flag': yup.string().default(''),
  timestamp: yup.string().trim().matches(/^\d{1,12}$/).required(),
  token: yup.string().trim().max(200).required(),
  signature: yup.string().trim().matches(/^[0-9a-f]{64}$/i).required(),
});
export type InboundWebhookForm = yup.InferType<typeof inboundWebhookSchema>;

/** A conversation named in the path (transcripts). */
export const conversationParamsSchema = yup.object({ conversationId: yup.number().typeError('Not found').integer().positive().required() });

/** Who an agent's transcript goes to: the visitor's known email, or the agent themselves. */
export const TRANSCRIPT_RECIPIENTS = ['visitor', 'me'] as const;
export const agentTranscriptSchema = yup.object({ to: yup.string().oneOf(TRANSCRIPT_RECIPIENTS, 'Please choose who gets the transcript').default('visitor') });

/** The visitor's own transcript from the widget: their email when Parley does not know it yet. */
export const visitorTranscriptSchema = yup.object({ email: yup.string().trim().lowercase().email(MSG.emailInvalid).max(320, MSG.emailInvalid).default('') });

/** The dev mailbox's Reply (local demo only): the visitor's answer, sent through the SMTP receiver. */
export const devReplySchema = yup.object({ text: yup.string().trim().required('Please enter a message').max(5000) });
