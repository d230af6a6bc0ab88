// Reads a flow from untrusted JSON (a request body, a stored row) in the current format. Missing fields get the
// defaults of an empty one, so validateFlow can say what is missing; what cannot be a flow at all (not an
// object, an unknown step type, redirect kind, routing mode, a missing id) is refused with FlowFormatError.
import { FLOW_MSG } from './messages';
import { emptyAssignment, emptyDoc, textDoc } from './steps';
import {
  DESTINATIONS,
  FLOW_STATUSES,
  INPUT_VALIDATIONS,
  REDIRECT_KINDS,
  ROUTING_MODES,
  STEP_TYPES,
  type Assignment,
  type ButtonOption,
  type Flow,
  type Gif,
  type Path,
  type Redirect,
  type RichDoc,
  type RichNode,
  type Routing,
  type Step,
} from './types';

export class FlowFormatError extends Error {
  constructor(
    message: string = FLOW_MSG.unreadable,
    readonly detail?: string,
  ) {
    super(message);
  }
}

type Raw = Record<string, unknown>;

export const isRecord = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

function record(v: unknown, what: string): Raw {
  if (!isRecord(v)) throw new FlowFormatError(FLOW_MSG.unreadable, `${what} is not an object`);
  return v;
}

const str = (v: unknown, def = '') => (typeof v === 'string' ? v : def);
const num = (v: unknown, def: number) => (typeof v === 'number' && Number.isFinite(v) ? v : def);
const ints = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is number => Number.isInteger(x)) : []);
const list = <T>(v: unknown, f: (x: unknown) => T): T[] => (Array.isArray(v) ? v.map(f) : []);

function id(v: unknown, what: string): string {
  if (typeof v === 'string' && v !== '') return v;
  throw new FlowFormatError(FLOW_MSG.unreadable, `${what} has no id`);
}

function oneOf<T extends string>(v: unknown, allowed: readonly T[], def: T, what: string): T {
  if (v === undefined || v === null) return def;
  if (typeof v === 'string' && (allowed as readonly string[]).includes(v)) return v as T;
  throw new FlowFormatError(FLOW_MSG.unreadable, `unknown ${what} ${String(v)}`);
}

function node(v: unknown): RichNode {
  const r = record(v, 'rich-text node');
  const out: RichNode = { type: str(r.type, 'paragraph') };
  if (isRecord(r.attrs)) out.attrs = r.attrs;
  if (typeof r.text === 'string') out.text = r.text;
  if (Array.isArray(r.marks)) {
    out.marks = r.marks.filter(isRecord).map((m) => ({ type: str(m.type), ...(isRecord(m.attrs) ? { attrs: m.attrs } : {}) }));
  }
  if (Array.isArray(r.content)) out.content = r.content.map(node);
  return out;
}

/** Rich text; a plain string (older data, API clients) becomes one paragraph per line. */
export function doc(v: unknown): RichDoc {
  if (typeof v === 'string') return textDoc(v);
  if (!isRecord(v)) return emptyDoc();
  return { type: 'doc', content: list(v.content, node) };
}

function gif(v: unknown): Gif {
  const r = record(v, 'gif');
  return {
    ...(typeof r.id === 'string' ? { id: r.id } : {}),
    name: str(r.name),
    original: str(r.original),
    previewGif: str(r.previewGif),
    previewStill: str(r.previewStill),
    ...(typeof r.time === 'number' ? { time: r.time } : {}),
  };
}

function assignment(v: unknown): Assignment {
  if (!isRecord(v)) return emptyAssignment();
  return { teams: ints(v.teams), members: ints(v.members) };
}

function routing(v: unknown): Routing {
  const r = isRecord(v) ? v : {};
  const out: Routing = {
    mode: oneOf(r.mode, ROUTING_MODES, 'everyone', 'routing mode'),
    destination: oneOf(r.destination, DESTINATIONS, 'inbox', 'destination'),
    assignment: assignment(r.assignment),
  };
  if (typeof r.channelId === 'string') out.channelId = r.channelId;
  if (Array.isArray(r.customRules)) {
    out.customRules = r.customRules.map((c, i) => {
      const rule = record(c, 'routing rule');
      return {
        id: id(rule.id, `routing rule ${i}`),
        field: str(rule.field),
        value: str(rule.value),
        assignment: assignment(rule.assignment),
      };
    });
  }
  return out;
}

export function redirect(v: unknown): Redirect {
  const r = isRecord(v) ? v : {};
  const kind = oneOf(r.kind, REDIRECT_KINDS, 'fromResponse', 'redirect kind');
  switch (kind) {
    case 'fromResponse':
      return { kind };
    case 'nextState':
      return { kind, pathId: str(r.pathId) };
    case 'alerts':
      return { kind, recipients: assignment(r.recipients) };
    case 'slack':
      return { kind, channelId: str(r.channelId) };
    case 'app':
      return { kind, routing: routing(r.routing) };
  }
}

function option(v: unknown): ButtonOption {
  const r = record(v, 'button');
  return { id: id(r.id, 'button'), label: str(r.label), redirect: redirect(r.redirect) };
}

export function step(v: unknown): Step {
  const r = record(v, 'step');
  const type = oneOf(r.type, STEP_TYPES, 'text', 'step type');
  const base = { id: id(r.id, `${type} step`) };
  switch (type) {
    case 'text':
      return { ...base, type, message: doc(r.message), gifs: list(r.gifs, gif) };
    case 'buttons':
      return { ...base, type, message: doc(r.message), options: list(r.options, option) };
    case 'input':
      return {
        ...base,
        type,
        message: doc(r.message),
        field: str(r.field),
        validation: oneOf(r.validation, INPUT_VALIDATIONS, 'text', 'input validation'),
        redirect: redirect(r.redirect),
      };
    case 'plainInput':
    case 'zendeskSearchKnowledgeBase':
    case 'serviceCloudKnowledgeBase':
    case 'feedback':
      return { ...base, type, message: doc(r.message) };
    case 'link':
      return { ...base, type, url: str(r.url), title: str(r.title), subtitle: str(r.subtitle) };
    case 'app':
      return {
        ...base,
        type,
        message: doc(r.message),
        routing: routing(r.routing),
        waitSeconds: typeof r.waitSeconds === 'number' ? r.waitSeconds : null,
        offlineMessage: doc(r.offlineMessage),
      };
    case 'notification':
      return { ...base, type, recipients: assignment(r.recipients), note: str(r.note) };
    case 'zendeskCreateTicket':
    case 'serviceCloudCreateTicket':
      return { ...base, type, subject: str(r.subject), message: doc(r.message) };
    case 'nextStateFromResponse':
      return {
        ...base,
        type,
        rules: list(r.rules, (x) => {
          const rule = record(x, 'response rule');
          const match = oneOf(rule.match, ['equals', 'contains'] as const, 'contains', 'match');
          return { id: id(rule.id, 'response rule'), match, value: str(rule.value), redirect: redirect(rule.redirect) };
        }),
        fallback: redirect(r.fallback),
      };
    case 'nextState':
      return { ...base, type, pathId: str(r.pathId) };
    case 'calendar':
      return { ...base, type, message: doc(r.message), url: str(r.url) };
  }
}

function path(v: unknown): Path {
  const r = record(v, 'path');
  return { id: id(r.id, 'path'), name: str(r.name), steps: list(r.steps, step) };
}

/** A flow in the current format (serialize.ts migrates older ones first). */
export function decodeFlow(v: unknown): Flow {
  const r = record(v, 'flow');
  const g = isRecord(r.greeting) ? r.greeting : {};
  const flow: Flow = {
    name: str(r.name),
    status: oneOf(r.status, FLOW_STATUSES, 'inactive', 'status'),
    audienceId: Number.isInteger(r.audienceId) ? (r.audienceId as number) : null,
    priority: num(r.priority, 0),
    paths: list(r.paths, path),
    greeting: {
      variants: list(g.variants, (x) => {
        const variant = record(x, 'greeting variant');
        return { id: id(variant.id, 'greeting variant'), value: doc(variant.value), gifs: list(variant.gifs, gif) };
      }),
      buttons: list(g.buttons, option),
    },
    topics: list(r.topics, (x) => {
      const t = record(x, 'topic');
      return { id: id(t.id, 'topic'), name: str(t.name), products: list(t.products, (p) => str(p)).filter((p) => p !== '') };
    }),
    version: Number.isInteger(r.version) && (r.version as number) > 0 ? (r.version as number) : 1,
  };
  if (Number.isInteger(r.id)) flow.id = r.id as number;
  return flow;
}
