// Visitor API bodies (used by the widget and by tests acting as visitors).
import * as yup from 'yup';
import { MSG } from '../messages';

export const visitorSessionSchema = yup.object({
  projectKey: yup.string().trim().required(MSG.fieldEmpty).max(100),
  name: yup.string().trim().max(100).default(''),
  email: yup.string().trim().email(MSG.emailInvalid).max(254).nullable().default(null),
  company: yup.string().trim().max(100).nullable().default(null),
  domain: yup.string().trim().max(253).nullable().default(null),
  location: yup.string().trim().max(120).default(''),
});

export const visitorMessageSchema = yup.object({
  text: yup.string().trim().required(MSG.fieldEmpty).max(10000, 'Maximum of 10000 characters are allowed'),
  clientId: yup.string().trim().max(64).nullable().default(null),
});

export const startConversationSchema = yup.object({
  text: yup.string().trim().max(10000).default(''),
  bot: yup.boolean().default(false),
  clientId: yup.string().trim().max(64).nullable().default(null),
});

export const visitorReceiptSchema = yup.object({ time: yup.number().integer().min(0).optional() });
export const visitorStatusSchema = yup.object({ online: yup.boolean().required(MSG.fieldEmpty) });
export const visitorMessagesQuerySchema = yup.object({ after: yup.number().integer().min(0).default(0) });

/** The visitor's answer to a CSAT request: a rating 1–5, or cancel. */
export const visitorFeedbackSchema = yup.object({
  feedbackId: yup.string().trim().required(MSG.fieldEmpty).max(64),
  rating: yup.number().integer().min(1, MSG.fieldEmpty).max(5, MSG.fieldEmpty).optional(),
  cancel: yup.boolean().default(false),
}).test('rating-or-cancel', MSG.fieldEmpty, (v) => v.cancel || v.rating !== undefined);
