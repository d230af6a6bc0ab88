// Test mode's transcript: what the bot runtime said and did, turned into chat entries the way a visitor would
// see them, plus notes on what a live conversation would do (hand-over, alerts, tickets). Pure.
import {
  DESTINATION_LABELS,
  STEP_LABELS,
  type BotOutput,
  type CsatOption,
  type Gif,
  type Routing,
  type RuntimeState,
} from '../../../domain/flows';
import { docToHtml, docToText, type RichDoc } from '../../../domain/inbox/richText';
import { ROUTING_LABELS } from '../labels';
import { actionOf, HELPDESK_BOT_TEXT, type HelpdeskOutcome } from '../../../domain/helpdesk/bot';

export type Entry =
  | { id: number; from: 'bot'; kind: 'text'; html: string; gifs: Gif[] }
  | { id: number; from: 'bot'; kind: 'buttons'; html: string; options: Array<{ id: string; label: string }> }
  | { id: number; from: 'bot'; kind: 'prompt'; html: string }
  | { id: number; from: 'bot'; kind: 'link'; url: string; title: string; subtitle: string }
  | { id: number; from: 'bot'; kind: 'calendar'; html: string; url: string }
  | { id: number; from: 'bot'; kind: 'rating'; html: string; ratings: readonly CsatOption[] }
  | { id: number; from: 'visitor'; text: string }
  | { id: number; from: 'note'; tone: 'error' | 'info' | 'success'; text: string; detail?: string };

export const TEST_UI = {
  title: 'Test the conversation',
  savedOnly: 'Runs the last saved version, as a visitor would see it.',
  restart: 'Restart',
  backToBuilder: 'Back to the builder',
  placeholder: 'Type a message…',
  send: 'Send',
  transcript: 'Conversation',
  variant: 'Greeting message',
  bookMeeting: 'Book a meeting',
  done: 'Done',
  handoff: 'Connecting you to a human',
  handoffDetail: (routing: string, wait: number | null, offline: string) =>
    [routing, wait !== null ? `waits ${wait} s for an agent` : null, offline ? `then says: "${offline}"` : null].filter(Boolean).join(' · '),
  alert: (teams: number, members: number) => `Alert sent (${teams} team${teams === 1 ? '' : 's'}, ${members} member${members === 1 ? '' : 's'})`,
  integration: (what: string, query: string | null) => (query ? `${what}: searched for "${query}"` : `${what}: would be created`),
  testTicket: (helpdesk: 'zendesk' | 'serviceCloud', id: string) =>
    helpdesk === 'zendesk' ? `Zendesk ticket #${id} created (tagged parley_test)` : `Service Cloud case ${id} created (subject starts with [Test])`,
  rating: (label: string) => `Rated: ${label}`,
  ratingCancelled: 'Rating closed without an answer',
  ended: 'The bot has finished',
  loop: 'The bot stopped: its paths lead round in a loop',
  missingPath: 'The bot stopped: a link leads to a path that no longer exists',
} as const;

const html = (doc: RichDoc) => docToHtml(doc);

export function routingText(routing: Routing): string {
  const dest = DESTINATION_LABELS[routing.destination];
  return `${ROUTING_LABELS[routing.mode]} · ${dest}${routing.channelId ? ` (${routing.channelId})` : ''}`;
}

const escapeHtml = (t: string) => t.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const textEntry = (id: number, text: string): Entry => ({ id, from: 'bot', kind: 'text', html: `<p>${escapeHtml(text)}</p>`, gifs: [] });

/** A helpdesk step's entries once it ran for real (testHelpdesk.ts): what the live bot would say and note. */
function helpdeskEntries(o: Extract<BotOutput, { kind: 'integration' }>, outcome: HelpdeskOutcome, next: () => number): Entry[] {
  const { action } = actionOf(o.step);
  if (!outcome.ok) {
    return [textEntry(next(), HELPDESK_BOT_TEXT.unavailable(action)), { id: next(), from: 'note', tone: 'error', text: HELPDESK_BOT_TEXT.notRun(action, outcome.reason) }];
  }
  if ('ticketId' in outcome) {
    const note: Entry = { id: next(), from: 'note', tone: 'success', text: TEST_UI.testTicket(outcome.helpdesk, outcome.ticketId) };
    const hasMessage = docToText(o.step.message).trim() !== '';
    return hasMessage ? [note] : [note, textEntry(next(), HELPDESK_BOT_TEXT.ticketCreated(outcome.helpdesk, outcome.ticketId))];
  }
  if (outcome.articles.length === 0) return [textEntry(next(), HELPDESK_BOT_TEXT.noArticles(outcome.query))];
  return outcome.articles.map((a) => ({ id: next(), from: 'bot', kind: 'link', url: a.url, title: a.title, subtitle: a.snippet }));
}

/** Chat entries for one advance's outputs, numbered on from `nextId`; `helpdesk`: the outcomes of its helpdesk
 *  steps when they ran for real (a failed ticket step's "created" message is then left out). */
export function entriesOf(outputs: readonly BotOutput[], nextId: number, helpdesk?: ReadonlyMap<string, HelpdeskOutcome>): Entry[] {
  let id = nextId;
  const next = () => id++;
  const out: Entry[] = [];
  const failed = new Set([...(helpdesk ?? new Map<string, HelpdeskOutcome>()).entries()].filter(([, r]) => !r.ok).map(([k]) => k));
  for (const o of outputs) {
    if (o.kind === 'text' && o.stepId !== null && failed.has(o.stepId)) continue;
    const ran = o.kind === 'integration' ? helpdesk?.get(o.stepId) : undefined;
    if (o.kind === 'integration' && ran) {
      out.push(...helpdeskEntries(o, ran, next));
      continue;
    }
    const n = next();
    switch (o.kind) {
      case 'text':
        out.push({ id: n, from: 'bot', kind: 'text', html: html(o.doc), gifs: o.gifs });
        break;
      case 'buttons':
        out.push({ id: n, from: 'bot', kind: 'buttons', html: html(o.doc), options: o.options });
        break;
      case 'inputPrompt':
        out.push({ id: n, from: 'bot', kind: 'prompt', html: html(o.doc) });
        break;
      case 'invalidInput':
        out.push({ id: n, from: 'note', tone: 'error', text: o.text });
        break;
      case 'link':
        out.push({ id: n, from: 'bot', kind: 'link', url: o.url, title: o.title, subtitle: o.subtitle });
        break;
      case 'calendarRequest':
        out.push({ id: n, from: 'bot', kind: 'calendar', html: html(o.doc), url: o.url });
        break;
      case 'feedbackRequest':
        out.push({ id: n, from: 'bot', kind: 'rating', html: html(o.doc), ratings: o.ratings });
        break;
      case 'handoff':
        out.push({
          id: n,
          from: 'note',
          tone: 'success',
          text: TEST_UI.handoff,
          detail: TEST_UI.handoffDetail(routingText(o.routing), o.waitSeconds, docToText(o.offlineMessage)),
        });
        break;
      case 'notify':
        out.push({ id: n, from: 'note', tone: 'info', text: TEST_UI.alert(o.recipients.teams.length, o.recipients.members.length), detail: o.note || undefined });
        break;
      case 'integration':
        out.push({ id: n, from: 'note', tone: 'info', text: TEST_UI.integration(STEP_LABELS[o.step.type], o.query) });
        break;
      case 'rating':
        out.push({ id: n, from: 'note', tone: 'info', text: TEST_UI.rating(o.label) });
        break;
      case 'ratingCancelled':
        out.push({ id: n, from: 'note', tone: 'info', text: TEST_UI.ratingCancelled });
        break;
      case 'end':
        out.push({ id: n, from: 'note', tone: 'info', text: o.reason === 'loop' ? TEST_UI.loop : o.reason === 'missingPath' ? TEST_UI.missingPath : TEST_UI.ended });
        break;
    }
  }
  return out;
}

/** The entry whose buttons (or rating, or calendar) still answer: the last interactive one while the bot waits. */
export function activeEntryId(entries: readonly Entry[], state: RuntimeState): number | null {
  if (state.status !== 'waiting') return null;
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    const e = entries[i]!;
    if (e.from === 'visitor') return null;
    if (e.from === 'bot' && (e.kind === 'buttons' || e.kind === 'rating' || e.kind === 'calendar' || e.kind === 'prompt')) return e.id;
  }
  return null;
}

/** Whether the visitor can type: before the bot starts, and while it waits for an answer. */
export const canType = (state: RuntimeState) => state.status === 'idle' || state.status === 'waiting';
