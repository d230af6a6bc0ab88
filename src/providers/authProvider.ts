// react-admin's AuthProvider over the session (spec §2 redirect rules, §6 permissions, §8 401 rules).
// canAccess is a thin adapter over the one access function in src/domain, fed by the tree cached at login.
import type { AuthProvider, UserIdentity } from 'react-admin';
import { API, type LoginResponse } from '../domain/api';
import { errorText, on401 } from '../domain/errors';
import { MSG } from '../domain/messages';
import { afterLoginPath, loginRedirect } from '../domain/navigation';
import { canAccess, flattenPermissions } from '../domain/permissions';
import { appLocation } from './appLocation';
import { getConfig } from './config';
import { httpClient } from './httpClient';
import { toast } from './notifications';
import { ensurePermissions, ensureProfile, loadProfile, prefetchProfile } from './profile';
import { resetIdentity } from './productAnalytics';
import { clearSession, currentTokenSource, getToken, setToken } from './session';

export interface LoginParams {
  email: string;
  password: string;
}

/** The rejection react-admin reads: where to go, and no extra notification (message: false). */
export interface AuthRedirect {
  redirectTo: string;
  message: false;
}

function toLogin(): AuthRedirect {
  const { pathname, search } = appLocation();
  return { redirectTo: loginRedirect(pathname, search) ?? '/login', message: false };
}

function statusOf(error: unknown): number | undefined {
  const status = error && typeof error === 'object' ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' ? status : undefined;
}

export const authProvider = {
  /** POST app/login, keep the token, cache the profile and its permissions, then land (spec §2). */
  async login({ email, password }: LoginParams): Promise<{ redirectTo: string }> {
    const { json } = await httpClient<LoginResponse>(API.login, { method: 'POST', auth: false, body: { email, password } });
    setToken(json.token);
    let profile;
    try {
      profile = await loadProfile();
    } catch (error) {
      clearSession(); // half a session (a token without permissions) is worse than none
      throw error;
    }
    const redirectUrl = new URLSearchParams(appLocation().search).get('redirectUrl');
    return { redirectTo: afterLoginPath(flattenPermissions(profile.permissions), redirectUrl) };
  },

  /** POST app/logout when signed in, then forget the session. The embedded variant signs out on its parent. */
  async logout(_params?: unknown): Promise<string | void> {
    const embedded = currentTokenSource() === 'cookie';
    if (getToken()) {
      try {
        await httpClient(API.logout, { method: 'POST', notify: false });
      } catch {
        // the session ends on this side whatever the server answered
      }
      clearSession();
      void resetIdentity();
      toast.success(MSG.logoutSuccess);
    } else {
      clearSession();
    }
    if (embedded && getConfig().dashboardUrl) return getConfig().dashboardUrl;
  },

  /** Signed in when a token exists; otherwise /login?redirectUrl=<path+query> (spec §2). */
  async checkAuth(_params?: unknown): Promise<void> {
    if (!getToken()) throw toLogin();
    // A cold load asks for the profile (the app bar's identity) now, beside the app details, not after them.
    prefetchProfile();
  },

  /** Spec §8: a 401 whose message speaks of authentication ends the session; anything else is the page's. */
  async checkError(error: unknown): Promise<void> {
    if (statusOf(error) !== 401) return;
    const body = error && typeof error === 'object' ? (error as { body?: unknown; message?: unknown }) : {};
    const message = errorText(body.body ?? body.message);
    if (on401(message, appLocation().pathname) === 'clearSessionAndReload') {
      clearSession();
      throw toLogin();
    }
  },

  async getIdentity(): Promise<UserIdentity> {
    const profile = await ensureProfile();
    return { id: profile.userId, fullName: profile.name, avatar: profile.img ?? undefined };
  },

  async getPermissions(_params?: unknown) {
    return getToken() ? ensurePermissions() : {};
  },

  async canAccess({ resource, action }: { resource: string; action: string }): Promise<boolean> {
    if (!getToken()) return false;
    return canAccess(await ensurePermissions(), resource, action);
  },
} satisfies AuthProvider;

export type ParleyAuthProvider = typeof authProvider;
