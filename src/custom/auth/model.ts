// Small rules of the auth pages, kept out of the components so they are tested on their own.
import { MSG } from '../../domain/messages';

/** Pause on the "verified" screen before going on to sign in, so the user can read it. */
export const VERIFIED_REDIRECT_MS = 2500;

/** The server refuses a sign-in of an unverified account with this text (spec §8 info message). */
export const isVerificationPending = (message: string): boolean => message === MSG.verificationPending;
