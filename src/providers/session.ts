// The signed-in session kept in the browser: the bearer token (local storage, the parent product's cookie, or the
// Teams-only token), the permission tree flattened at login, and the profile. Storage can be unavailable (blocked
// third-party storage inside an iframe), so every access tolerates failure.
import type { Profile } from '../domain/api';
import { STORAGE_KEYS } from '../domain/constants';
import type { FlatPermissions } from '../domain/permissions';
import { readCookie, tokenSource, type TokenSource } from '../domain/tokenSource';
import { appLocation } from './appLocation';
import { browser } from './browser';
import { getConfig } from './config';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // storage blocked: the session lives only as long as the page
  }
}

/** Where this page's token comes from (host, query and configuration decide). */
export function currentTokenSource(): TokenSource {
  return tokenSource(browser.hostname(), appLocation().search, getConfig().parentHosts);
}

export function getToken(): string | null {
  switch (currentTokenSource()) {
    case 'teams':
      return read(STORAGE_KEYS.teamsOnlyToken);
    case 'cookie':
      return readCookie(browser.cookies(), getConfig().cookieName);
    default:
      return read(STORAGE_KEYS.loginToken);
  }
}

export function setToken(token: string): void {
  write(STORAGE_KEYS.loginToken, token);
}

export function setTeamsOnlyToken(token: string): void {
  write(STORAGE_KEYS.teamsOnlyToken, token);
}

let profile: Profile | null = null;

export function getCachedProfile(): Profile | null {
  return profile;
}

export function setCachedProfile(p: Profile): void {
  profile = p;
}

let flatPermissions: FlatPermissions | null = null;

export function getCachedPermissions(): FlatPermissions | null {
  if (flatPermissions) return flatPermissions;
  const raw = read(STORAGE_KEYS.permissions);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    flatPermissions = parsed as FlatPermissions;
    return flatPermissions;
  } catch {
    return null;
  }
}

export function setCachedPermissions(flat: FlatPermissions): void {
  flatPermissions = flat;
  write(STORAGE_KEYS.permissions, JSON.stringify(flat));
}

/** Forget the cached profile and permissions (a different identity is signing in). */
export function forgetProfile(): void {
  write(STORAGE_KEYS.permissions, null);
  flatPermissions = null;
  profile = null;
}

/** Forget everything the session left behind: tokens, cached permissions and profile. */
export function clearSession(): void {
  write(STORAGE_KEYS.loginToken, null);
  write(STORAGE_KEYS.teamsOnlyToken, null);
  forgetProfile();
}
