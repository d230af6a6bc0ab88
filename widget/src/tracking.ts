// Behaviour the audience triggers need (page views incl. single-page-app navigation, form submits, element
// clicks) and the visit clock behind "time on site". The rules are pure functions; installTracking() wires them
// to the page and hands every event to `report`.
import type { TrackedEvent } from './types';

/** A visit ends after this long without activity (the server counts visits with the same gap). */
export const VISIT_GAP_MS = 30 * 60 * 1000;
/** The same element clicked again within this time is one click (double clicks, frameworks re-dispatching). */
export const CLICK_REPEAT_MS = 1000;
const MAX_TARGET_CHARS = 200;
const CLICKABLE = 'a,button,input[type="submit"],input[type="button"],[role="button"],[onclick]';

export interface VisitClock {
  start: number;
  lastActive: number;
}

/** Touches the visit clock: a gap longer than VISIT_GAP_MS starts a new visit. */
export function touchVisit(prev: VisitClock | null, now: number): { visit: VisitClock; newVisit: boolean } {
  if (!prev || now - prev.lastActive > VISIT_GAP_MS || now < prev.start) return { visit: { start: now, lastActive: now }, newVisit: true };
  return { visit: { start: prev.start, lastActive: now }, newVisit: false };
}

export const timeOnSiteSeconds = (visit: VisitClock, now: number) => Math.max(0, Math.round((now - visit.start) / 1000));

/** A page view is reported when the address changes (a single-page app replacing state on the same URL is not one). */
export const isNewPage = (previous: string | null, next: string) => previous !== next;

const clip = (s: string) => s.slice(0, MAX_TARGET_CHARS);

/**
 * What a trigger can recognise a clicked element by: the id of the element or of its nearest clickable or
 * identified ancestor (audience triggers name elements by id, "#id" or a selector). Null when the click is on
 * nothing a trigger could name.
 */
export function clickTarget(el: Element | null): string | null {
  let node: Element | null = el;
  for (let depth = 0; node && depth < 6; depth++, node = node.parentElement) {
    if (node.id) return clip(node.id);
    if (node.matches(CLICKABLE)) {
      const name = node.getAttribute('name') ?? node.getAttribute('data-parley-target');
      return name ? clip(name) : null;
    }
  }
  return null;
}

/** A submitted form is recognised by its id, else its name. */
export function formTarget(form: HTMLFormElement): string | null {
  const id = form.getAttribute('id');
  const name = form.getAttribute('name');
  return id ? clip(id) : name ? clip(name) : null;
}

export interface TrackingHooks {
  /** Called for every event, with the time on site already filled in. */
  report(event: TrackedEvent): void;
  /** Elements that belong to the widget itself: its clicks are not the site's. */
  isOwn(el: EventTarget | null): boolean;
  visit: { read(): VisitClock | null; write(v: VisitClock): void };
  now?: () => number;
}

/** Wires the rules to the page; returns the function that removes every listener and history patch. */
export function installTracking(win: Window, hooks: TrackingHooks): () => void {
  const now = hooks.now ?? Date.now;
  const doc = win.document;
  // The page's own constructors (instanceof across windows would fail with ours).
  const { Element: PageElement, HTMLFormElement: PageForm } = win as Window & typeof globalThis;
  let lastUrl: string | null = null;
  let lastClick: { target: string; at: number } | null = null;

  const seconds = () => {
    const { visit } = touchVisit(hooks.visit.read(), now());
    hooks.visit.write(visit);
    return timeOnSiteSeconds(visit, now());
  };
  const pageview = () => {
    const url = win.location.href;
    if (!isNewPage(lastUrl, url)) return;
    const referrer = lastUrl ?? doc.referrer;
    lastUrl = url;
    hooks.report({ type: 'pageview', url, title: doc.title, ...(referrer ? { referrer } : {}), timeOnSiteSeconds: seconds() });
  };
  const onSubmit = (e: Event) => {
    const form = e.target;
    if (!(form instanceof PageForm) || hooks.isOwn(form)) return;
    const target = formTarget(form);
    hooks.report({ type: 'formSubmit', url: win.location.href, ...(target ? { target } : {}), timeOnSiteSeconds: seconds() });
  };
  const onClick = (e: Event) => {
    if (hooks.isOwn(e.target) || !(e.target instanceof PageElement)) return;
    const target = clickTarget(e.target);
    if (!target) return;
    const at = now();
    if (lastClick && lastClick.target === target && at - lastClick.at < CLICK_REPEAT_MS) return;
    lastClick = { target, at };
    hooks.report({ type: 'elementClick', url: win.location.href, target, timeOnSiteSeconds: seconds() });
  };

  // Single-page apps navigate with the History API: wrap it so each new address counts as a page view.
  const history = win.history;
  const originals = { pushState: history.pushState, replaceState: history.replaceState };
  const wrap = (fn: History['pushState']): History['pushState'] =>
    function (this: History, ...args: Parameters<History['pushState']>) {
      const out = fn.apply(this, args);
      queueMicrotask(pageview);
      return out;
    };
  history.pushState = wrap(originals.pushState);
  history.replaceState = wrap(originals.replaceState);
  win.addEventListener('popstate', pageview);
  win.addEventListener('hashchange', pageview);
  doc.addEventListener('submit', onSubmit, true);
  doc.addEventListener('click', onClick, true);
  pageview();

  return () => {
    history.pushState = originals.pushState;
    history.replaceState = originals.replaceState;
    win.removeEventListener('popstate', pageview);
    win.removeEventListener('hashchange', pageview);
    doc.removeEventListener('submit', onSubmit, true);
    doc.removeEventListener('click', onClick, true);
  };
}
