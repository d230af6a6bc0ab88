// When an audience's trigger fires: a page view whose URL fits one of the patterns (with * wildcards), a form
// submit or an element click whose element fits the selector or id. Pure: the widget passes what it knows of
// the event, including a `matches(selector)` callback (Element.matches) when it has the element at hand.
import type { AudienceTrigger } from './model';

/** Longest URL examined (wildcard matching is quadratic at worst). */
const URL_MAX = 2048;

export type TriggerEvent =
  | { type: 'pageView'; url: string }
  | { type: 'formSubmit'; formId?: string | null; formName?: string | null; matches?: (selector: string) => boolean }
  | { type: 'elementClick'; elementId?: string | null; matches?: (selector: string) => boolean };

/** Whether `text` fits `pattern`, where * stands for any run of characters (greedy with one backtrack point). */
export function wildcardMatch(pattern: string, text: string): boolean {
  let p = 0;
  let t = 0;
  let star = -1;
  let resume = 0;
  while (t < text.length) {
    if (p < pattern.length && pattern[p] !== '*' && pattern[p] === text[t]) {
      p += 1;
      t += 1;
    } else if (p < pattern.length && pattern[p] === '*') {
      star = p;
      resume = t;
      p += 1;
    } else if (star >= 0) {
      p = star + 1;
      resume += 1;
      t = resume;
    } else return false;
  }
  while (p < pattern.length && pattern[p] === '*') p += 1;
  return p === pattern.length;
}

/** Lower case, no scheme, no "www.", no trailing slash; query and fragment kept only when `keep` says so. */
function normaliseUrl(url: string, keep: { query: boolean; hash: boolean }): string {
  let out = url.trim().toLowerCase().replace(/^[a-z][a-z0-9+.-]*:\/\//, '').replace(/^www\./, '');
  if (!keep.hash) out = out.replace(/#.*$/, '');
  if (!keep.query) out = out.replace(/\?[^#]*/, '');
  return out.replace(/\/+(?=$|[?#])/, '');
}

/** The path (and what follows) of a URL already normalised: everything from the first slash after the host. */
const pathOf = (normalised: string) => {
  const slash = normalised.search(/[/?#]/);
  return slash < 0 ? '' : normalised.slice(slash);
};

/**
 * Whether a page URL fits a Visit URL pattern. "example.com/pricing*" and "https://www.example.com/pricing/" fit
 * the same pages; a pattern starting with "/" is matched against the path only; "/*" at the end also fits the
 * bare address; query strings and fragments count only when the pattern has one.
 */
export function urlMatches(pattern: string, url: string): boolean {
  const trimmed = pattern.trim();
  if (trimmed === '' || typeof url !== 'string') return false;
  const keep = { query: trimmed.includes('?'), hash: trimmed.includes('#') };
  const page = normaliseUrl(url.slice(0, URL_MAX), keep);
  const pathOnly = trimmed.startsWith('/');
  const want = pathOnly ? trimmed.toLowerCase().replace(/\/+(?=$|[?#])/, '') : normaliseUrl(trimmed, keep);
  const target = pathOnly ? pathOf(page) : page;
  const candidates = want.endsWith('/*') ? [want, want.slice(0, -2)] : [want];
  return candidates.some((c) => wildcardMatch(c, target));
}

/** An element fits a selector or id: "#id", a bare id, a form's name, or any selector `matches` accepts. */
function elementFits(
  value: string,
  names: { id?: string | null; name?: string | null },
  matches?: (selector: string) => boolean,
): boolean {
  const want = value.trim();
  if (want === '') return false;
  if (names.id && (want === names.id || want === `#${names.id}`)) return true;
  if (names.name && want === names.name) return true;
  if (!matches) return false;
  try {
    return matches(want);
  } catch {
    return false; // not a valid selector
  }
}

export function triggerMatches(trigger: AudienceTrigger, event: TriggerEvent): boolean {
  if (trigger.type === 'visitUrl') {
    return event.type === 'pageView' && Array.isArray(trigger.value) && trigger.value.some((p) => typeof p === 'string' && urlMatches(p, event.url));
  }
  if (typeof trigger.value !== 'string') return false;
  if (trigger.type === 'formSubmit') {
    return event.type === 'formSubmit' && elementFits(trigger.value, { id: event.formId, name: event.formName }, event.matches);
  }
  return event.type === 'elementClick' && elementFits(trigger.value, { id: event.elementId }, event.matches);
}

/** Whether any of an audience's triggers fires on the event; an audience without triggers fires on every page view. */
export function anyTriggerMatches(triggers: readonly AudienceTrigger[], event: TriggerEvent): boolean {
  if (triggers.length === 0) return event.type === 'pageView';
  return triggers.some((t) => triggerMatches(t, event));
}
