// Profile page rules: which photos the server accepts (checked before uploading), what keeps the profile from
// being complete, and the timezone choices.
import type { Profile } from '../../../domain/api';
import { PROFILE_IMAGE_MAX_BYTES } from '../../../domain/schemas/profile';
import { SETTINGS_UI } from '../labels';

/** The image types the server stores (it checks the bytes again). */
export const PROFILE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** Why this file cannot be the profile photo, or null when it can be uploaded. */
export function photoError(file: { type: string; size: number }): string | null {
  if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type)) return SETTINGS_UI.profile.photoType;
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return SETTINGS_UI.profile.photoTooLarge;
  return null;
}

export type ProfilePart = 'name' | 'image';

/** What the agent still has to add before going online (the server's rule: a name and a photo). */
export function missingProfileParts(profile: Pick<Profile, 'name' | 'img'>): ProfilePart[] {
  const missing: ProfilePart[] = [];
  if (!profile.name?.trim()) missing.push('name');
  if (!profile.img) missing.push('image');
  return missing;
}

/** The server's list plus UTC and the saved value, so the current timezone is always selectable. */
export function timezoneChoices(timezones: readonly string[], current: string | null | undefined): string[] {
  const all = new Set(timezones);
  all.add('UTC');
  if (current) all.add(current);
  return [...all].sort((a, b) => a.localeCompare(b));
}
