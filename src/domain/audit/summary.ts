// What changed, as the audit log keeps it: the difference between a thing's state before and after an admin's
// request, by field name. Values are kept only when they are short plain values; a field whose name says it is a
// secret (password, token, client secret, API key…) is kept by name alone, never with a value. Pure: the server builds
// summaries with it, the page words them with it.
import type { AuditAction } from './actions';

export type AuditValue = string | number | boolean | null;

/** A thing's state as the audit sees it: plain, nested objects of values (never secrets by design). */
export type AuditState = Record<string, unknown>;

export interface AuditChange {
  /** Dotted path of the field: 'name', 'permissions.settings.integrations'. */
  field: string;
  /** Left out when the field did not exist, is a secret, or its value is long or not a plain value. */
  from?: AuditValue;
  to?: AuditValue;
  /** Lists of plain values: what came and went. */
  added?: string[];
  removed?: string[];
  /** The field's name says it holds a secret: it changed, and that is all the log says. */
  secret?: true;
}

export type AuditDetails = Record<string, AuditValue | string[]>;

export interface AuditSummary {
  changes: AuditChange[];
  /** Facts about the request that are not a field of the target (the filter of an export, the credential fields sent). */
  details?: AuditDetails;
  /** Changes left out to keep the row small. */
  more?: number;
}

/**
 * Field names that hold secrets. Matched on every part of a path, case-insensitively. A webhook is one: its address
 * is the key that lets anyone post there (Slack's and Teams' incoming webhooks carry their token in the URL).
 */
const SECRET = /pass(word|phrase)?|secret|token|api[-_]?key|credential|private[-_]?key|authori[sz]ation|cookie|signature|session|webhook/i;
export const isSecretField = (path: string): boolean => path.split('.').some((part) => SECRET.test(part));

export const AUDIT_LIMITS = {
  /** Longer strings are named, not quoted (a privacy text, an uploaded image). */
  valueChars: 80,
  /** Items of an added/removed list. */
  listItems: 10,
  changes: 25,
  depth: 5,
  /** A message's previous text (an edited or deleted chat message, issue 27) is kept whole, up to a message's length. */
  messageChars: 10000,
} as const;

/** Details that keep a long text whole: what an agent wrote before they edited or deleted it. */
const WHOLE_TEXT_DETAILS = new Set(['previousText']);

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isScalar = (v: unknown): v is AuditValue => v === null || ['string', 'number', 'boolean'].includes(typeof v);

/** A value short and plain enough to keep; undefined otherwise. */
function keepable(v: unknown): AuditValue | undefined {
  if (typeof v === 'string') return v.length <= AUDIT_LIMITS.valueChars && !v.startsWith('data:') ? v : undefined;
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  return isScalar(v) ? v : undefined;
}

/** Leaves of a state by dotted path; arrays are leaves. */
function leaves(state: unknown, prefix = '', depth = 0, out = new Map<string, unknown>()): Map<string, unknown> {
  if (!isPlainObject(state)) return out;
  for (const [key, value] of Object.entries(state)) {
    if (value === undefined) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(value) && depth < AUDIT_LIMITS.depth) leaves(value, path, depth + 1, out);
    else out.set(path, value);
  }
  return out;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const clip = (s: string) => (s.length > AUDIT_LIMITS.valueChars ? `${s.slice(0, AUDIT_LIMITS.valueChars - 1)}…` : s);

/** A thing known by its text (a canned message) as a row's label: on one line, clipped like a kept value. */
export const excerpt = (text: string): string => clip(text.replace(/\s+/g, ' ').trim());
/** A creation's empty fields say nothing. */
const blank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

function change(field: string, before: unknown, after: unknown): AuditChange {
  if (isSecretField(field)) return { field, secret: true };
  if ((Array.isArray(before) || before === undefined) && (Array.isArray(after) || after === undefined)) {
    const b = before ?? [];
    const a = after ?? [];
    if ([...b, ...a].every(isScalar)) {
      const text = (list: unknown[]) => list.map((x) => clip(String(x)));
      const added = text(a.filter((x) => !b.some((y) => same(x, y)))).slice(0, AUDIT_LIMITS.listItems);
      const removed = text(b.filter((x) => !a.some((y) => same(x, y)))).slice(0, AUDIT_LIMITS.listItems);
      if (added.length || removed.length) return { field, ...(added.length ? { added } : {}), ...(removed.length ? { removed } : {}) };
      return { field }; // the same items in another order
    }
  }
  return { field, ...keptValues(before, after) };
}

/**
 * The values a change keeps: both sides, or neither when a side that exists is too long or not plain (a canned
 * message that grew, an uploaded image): 'Hello → —' would read as if the field had been emptied.
 */
function keptValues(before: unknown, after: unknown): Pick<AuditChange, 'from' | 'to'> {
  const from = keepable(before);
  const to = keepable(after);
  if ((before !== undefined && from === undefined) || (after !== undefined && to === undefined)) return {};
  return { ...(from !== undefined ? { from } : {}), ...(to !== undefined ? { to } : {}) };
}

/** The fields that differ between two states (either may be missing: a creation, a deletion). */
export function diffStates(before: AuditState | undefined, after: AuditState | undefined): AuditChange[] {
  const b = leaves(before);
  const a = leaves(after);
  const changes: AuditChange[] = [];
  for (const field of new Set([...b.keys(), ...a.keys()])) {
    const from = b.get(field);
    const to = a.get(field);
    if (same(from, to)) continue;
    if (before === undefined && blank(to)) continue;
    if (after === undefined && blank(from)) continue;
    changes.push(change(field, from, to));
  }
  return changes;
}

/** Secrets by name stripped, long values and lists clipped, the number of changes capped: what record() stores. */
export function sanitizeSummary(summary: AuditSummary): AuditSummary {
  const changes = summary.changes.slice(0, AUDIT_LIMITS.changes).map((c): AuditChange => {
    if (isSecretField(c.field)) return { field: c.field, secret: true };
    const out: AuditChange = { field: c.field, ...keptValues(c.from, c.to) };
    if (c.added?.length) out.added = c.added.slice(0, AUDIT_LIMITS.listItems).map((x) => clip(String(x)));
    if (c.removed?.length) out.removed = c.removed.slice(0, AUDIT_LIMITS.listItems).map((x) => clip(String(x)));
    return out;
  });
  const details = Object.entries(summary.details ?? {}).flatMap(([key, value]): Array<[string, AuditValue | string[]]> => {
    if (isSecretField(key)) return [];
    if (Array.isArray(value)) return [[key, value.slice(0, AUDIT_LIMITS.listItems).map((x) => clip(String(x)))]];
    if (WHOLE_TEXT_DETAILS.has(key) && typeof value === 'string') return [[key, value.slice(0, AUDIT_LIMITS.messageChars)]];
    const kept = keepable(value);
    return kept === undefined ? [] : [[key, kept]];
  });
  const more = summary.changes.length - changes.length + (summary.more ?? 0);
  return { changes, ...(details.length ? { details: Object.fromEntries(details) } : {}), ...(more > 0 ? { more } : {}) };
}

/**
 * The action a request turns out to be once its changes are known, or null when nothing happened worth a row: an
 * update that changed nothing, an integration connect that only sent the browser to the provider.
 */
export function refineAction(action: AuditAction, changes: AuditChange[], before: AuditState | undefined, after: AuditState | undefined): AuditAction | null {
  if (action === 'integration.connect') {
    if (after?.state !== 'connected') return null;
    return before?.state === 'connected' ? 'integration.credentials' : action;
  }
  if (action.endsWith('.update') && changes.length === 0) return null;
  if (action === 'user.update' && changes.some((c) => c.field === 'role')) return 'user.role_change';
  if (action === 'flow.update') {
    const status = changes.find((c) => c.field === 'status');
    if (status?.to === 'active') return 'flow.publish';
    if (status?.to === 'inactive') return 'flow.unpublish';
  }
  return action;
}

// ---- wording (the page) ----------------------------------------------------------------------------------------

/** 'permissions.settings.userRoles' -> 'Permissions › Settings › User roles'. */
export function fieldLabel(path: string): string {
  return path
    .split('.')
    .map((part) => {
      const words = part.replace(/[_-]+/g, ' ').replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase().trim();
      return words.charAt(0).toUpperCase() + words.slice(1);
    })
    .join(' › ');
}

const shown = (v: AuditValue): string => (v === null || v === '' ? '—' : v === true ? 'on' : v === false ? 'off' : String(v));

/** One line of what changed: the field in words and what happened to it ('read, write → read', 'changed'). */
export interface AuditLine {
  label: string;
  text: string;
}

/**
 * A change in words. `gone`: the row is a deletion, whose fields are what the thing held (shown as they were);
 * otherwise a field that went reads 'read → —'.
 */
export function changeLine(c: AuditChange, opts: { gone?: boolean } = {}): AuditLine {
  const label = fieldLabel(c.field);
  if (c.secret) return { label, text: 'changed' };
  if (c.added || c.removed) {
    const parts = [c.added?.length ? `added ${c.added.join(', ')}` : '', c.removed?.length ? `removed ${c.removed.join(', ')}` : ''];
    return { label, text: parts.filter(Boolean).join('; ') };
  }
  const hasFrom = c.from !== undefined;
  const hasTo = c.to !== undefined;
  if (hasFrom && hasTo) return { label, text: `${shown(c.from!)} → ${shown(c.to!)}` };
  if (hasTo) return { label, text: shown(c.to!) };
  if (hasFrom) return { label, text: opts.gone ? shown(c.from!) : `${shown(c.from!)} → —` };
  return { label, text: 'changed' };
}

/** 'Name: Support → Tier 1', 'Domains: added shop.example.com', 'Client secret: changed'. */
export const lineText = (l: AuditLine): string => (l.label ? `${l.label}: ${l.text}` : l.text);
export const describeChange = (c: AuditChange, opts: { gone?: boolean } = {}): string => lineText(changeLine(c, opts));

/** Details in words: 'Fields: Client ID, Client secret', 'From: Support'. */
export function detailLines(details: AuditDetails | undefined): AuditLine[] {
  return Object.entries(details ?? {}).map(([key, value]) => ({ label: fieldLabel(key), text: Array.isArray(value) ? value.join(', ') : shown(value) }));
}
export const describeDetails = (details: AuditDetails | undefined): string[] => detailLines(details).map(lineText);
