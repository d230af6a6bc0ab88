// The light/dark choice of the app bar's toggle (react-admin's useTheme keeps it in its store under 'theme'; with no
// choice the theme follows the system's prefers-color-scheme). It is the browser's preference, not the session's:
// react-admin empties its store on logout, and the dashboard's store keeps this one key through that reset (as Intercom
// and Drift do; the next user on the browser inherits it). It is also mirrored on <html data-color-scheme>, which
// src/colorScheme.css paints beneath the MUI theme; public/color-scheme.js sets the same attribute from local storage
// at the first paint, before the bundle runs.
import { localStorageStore, type Store } from 'react-admin';

/** react-admin's store key for the choice (useTheme, ToggleThemeButton). */
export const THEME_KEY = 'theme';
/** Where localStorageStore keeps it, as JSON: the key public/color-scheme.js reads. */
export const STORED_THEME_KEY = `RaStore.${THEME_KEY}`;

export type ColorScheme = 'light' | 'dark';

/** The explicit choice in a stored value, or null: none made, the system's scheme applies. */
export function chosenColorScheme(value: unknown): ColorScheme | null {
  return value === 'light' || value === 'dark' ? value : null;
}

/** Puts the choice on <html data-color-scheme> (or takes the attribute off when there is none). */
export function reflectColorScheme(value: unknown, root: HTMLElement = document.documentElement): void {
  const scheme = chosenColorScheme(value);
  if (scheme) root.dataset.colorScheme = scheme;
  else delete root.dataset.colorScheme;
}

/**
 * `base` with the light/dark choice kept through reset() (react-admin's logout) and mirrored on <html> whenever it
 * changes (the toggle, another tab).
 */
export function keepingColorScheme(base: Store): Store {
  let unsubscribe: (() => void) | null = null;
  return {
    ...base,
    setup() {
      base.setup();
      reflectColorScheme(base.getItem(THEME_KEY));
      unsubscribe = base.subscribe(THEME_KEY, (value) => reflectColorScheme(value));
    },
    teardown() {
      unsubscribe?.();
      unsubscribe = null;
      base.teardown();
    },
    reset() {
      // The choice is put back in the same task, so the theme's subscribers see both changes in one batched render.
      const choice = chosenColorScheme(base.getItem(THEME_KEY));
      base.reset();
      if (choice) base.setItem(THEME_KEY, choice);
    },
  };
}

/** The dashboard's store: react-admin's local storage store, keeping the light/dark choice. */
export const dashboardStore = keepingColorScheme(localStorageStore());
