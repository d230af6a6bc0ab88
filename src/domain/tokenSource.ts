// Where the dashboard's bearer token comes from (spec §7) and when a call must not leave the browser (spec §8).
// Pure: callers pass the host, the query, the cookie string and the network facts.
import { isCsHost, teamsSessionFromQuery } from './navigation';

/** teams: a Teams-only chat session keeps its own token; cookie: a parent-product host shares its session cookie;
 *  local: everywhere else the token sits in local storage. */
export type TokenSource = 'teams' | 'cookie' | 'local';

/** Parent-product hosts are named by their first host label, the same rule as customer-success hosts. */
export function isParentHost(hostname: string, parentHosts: readonly string[]): boolean {
  return isCsHost(hostname, parentHosts);
}

export function tokenSource(hostname: string, search: string, parentHosts: readonly string[]): TokenSource {
  if (teamsSessionFromQuery(search)) return 'teams';
  return isParentHost(hostname, parentHosts) ? 'cookie' : 'local';
}

/** Value of one cookie in a `document.cookie` string, decoded; null when absent or empty. */
export function readCookie(cookies: string, name: string): string | null {
  if (!name) return null;
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw) || null;
    } catch {
      return raw || null;
    }
  }
  return null;
}

/** Requests are rejected unsent when the browser says offline or the stored network status does. */
export function isOffline(browserOnline: boolean, storedStatus: string | null | undefined): boolean {
  return !browserOnline || storedStatus === 'offline';
}
