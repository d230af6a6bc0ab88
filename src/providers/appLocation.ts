// The router's location and navigation, reachable from code outside React (the providers). The shell mounts
// <RouterBridge> inside the router, which keeps these in step; before that (or outside a router) they read
// window.location without the variant's basename.
export interface AppLocation {
  pathname: string;
  search: string;
}

type Navigate = (to: string, options?: { replace?: boolean }) => void;

let basename = '';
let current: AppLocation | null = null;
let navigator: Navigate | null = null;

/** The router basename of the variant ('/sos', '/mos' or ''), set once at boot. */
export function setBasename(value: string): void {
  basename = value;
}

export function getBasename(): string {
  return basename;
}

export function bridgeRouter(location: AppLocation | null, navigate: Navigate | null): void {
  current = location;
  navigator = navigate;
}

/** Current path and query relative to the router basename. */
export function appLocation(): AppLocation {
  if (current) return current;
  const { pathname, search } = window.location;
  const inside = basename && pathname.startsWith(basename) ? pathname.slice(basename.length) || '/' : pathname;
  return { pathname: inside, search };
}

/** Navigate inside the app (keeps the page and its toasts); a full load when no router is bridged. */
export function navigateTo(path: string, options?: { replace?: boolean }): void {
  if (navigator) navigator(path, options);
  else window.location.assign(basename + path);
}
