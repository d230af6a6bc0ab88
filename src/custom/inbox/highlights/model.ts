// The panel's pure rules: how often to ask again while sources are pending, and what a value row says.
import { GROUPS, HIGHLIGHTS_MSG, integrationName, subscriptionName, type HighlightValue } from '../../../domain/highlights';

/** Ask again after a second while a slow source is still loading; stop when everything is there. */
export const POLL_MS = 1000;
export const pollInterval = (pending: readonly string[] | undefined): number | false => (pending && pending.length > 0 ? POLL_MS : false);

export type RowView =
  | { kind: 'loading' }
  | { kind: 'locked'; text: string }
  | { kind: 'empty'; text: string }
  | { kind: 'failed'; text: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'text'; text: string };

export function rowView(v: HighlightValue): RowView {
  if (v.need) return { kind: 'locked', text: 'integration' in v.need ? `Integrate ${integrationName(v.need.integration)}` : `Subscribe to ${subscriptionName(v.need.subscription)}` };
  if (v.state === 'pending') return { kind: 'loading' };
  if (v.state === 'error') return { kind: 'failed', text: v.note ?? HIGHLIGHTS_MSG.providerFailed };
  if (v.value === null) return { kind: 'empty', text: v.note ?? '—' };
  if (v.href && /^https?:\/\//.test(v.href)) return { kind: 'link', text: v.format === 'link' ? `Open in ${GROUPS[v.group].label}` : v.value, href: v.href };
  if (v.items && v.items.length > 1) return { kind: 'list', items: v.items };
  if (v.format === 'date' && /^\d{4}-\d{2}-\d{2}T/.test(v.value)) return { kind: 'text', text: new Date(v.value).toLocaleString() };
  return { kind: 'text', text: v.value };
}
