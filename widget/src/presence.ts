// The visitor's presence for agents' online counts: online while the page is shown, offline when it is hidden for
// good or put in the back/forward cache (pagehide), and online again when the browser restores it from that cache
// (pageshow with persisted) — the page's scripts do not run again then, so start() alone would miss it.
export function installPresence(win: Window, setOnline: (online: boolean, leaving: boolean) => void): () => void {
  const hide = () => setOnline(false, true);
  const show = (e: Event) => {
    if ((e as PageTransitionEvent).persisted) setOnline(true, false);
  };
  setOnline(true, false);
  win.addEventListener('pagehide', hide);
  win.addEventListener('pageshow', show);
  return () => {
    win.removeEventListener('pagehide', hide);
    win.removeEventListener('pageshow', show);
  };
}
