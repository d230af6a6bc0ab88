// What the bot runtime takes and gives: visitor inputs, messages to show, effects to perform, and its state.
import type { CsatRating } from '../csat';
import type { Assignment, Flow, Gif, InputValidation, KnowledgeBaseStep, RichDoc, Routing, TicketStep } from './types';

export interface CsatOption {
  id: string;
  value: CsatRating;
  label: string;
}

export type RuntimeInput =
  | { kind: 'start' }
  | { kind: 'text'; text: string }
  | { kind: 'button'; optionId: string }
  /** The visitor is done with what the bot offered: a calendar booked or dismissed, a rating closed unanswered. */
  | { kind: 'continue' };

/** A message the widget shows. stepId is null for the greeting. */
export type BotMessage =
  | { kind: 'text'; stepId: string | null; text: string; doc: RichDoc; gifs: Gif[] }
  | { kind: 'buttons'; stepId: string | null; text: string; doc: RichDoc; options: Array<{ id: string; label: string }> }
  | { kind: 'inputPrompt'; stepId: string; text: string; doc: RichDoc; field: string | null; validation: InputValidation }
  /** Why the last answer was refused; the prompt follows again. */
  | { kind: 'invalidInput'; stepId: string | null; text: string }
  | { kind: 'link'; stepId: string; url: string; title: string; subtitle: string }
  | { kind: 'calendarRequest'; stepId: string; url: string; text: string; doc: RichDoc }
  | { kind: 'feedbackRequest'; stepId: string; text: string; doc: RichDoc; ratings: readonly CsatOption[] };

/** Something the host (server, widget, builder's test mode) does; the runtime itself performs no I/O. */
export type BotEffect =
  | { kind: 'handoff'; stepId: string | null; routing: Routing; waitSeconds: number | null; offlineMessage: RichDoc | null }
  | { kind: 'notify'; stepId: string | null; recipients: Assignment; note: string; answers: Record<string, string> }
  | {
      kind: 'integration';
      stepId: string;
      step: TicketStep | KnowledgeBaseStep;
      /** What the visitor searched for (knowledge-base steps). */
      query: string | null;
      answers: Record<string, string>;
    }
  | { kind: 'rating'; stepId: string; rating: CsatRating; label: string }
  | { kind: 'ratingCancelled'; stepId: string }
  /** The bot is done: the path ran out, it looped without waiting for the visitor, or a link led nowhere. */
  | { kind: 'end'; reason: 'pathEnd' | 'loop' | 'missingPath' };

export type BotOutput = BotMessage | BotEffect;

const EFFECT_KINDS: ReadonlySet<string> = new Set(['handoff', 'notify', 'integration', 'rating', 'ratingCancelled', 'end']);
export const isEffect = (o: BotOutput): o is BotEffect => EFFECT_KINDS.has(o.kind);

export type RuntimeStatus = 'idle' | 'waiting' | 'handedOff' | 'ended';

/** The JSON-safe part of the state: what a server stores between two visitor messages. */
export interface RuntimeCursor {
  status: RuntimeStatus;
  pathId: string | null;
  stepIndex: number;
  /** 'greeting' while the greeting's buttons wait for a choice; 'step' while the step at the cursor waits. */
  waiting: 'greeting' | 'step' | null;
  variantId: string | null;
  /** Answers by field (input steps). */
  answers: Record<string, string>;
  /** The visitor's last free answer or button label: what nextStateFromResponse branches on. */
  lastResponse: string | null;
}

export interface RuntimeState extends RuntimeCursor {
  flow: Flow;
}

/** A step run in this advance (the funnel counts these per conversation). */
export interface StepVisit {
  pathId: string;
  stepId: string;
}

export interface AdvanceResult {
  state: RuntimeState;
  outputs: BotOutput[];
  visits: StepVisit[];
}
