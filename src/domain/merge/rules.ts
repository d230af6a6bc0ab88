// Merging conversations (issue 27): which conversation survives, the order of the merged thread, when merging
// conversations of different visitors needs an explicit confirm, how long a merge can be undone, and what everyone is
// told. Shared by the server (server/services/merge) and the dashboard (src/custom/inbox/merge).
import * as yup from 'yup';
import type { ConversationStatus } from '../inbox/types';

/** A merge can be undone for this long after it was made; later the server refuses. */
export const MERGE_UNDO_SECONDS = 30;
/** At most this many conversations in one merge (a thread's worth, not a bulk job). */
export const MERGE_MAX = 20;

export const MERGE_MSG = {
  tooFew: 'Select at least two conversations to merge',
  tooMany: `Select at most ${MERGE_MAX} conversations to merge`,
  survivorNotSelected: 'The conversation to keep must be one of the merged conversations',
  alreadyMerged: 'This conversation was merged into another one',
  differentVisitors: (names: readonly string[]) =>
    `These conversations belong to different visitors (${listNames(names)}). Confirm to merge them.`,
  undoExpired: 'This merge can no longer be undone',
  undoChanged: 'This merge can no longer be undone: a conversation changed since',
  alreadyUndone: 'This merge was already undone',
  merged: (count: number, survivorId: number) => `${count} conversations merged into conversation #${survivorId}`,
  undone: 'Merge undone',
} as const;

/** "Anna" / "Anna and Ben" / "Anna, Ben and Carl". */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The system message left in a merged-away conversation (its link opens the survivor in the dashboard). */
export const mergedIntoText = (survivorId: number) => `Merged into conversation #${survivorId}`;
export const mergedIntoLink = (survivorId: number) => ({ url: `/inbox/${survivorId}`, title: `Conversation #${survivorId}`, subtitle: '' });

/** POST app/inbox/merge: the conversations (two or more, in the project), optionally the one to keep, and the
 *  explicit confirm that conversations of different visitors may be merged. */
export const mergeRequestSchema = yup.object({
  conversationIds: yup
    .array(yup.number().integer().min(1).required())
    .required(MERGE_MSG.tooFew)
    .min(2, MERGE_MSG.tooFew)
    .max(MERGE_MAX, MERGE_MSG.tooMany)
    .test('distinct', MERGE_MSG.tooFew, (ids) => !ids || new Set(ids).size >= 2),
  survivorId: yup
    .number()
    .integer()
    .min(1)
    .optional()
    .test('selected', MERGE_MSG.survivorNotSelected, function (id) {
      return id === undefined || ((this.parent as { conversationIds?: number[] }).conversationIds ?? []).includes(id);
    }),
  confirmDifferentVisitors: yup.boolean().default(false),
});
export type MergeRequest = yup.InferType<typeof mergeRequestSchema>;

export interface MergeCandidate {
  id: number;
  createdAt: number;
  visitorId: string;
  visitorName: string;
}

/** The agent's pick when given, else the oldest conversation (the lowest id among equally old ones). */
export function pickSurvivor(convs: readonly Pick<MergeCandidate, 'id' | 'createdAt'>[], picked?: number | null): number {
  if (picked != null && convs.some((c) => c.id === picked)) return picked;
  const [oldest] = [...convs].sort((a, b) => a.createdAt - b.createdAt || a.id - b.id);
  if (!oldest) throw new Error('no conversations');
  return oldest.id;
}

/** The names of the visitors when the conversations are not all one visitor's (the confirm names them), else null. */
export function differentVisitors(convs: readonly Pick<MergeCandidate, 'visitorId' | 'visitorName'>[]): string[] | null {
  const byId = new Map<string, string>();
  for (const c of convs) if (!byId.has(c.visitorId)) byId.set(c.visitorId, c.visitorName);
  return byId.size > 1 ? [...byId.values()] : null;
}

export interface MovingMessage {
  id: number;
  conversationId: number;
  pos: number;
  time: number;
}

/**
 * "Interleaved by time": the merged thread holds every message of every conversation in the order they were sent
 * (their time, in seconds). Messages of the same second keep their own conversation's order, and between
 * conversations the survivor's come first, then the others by their id. Returns the messages in their new order;
 * their new positions are 1, 2, 3…
 */
export function interleave<M extends MovingMessage>(messages: readonly M[], survivorId: number): M[] {
  const rank = (c: number) => (c === survivorId ? -1 : c);
  return [...messages].sort((a, b) => a.time - b.time || rank(a.conversationId) - rank(b.conversationId) || a.pos - b.pos);
}

/** The survivor's status: open when any merged conversation is open, else pending when any is, else closed. */
export function mergedStatus(statuses: readonly ConversationStatus[]): ConversationStatus {
  if (statuses.includes('open')) return 'open';
  if (statuses.includes('pending')) return 'pending';
  return 'close';
}

/** Until when (seconds) a merge made at `createdAt` can be undone, and whether it still can at `now`. */
export const undoUntil = (createdAt: number) => createdAt + MERGE_UNDO_SECONDS;
export const mayUndo = (createdAt: number, now: number) => now <= undoUntil(createdAt);

/** POST app/inbox/merge's answer, and what the undo snackbar needs. */
export interface MergeResult {
  mergeId: number;
  survivorId: number;
  mergedIds: number[];
  undoUntil: number;
  message: string;
}
