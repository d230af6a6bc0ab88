// yup schemas of the auth forms; the server validates the same request bodies with the same schemas.
import * as yup from 'yup';
import { COMPANY, NAME, PASSWORD } from '../constants';
import { MSG } from '../messages';

// A pragmatic address check (the browser's type=email rule): something@something.tld, no spaces.
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = () =>
  yup.string().trim().required(MSG.emailInvalid).max(254, MSG.emailInvalid).matches(EMAIL_RE, MSG.emailInvalid);

export const newPasswordField = () =>
  yup.string().required(MSG.passwordRequired).min(PASSWORD.min, MSG.passwordMin).max(PASSWORD.max, MSG.passwordMax);

const nameField = () => yup.string().trim().required(MSG.nameMin).min(NAME.min, MSG.nameMin).max(NAME.max, MSG.nameMax);

export const loginSchema = yup.object({
  email: emailField(),
  password: yup.string().required(MSG.passwordRequired),
});

export const registerSchema = yup.object({
  name: nameField(),
  company: yup
    .string()
    .trim()
    .required(MSG.companyRequired)
    .min(COMPANY.min, MSG.companyLength)
    .max(COMPANY.max, MSG.companyLength),
  email: emailField(),
  password: newPasswordField(),
});

export const tokenSchema = yup.object({ token: yup.string().trim().required(MSG.linkInvalid) });

export const resendVerificationSchema = yup.object({ email: emailField() });

export const resetRequestSchema = yup.object({ email: emailField() });

export const resetPasswordSchema = yup.object({
  token: yup.string().trim().required(MSG.linkInvalid),
  password: newPasswordField(),
  confirmPassword: yup
    .string()
    .required(MSG.passwordRequired)
    .oneOf([yup.ref('password')], MSG.passwordsDiffer),
});

/** /passwordChange: a user whose password expired proves the old one and picks a new one. */
export const passwordChangeSchema = yup.object({
  email: emailField(),
  currentPassword: yup.string().required(MSG.passwordRequired),
  password: newPasswordField().notOneOf([yup.ref('currentPassword')], MSG.passwordSame),
  confirmPassword: yup
    .string()
    .required(MSG.passwordRequired)
    .oneOf([yup.ref('password')], MSG.passwordsDiffer),
});

export const acceptInviteSchema = yup.object({
  token: yup.string().trim().required(MSG.linkInvalid),
  name: nameField(),
  password: newPasswordField(),
});

export const msTeamsLoginSchema = yup.object({
  tenantId: yup.string().trim().required(MSG.fieldEmpty),
  teamId: yup.string().trim().default(''),
  channelId: yup.string().trim().default(''),
  userObjectId: yup.string().trim().required(MSG.fieldEmpty),
});

export type LoginInput = yup.InferType<typeof loginSchema>;
export type RegisterInput = yup.InferType<typeof registerSchema>;
export type ResetPasswordInput = yup.InferType<typeof resetPasswordSchema>;
export type PasswordChangeInput = yup.InferType<typeof passwordChangeSchema>;
export type AcceptInviteInput = yup.InferType<typeof acceptInviteSchema>;
export type MsTeamsLoginInput = yup.InferType<typeof msTeamsLoginSchema>;

/** Turn a yup ValidationError into { field: first message } (forms and the server's `fields`). */
export function fieldErrors(err: yup.ValidationError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of err.inner.length ? err.inner : [err]) {
    const key = e.path ?? '';
    if (!(key in out)) out[key] = e.message;
  }
  return out;
}
