// Bulk actions over every conversation matching the list's filter (issue 27): the request (the filter as the list
// asks for it, the action), the job as the toolbar shows it, its result line, and the batch event every agent's
// inbox patches in one go (one event per batch of conversations, not one per conversation).
import * as yup from 'yup';
import { MSG } from '../messages';
import { CONVERSATION_STATUSES, type ConversationFilters, type ConversationListItem, type ConversationStatus } from './types';
import type { ConversationQuery } from './filters';

export const BULK_KINDS = ['close', 'reopen', 'assign', 'tag', 'untag', 'star', 'archive', 'export'] as const;
export type BulkKind = (typeof BULK_KINDS)[number];

export type BulkAction =
  | { kind: 'close' | 'reopen' | 'star' | 'archive' | 'export' }
  | { kind: 'assign'; userId: number }
  | { kind: 'tag' | 'untag'; tagId: number };

export type BulkState = 'running' | 'cancelled' | 'finished' | 'failed';

/** A bulk job as GET app/inbox/bulk/:id answers it (and the progress event carries). */
export interface BulkJob {
  id: number;
  action: BulkAction;
  total: number;
  done: number;
  updated: number;
  skipped: number;
  state: BulkState;
  createdAt: number;
  finishedAt: number | null;
}

/** The newer of two copies of a job (the progress event, GET): an ended job stays ended, a running one only moves
 *  forward, so an event that arrives after a fresher read cannot take the bar back. */
export function laterJob(current: BulkJob | undefined, incoming: BulkJob): BulkJob {
  if (!current || current.id !== incoming.id) return incoming;
  if (current.state !== 'running') return current;
  if (incoming.state !== 'running') return incoming;
  return incoming.done >= current.done ? incoming : current;
}

/** Export reads conversations; every other action changes them. */
export const bulkWrites = (action: BulkAction): boolean => action.kind !== 'export';

/** Sent to the acting user's own channel after each batch and when the job ends: the job as GET answers it. */
export const BULK_PROGRESS_EVENT = 'bulk-progress';

/** Conversations per transaction (and per batch event). */
export const BULK_BATCH_SIZE = 100;

/** A page's selection (not every match) names its conversations: at most this many (the spec §4 bulk close's own). */
export const BULK_IDS_MAX = 500;

export const BULK_MSG = {
  selectAllMatching: 'Select all {n} conversations matching this filter',
  allMatchingSelected: 'All {n} conversations matching this filter are selected',
  clearSelection: 'Clear selection',
  result: '{updated} updated, {skipped} skipped: no permission',
  exported: '{updated} exported',
  progress: '{done} of {total}',
  cancel: 'Cancel',
  cancelled: 'Cancelled after {done} of {total}',
  failed: 'The bulk action stopped. Try again.',
  download: 'Download CSV',
  running: 'A bulk action is already running. Wait for it to finish or cancel it.',
  nothingMatches: 'No conversation matches this filter',
  labels: { close: 'Close', reopen: 'Reopen', assign: 'Assign', tag: 'Tag', untag: 'Untag', star: 'Star', archive: 'Archive', export: 'Export' } satisfies Record<BulkKind, string>,
} as const;

const fill = (text: string, values: object) => text.replace(/\{(\w+)\}/g, (_m, k: string) => String((values as Record<string, unknown>)[k] ?? ''));

/** The line under the toolbar once a job stops: "N updated, M skipped: no permission" (or exported, or cancelled). */
export function bulkResultText(job: Pick<BulkJob, 'action' | 'state' | 'done' | 'total' | 'updated' | 'skipped'>): string {
  if (job.state === 'failed') return BULK_MSG.failed;
  if (job.state === 'cancelled') return `${fill(BULK_MSG.cancelled, job)} · ${fill(BULK_MSG.result, job)}`;
  if (job.action.kind === 'export') return fill(BULK_MSG.exported, job);
  return fill(BULK_MSG.result, job);
}

export const bulkProgressText = (job: Pick<BulkJob, 'done' | 'total'>): string => fill(BULK_MSG.progress, job);
export const selectAllMatchingText = (n: number): string => fill(BULK_MSG.selectAllMatching, { n });
export const allMatchingSelectedText = (n: number): string => fill(BULK_MSG.allMatchingSelected, { n });

/** Whole percent done (0 when there was nothing to do). */
export const bulkPercent = (job: Pick<BulkJob, 'done' | 'total'>): number => (job.total > 0 ? Math.min(100, Math.round((job.done / job.total) * 100)) : 100);

const id = () => yup.number().typeError(MSG.fieldEmpty).integer(MSG.fieldEmpty).min(1, MSG.fieldEmpty);

/** The list's filters (src/domain/inbox/filters.ts buildConversationQuery), as JSON. */
const filtersSchema = yup
  .object({
    status: yup.mixed<ConversationStatus>().oneOf([...CONVERSATION_STATUSES], MSG.fieldEmpty).optional(),
    visitorOnline: yup.boolean().optional(),
    archive: yup.boolean().optional(),
    star: yup.boolean().optional(),
    readStatus: yup.mixed<'read' | 'unread'>().oneOf(['read', 'unread'], MSG.fieldEmpty).optional(),
    visitorActivity: yup.mixed<'active' | 'inactive'>().oneOf(['active', 'inactive'], MSG.fieldEmpty).optional(),
    tags: yup.array(id().required()).max(50, MSG.fieldEmpty).optional(),
    fromTime: yup.number().integer().min(0).optional(),
    toTime: yup.number().integer().min(0).optional(),
    sort: yup.mixed<'newest' | 'oldest'>().oneOf(['newest', 'oldest'], MSG.fieldEmpty).optional(),
  })
  .noUnknown(MSG.fieldEmpty);

export const conversationQuerySchema = yup.object({
  participant: yup.mixed<'bot' | 'nonBot' | 'me'>().oneOf(['bot', 'nonBot', 'me'], MSG.fieldEmpty).required(MSG.fieldEmpty),
  botConv: yup.boolean().required(MSG.fieldEmpty),
  filters: filtersSchema.required(MSG.fieldEmpty),
});

/** POST app/inbox/bulk: which conversations (the list's query) and what to do with them. */
export const bulkRequestSchema = yup.object({
  query: conversationQuerySchema.required(MSG.fieldEmpty),
  kind: yup.mixed<BulkKind>().oneOf([...BULK_KINDS], MSG.fieldEmpty).required(MSG.fieldEmpty),
  userId: id().when('kind', { is: 'assign', then: (s) => s.required(MSG.fieldEmpty), otherwise: (s) => s.strip() }),
  tagId: id().when('kind', { is: (k: string) => k === 'tag' || k === 'untag', then: (s) => s.required(MSG.fieldEmpty), otherwise: (s) => s.strip() }),
  /** The page's selected rows: the action applies to these (in the caller's project) instead of every match. */
  conversationIds: yup.array(id().required()).min(1, MSG.fieldEmpty).max(BULK_IDS_MAX, MSG.fieldEmpty).optional(),
});
export type BulkRequest = yup.InferType<typeof bulkRequestSchema>;

/** POST app/inbox/bulk/count: how many conversations the query matches. */
export const bulkCountSchema = yup.object({ query: conversationQuerySchema.required(MSG.fieldEmpty) });

export function actionOf(req: Pick<BulkRequest, 'kind' | 'userId' | 'tagId'>): BulkAction {
  if (req.kind === 'assign') return { kind: 'assign', userId: req.userId! };
  if (req.kind === 'tag' || req.kind === 'untag') return { kind: req.kind, tagId: req.tagId! };
  return { kind: req.kind };
}

/** A request body from the list's query (the sort plays no part in which conversations match); with
 *  `conversationIds`, the action applies to those selected rows only. */
export function bulkBody(query: ConversationQuery, action: BulkAction, conversationIds?: readonly number[]): Record<string, unknown> {
  const { sort: _sort, ...filters }: ConversationFilters = query.filters;
  return { query: { participant: query.participant, botConv: query.botConv, filters }, ...action, ...(conversationIds?.length ? { conversationIds: [...conversationIds] } : {}) };
}

/** What a conversation was before a bulk change: enough to rebuild the counts' "before" from the new snapshot. */
export type BatchBefore = Pick<ConversationListItem, 'status' | 'starred' | 'archived' | 'members' | 'tags'>;

export interface BatchItem {
  conversation: ConversationListItem;
  before: BatchBefore;
}

export const beforeOf = (item: ConversationListItem): BatchBefore => ({
  status: item.status,
  starred: item.starred,
  archived: item.archived,
  members: item.members,
  tags: item.tags,
});

/** The before/after pairs a batch event stands for (counts and lists apply them one by one). */
export const batchChanges = (items: readonly BatchItem[]): Array<{ before: ConversationListItem; after: ConversationListItem }> =>
  items.map((i) => ({ before: { ...i.conversation, ...i.before }, after: i.conversation }));
