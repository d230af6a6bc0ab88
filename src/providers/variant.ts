// Boot-time variant choice (spec §1): the address path or the stored choice picks sales (/sos) or marketing (/mos).
import { STORAGE_KEYS } from '../domain/constants';
import { detectVariant, type VariantChoice } from '../domain/variant';
import { setBasename } from './appLocation';

export function bootVariant(): VariantChoice {
  let stored: string | null = null;
  try {
    stored = window.sessionStorage.getItem(STORAGE_KEYS.variant);
  } catch {
    stored = null;
  }
  const choice = detectVariant(window.location.pathname, stored);
  if (choice.store) {
    try {
      window.sessionStorage.setItem(STORAGE_KEYS.variant, choice.store);
    } catch {
      // storage blocked: the path still carries the variant
    }
  }
  setBasename(choice.basename);
  return choice;
}
