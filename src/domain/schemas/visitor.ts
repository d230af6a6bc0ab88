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

/** Ours: the spec has no wording for the visitor side. */
export const VISITOR_MSG = { tooMany: 'Too many requests. Please wait a minute and try again.' } as const;

const optionId = () => yup.string().trim().max(64).nullable().default(null);

/** Text, or a bot button's id (optionId): at least one of them. */
export const visitorMessageSchema = yup
  .object({
    text: yup.string().trim().max(10000, 'Maximum of 10000 characters are allowed').default(''),
    clientId: yup.string().trim().max(64).nullable().default(null),
    optionId: optionId(),
  })
  .test('text-or-option', MSG.fieldEmpty, (v) => v.text !== '' || !!v.optionId);

/** Without flowId: a human conversation, routed at once. With flowId: a bot conversation of that flow (the greeting
 *  the visitor saw is stored first). `bot` (a bot conversation without a flow) is kept for older callers. */
export const startConversationSchema = yup.object({
  text: yup.string().trim().max(10000).default(''),
  bot: yup.boolean().default(false),
  clientId: yup.string().trim().max(64).nullable().default(null),
  optionId: optionId(),
  flowId: yup.number().integer().min(1).nullable().default(null),
  variantId: yup.string().trim().max(64).nullable().default(null),
});

/** Behaviour the widget reports for audience rules and triggers. */
export const VISITOR_EVENT_TYPES = ['pageview', 'formSubmit', 'elementClick'] as const;
export const visitorEventSchema = yup.object({
  type: yup.mixed<(typeof VISITOR_EVENT_TYPES)[number]>().oneOf([...VISITOR_EVENT_TYPES]).required(MSG.fieldEmpty),
  url: yup.string().trim().required(MSG.fieldEmpty).max(2048),
  title: yup.string().trim().max(300).default(''),
  referrer: yup.string().trim().max(2048).default(''),
  /** The form or element: an id, a name or a selector. */
  target: yup.string().trim().max(300).nullable().default(null),
  /** Seconds on the site during this visit so far. */
  timeOnSiteSeconds: yup.number().integer().min(0).max(86400 * 7).nullable().default(null),
});

export const visitorTypingSchema = yup.object({ typing: yup.boolean().required(MSG.fieldEmpty) });
export const widgetQuerySchema = yup.object({ projectKey: yup.string().trim().required(MSG.fieldEmpty).max(100) });

/** The offline / holiday form: becomes a conversation agents see. */
export const offlineFormSchema = yup.object({
  name: yup.string().trim().required(MSG.fieldEmpty).max(100),
  email: yup.string().trim().required(MSG.fieldEmpty).email(MSG.emailInvalid).max(254),
  message: yup.string().trim().required(MSG.fieldEmpty).max(10000, 'Maximum of 10000 characters are allowed'),
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
