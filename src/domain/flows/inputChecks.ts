// What the bot runtime checks in a visitor's answer, and what it says when it refuses one. Kept free of yup
// (src/domain/validators.ts and adminMessages.ts pull it in) because the widget bundles the runtime: the
// predicates repeat validators.ts's isPhoneNumber and schemas/auth's email rule, and tests hold them equal.
import { MSG } from '../messages';

export const RUNTIME_MSG = {
  fieldEmpty: MSG.fieldEmpty,
  emailInvalid: MSG.emailInvalid,
  phoneInvalid: 'Phone number is not valid',
  // ours
  chooseOption: 'Please choose one of the options',
} as const;

// something@something.tld, no spaces, at most 254 characters (schemas/auth's emailField).
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isValidEmail = (value: string) => value.trim().length <= 254 && EMAIL_RE.test(value.trim());

/** Digits with the usual separators, an optional leading +, 7 to 15 digits in all (validators.ts isPhoneNumber). */
export function isValidPhone(value: string): boolean {
  const v = value.trim();
  if (!/^\+?[0-9 ().-]+$/.test(v)) return false;
  const digits = v.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}
