// The stored form of a flow: the flow's fields plus formatVersion, migrated forward on read. Bump
// FLOW_FORMAT_VERSION and add a migration whenever the stored shape changes.
//
// Format 1 (before greeting variants): a single `greetingMessage` (text or rich text) and `greetingGif`, button
// options with `text` instead of `label`, redirects written { type, path } instead of { kind, pathId }. Data
// without a formatVersion is format 1.
import { decodeFlow, FlowFormatError, isRecord } from './decode';
import { FLOW_MSG } from './messages';
import type { Flow } from './types';

export { FlowFormatError } from './decode';

export const FLOW_FORMAT_VERSION = 2;

export type StoredFlow = Omit<Flow, 'id'> & { formatVersion: number };

type Raw = Record<string, unknown>;

function redirectV1(r: unknown): unknown {
  if (!isRecord(r) || 'kind' in r) return r;
  const { type, path, ...rest } = r;
  return { ...rest, kind: type, ...(path !== undefined ? { pathId: path } : {}) };
}

function stepV1(s: unknown): unknown {
  if (!isRecord(s)) return s;
  const out: Raw = { ...s };
  if ('redirect' in s) out.redirect = redirectV1(s.redirect);
  if ('fallback' in s) out.fallback = redirectV1(s.fallback);
  if (Array.isArray(s.options)) {
    out.options = s.options.map((o) => {
      if (!isRecord(o)) return o;
      const { text, ...rest } = o;
      return { ...rest, label: rest.label ?? text, redirect: redirectV1(o.redirect) };
    });
  }
  if (Array.isArray(s.rules)) out.rules = s.rules.map((r) => (isRecord(r) ? { ...r, redirect: redirectV1(r.redirect) } : r));
  return out;
}

/** Format 1 → 2: greeting variants, labelled buttons, { kind, pathId } redirects. */
function v1to2(raw: Raw): Raw {
  const { greetingMessage, greetingGif, ...rest } = raw;
  const hasMessage = typeof greetingMessage === 'string' ? greetingMessage.trim() !== '' : isRecord(greetingMessage);
  const gifs = isRecord(greetingGif) ? [greetingGif] : [];
  const variants = hasMessage || gifs.length > 0 ? [{ id: 'greeting-1', value: greetingMessage ?? '', gifs }] : [];
  const paths = Array.isArray(raw.paths)
    ? raw.paths.map((p) => (isRecord(p) && Array.isArray(p.steps) ? { ...p, steps: p.steps.map(stepV1) } : p))
    : raw.paths;
  return { ...rest, paths, greeting: { variants, buttons: [] }, formatVersion: 2 };
}

/** MIGRATIONS[n] turns format n into format n + 1. */
const MIGRATIONS: Record<number, (raw: Raw) => Raw> = { 1: v1to2 };

export function formatVersionOf(raw: Raw): number {
  const v = raw.formatVersion;
  if (v === undefined || v === null) return 1;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) throw new FlowFormatError(FLOW_MSG.unreadable, 'bad formatVersion');
  return v;
}

/** Brings stored JSON of any known format up to the current one (still untyped: decodeFlow checks it). */
export function migrate(json: unknown): Raw {
  if (!isRecord(json)) throw new FlowFormatError(FLOW_MSG.unreadable, 'flow is not an object');
  let raw = json;
  let version = formatVersionOf(raw);
  if (version > FLOW_FORMAT_VERSION) throw new FlowFormatError(FLOW_MSG.newerFormat);
  while (version < FLOW_FORMAT_VERSION) {
    raw = MIGRATIONS[version]!(raw);
    version += 1;
  }
  return raw;
}

/** The JSON to store (the row id lives outside it). */
export function toStored(flow: Flow): StoredFlow {
  const { id: _id, ...rest } = flow;
  void _id;
  return { formatVersion: FLOW_FORMAT_VERSION, ...rest };
}

/** A flow from stored JSON of any known format. Throws FlowFormatError for what is not a flow. */
export const fromStored = (json: unknown): Flow => decodeFlow(migrate(json));

export const serializeFlow = (flow: Flow): string => JSON.stringify(toStored(flow));

export function parseFlow(text: string): Flow {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new FlowFormatError(FLOW_MSG.unreadable, 'not JSON');
  }
  return fromStored(json);
}
