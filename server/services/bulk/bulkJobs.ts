// Bulk actions over every conversation matching a filter (issue 27), run as jobs on the job queue. A job walks the
// matches in ascending id order, up to the highest id when it was asked for; each batch is one transaction that first
// claims the batch (moves the job's cursor from where this runner read it), then changes its conversations through
// the single actions' own code (services/inbox/conversationChanges.ts: same refusals, same rows), so a restart, a
// second runner or a retried job never does a conversation twice. A page's selection (conversationIds) runs the
// same way over those rows only. Each batch publishes one 'conversations-batch' event to every agent and a progress
// event to the acting user. Unfinished jobs are resumed at boot (the embedded
// queue does not outlive the process); a slice of batches per queued job keeps pg-boss's expiry away.
import { agentChannel } from '../../../src/domain/channels';
import { flattenPermissions } from '../../../src/domain/permissions';
import { actionOf, beforeOf, BULK_MSG, BULK_PROGRESS_EVENT, bulkWrites, type BatchItem, type BulkAction, type BulkJob, type BulkRequest, type BulkState } from '../../../src/domain/inbox/bulk';
import type { ConversationQuery } from '../../../src/domain/inbox/filters';
import type { ConversationStatus } from '../../../src/domain/inbox/types';
import type { Repositories } from '../../db/repositories/index';
import type { BulkJobRow } from '../../db/repositories/bulkJobs';
import type { ConversationRow } from '../../db/schema';
import type { Jobs } from '../../jobs/types';
import type { Caller } from '../../lib/caller';
import { ApiError, notFound } from '../../lib/apiError';
import { nowSeconds } from '../../lib/clock';
import { changeConversation, type ConversationChange } from '../inbox/conversationChanges';
import { pending, type Publisher } from '../inbox/publisher';
import { toListItems } from '../inbox/presenter';
import type { BulkSettings } from './settings';
import { exportLine } from './exportCsv';

export const BULK_JOB = 'inbox-bulk';
/** One queued job runs batches for this long, then queues the rest (pg-boss expires a job after 30 s). */
const SLICE_MS = 10_000;

type Log = { error(obj: object, msg: string): void };

/** Another runner moved the cursor first: this one's batch is rolled back and it reads the job again. */
class Claimed extends Error {}

export const toBulkJob = (row: BulkJobRow): BulkJob => ({
  id: row.id,
  action: JSON.parse(row.action) as BulkAction,
  total: row.total,
  done: row.done,
  updated: row.updated,
  skipped: row.skipped,
  state: row.state as BulkState,
  createdAt: Number(row.created_at),
  finishedAt: row.finished_at === null ? null : Number(row.finished_at),
});

/** What a job keeps of the request: the list's query, and the selected rows when it was a page's selection. */
type JobQuery = ConversationQuery & { ids?: number[] };

const scopeOf = (row: Pick<BulkJobRow, 'project_id' | 'user_id' | 'query'>) => {
  const q = JSON.parse(row.query) as JobQuery;
  return { projectId: row.project_id, userId: row.user_id, participant: q.participant, botConv: q.participant === 'me' ? q.botConv : undefined, filters: q.filters, ids: q.ids };
};

export class BulkJobs {
  private stopping = false;

  constructor(
    private readonly repos: Repositories,
    private readonly publisher: Publisher,
    private readonly jobs: Jobs,
    private readonly settings: BulkSettings,
    private readonly log: Log,
  ) {}

  /** Takes the queue's bulk jobs and resumes the ones a stop or crash left running. */
  async start(): Promise<() => void> {
    await this.jobs.work<{ jobId: number }>(BULK_JOB, ({ jobId }) => this.run(jobId));
    for (const row of await this.repos.bulkJobs.running()) await this.queue(row.id);
    return () => void (this.stopping = true);
  }

  async create(caller: Caller, req: BulkRequest): Promise<BulkJob> {
    const action = actionOf(req);
    if (await this.repos.bulkJobs.runningOf(caller.projectId, caller.userId)) throw new ApiError(409, BULK_MSG.running);
    if (action.kind === 'assign' && !(await this.repos.users.findInProject(caller.projectId, action.userId))) throw notFound();
    if ((action.kind === 'tag' || action.kind === 'untag') && !(await this.repos.tags.findInProject(caller.projectId, action.tagId))) throw notFound();
    const ids = req.conversationIds?.length ? [...new Set(req.conversationIds)].sort((a, b) => a - b) : undefined;
    const query: JobQuery = { participant: req.query.participant, botConv: req.query.botConv, filters: req.query.filters, ...(ids ? { ids } : {}) };
    const maxId = await this.repos.conversations.maxId(caller.projectId);
    const draft = { project_id: caller.projectId, user_id: caller.userId, query: JSON.stringify(query) };
    const total = await this.repos.conversations.countMatching(scopeOf(draft), maxId);
    const row = await this.repos.bulkJobs.create({ projectId: caller.projectId, userId: caller.userId, action: JSON.stringify(action), query: draft.query, maxId, total, now: nowSeconds() });
    await this.queue(row.id);
    return toBulkJob(row);
  }

  /** How many conversations the list's filter matches, whatever the page ("Select all N conversations ..."). */
  async count(caller: Caller, query: ConversationQuery): Promise<number> {
    return this.repos.conversations.countMatching(scopeOf({ project_id: caller.projectId, user_id: caller.userId, query: JSON.stringify(query) }));
  }

  async get(caller: Caller, id: number): Promise<BulkJob> {
    return toBulkJob(await this.own(caller, id));
  }

  /** Stops a running job after the batch in progress (what is done stays done). */
  async cancel(caller: Caller, id: number): Promise<BulkJob> {
    const row = await this.own(caller, id);
    if (await this.repos.bulkJobs.end(row.id, 'cancelled', nowSeconds())) this.progress({ ...row, state: 'cancelled' });
    return toBulkJob((await this.repos.bulkJobs.find(row.id))!);
  }

  /** An export job's CSV (its header and one line per exported conversation). */
  async exportCsv(caller: Caller, id: number): Promise<string> {
    const row = await this.own(caller, id);
    if ((JSON.parse(row.action) as BulkAction).kind !== 'export') throw notFound();
    return [exportLine(null), ...(await this.repos.bulkJobs.rows(row.id))].join('');
  }

  private async own(caller: Caller, id: number): Promise<BulkJobRow> {
    const row = await this.repos.bulkJobs.findOwn(caller.projectId, caller.userId, id);
    if (!row) throw notFound();
    return row;
  }

  private queue(jobId: number) {
    return this.jobs.send(BULK_JOB, { jobId }, { singletonKey: String(jobId) });
  }

  /** Batches until the job ends, the process stops, or the slice is used up (then the rest is queued again). */
  private async run(jobId: number): Promise<void> {
    const until = Date.now() + SLICE_MS;
    for (;;) {
      const row = await this.repos.bulkJobs.find(jobId);
      if (!row || row.state !== 'running' || this.stopping) return;
      if (Date.now() > until) return void (await this.queue(jobId));
      const ids = await this.repos.conversations.matchingIds(scopeOf(row), row.cursor, row.max_id, this.settings.batchSize);
      if (!ids.length) {
        if (await this.repos.bulkJobs.end(jobId, 'finished', nowSeconds())) this.progress({ ...row, state: 'finished' });
        return;
      }
      try {
        await this.batch(row, ids);
      } catch (err) {
        if (err instanceof Claimed) continue;
        this.log.error({ err: String(err), jobId }, 'bulk batch failed');
        if (await this.repos.bulkJobs.end(jobId, 'failed', nowSeconds())) this.progress({ ...row, state: 'failed' });
        return;
      }
      // Between batches the event loop serves agents' requests (the embedded database answers synchronously, so
      // without this a 10k job would hold every request until it ends).
      await new Promise((r) => (this.settings.pauseMs > 0 ? setTimeout(r, this.settings.pauseMs) : setImmediate(r)));
    }
  }

  /** The acting user as they are now: a role changed or a user removed since the job started skips the rest. */
  private async actor(row: BulkJobRow): Promise<Caller> {
    const user = await this.repos.users.findInProject(row.project_id, row.user_id);
    const role = user ? await this.repos.roles.findInProject(row.project_id, user.role_id) : undefined;
    return { userId: row.user_id, projectId: row.project_id, isCSUser: false, sessionKind: 'web', tokenHash: `bulk-${row.id}`, flat: flattenPermissions(role?.permissions) };
  }

  private async batch(row: BulkJobRow, ids: number[]): Promise<void> {
    const action = JSON.parse(row.action) as BulkAction;
    const caller = await this.actor(row);
    const cursor = ids[ids.length - 1]!;
    const visitors: Array<{ channel: string; event: string; payload: object }> = [];
    const counted = await this.publisher.commit(row.project_id, async (tx) => {
      // The claim comes first: a second runner of the same batch finds the cursor moved and changes nothing.
      if (!(await tx.bulkJobs.advance(row.id, row.cursor, cursor, ids.length))) throw new Claimed();
      const convs = await tx.conversations.findManyInProject(row.project_id, ids);
      const result = bulkWrites(action) ? await this.change(tx, caller, action, convs) : await this.exportRows(tx, row.id, convs);
      await tx.bulkJobs.count(row.id, { updated: result.updated, skipped: ids.length - result.updated });
      for (const e of result.events) if (e.visitor) visitors.push({ channel: e.visitor.channel, event: e.event, payload: e.visitor.payload });
      const events = result.items.length ? [pending('conversations-batch', { jobId: row.id, items: result.items })] : [];
      return { result: { updated: result.updated }, events };
    });
    for (const v of visitors) this.publisher.direct(v.channel, v.event, v.payload);
    this.progress({ ...row, cursor, done: row.done + ids.length, updated: row.updated + counted.updated, skipped: row.skipped + ids.length - counted.updated });
  }

  private async change(tx: Repositories, caller: Caller, action: BulkAction, convs: ConversationRow[]) {
    const now = nowSeconds();
    const tag = action.kind === 'tag' || action.kind === 'untag' ? await tx.tags.findInProject(caller.projectId, action.tagId) : undefined;
    const change = changeOf(action, tag);
    const items: BatchItem[] = [];
    const events: Array<ReturnType<typeof pending>> = [];
    let updated = 0;
    for (const conv of convs) {
      if (!change) break; // the tag was deleted meanwhile: nothing left to do with it
      try {
        const done = await changeConversation(tx, caller, conv, change, now);
        updated += 1;
        if (!done) continue;
        events.push(done.event);
        items.push({ conversation: done.conversation, before: { ...beforeOf(done.conversation), ...beforeRow(conv, change, done.conversation) } });
      } catch (err) {
        if (err instanceof ApiError && err.statusCode === 403) continue; // skipped: no permission
        throw err;
      }
    }
    return { updated, items, events };
  }

  private async exportRows(tx: Repositories, jobId: number, convs: ConversationRow[]) {
    const items = await toListItems(tx, convs);
    await tx.bulkJobs.addRows(jobId, items.map((c) => ({ conversationId: c.id, line: exportLine(c) })));
    return { updated: items.length, items: [] as BatchItem[], events: [] as Array<ReturnType<typeof pending>> };
  }

  private progress(row: BulkJobRow): void {
    this.publisher.direct(agentChannel(row.project_id, row.user_id), BULK_PROGRESS_EVENT, toBulkJob(row));
  }
}

function changeOf(action: BulkAction, tag: Awaited<ReturnType<Repositories['tags']['findInProject']>>): ConversationChange | null {
  switch (action.kind) {
    case 'close':
      return { kind: 'status', status: 'close' };
    case 'reopen':
      return { kind: 'status', status: 'open' };
    case 'star':
      return { kind: 'star', starred: true };
    case 'archive':
      return { kind: 'archive', archived: true };
    case 'assign':
      return { kind: 'member', userId: action.userId };
    case 'tag':
    case 'untag':
      return tag ? { kind: 'tag', tag, on: action.kind === 'tag' } : null;
    default:
      return null;
  }
}

/** What the conversation was before: its row's flags, and the member or tag the change added or removed. */
function beforeRow(conv: ConversationRow, change: ConversationChange, after: { members: number[]; tags: number[] }) {
  const flags = { status: conv.status as ConversationStatus, starred: conv.starred === 1, archived: conv.archived === 1 };
  if (change.kind === 'member') return { ...flags, members: after.members.filter((m) => m !== change.userId) };
  if (change.kind === 'tag') return { ...flags, tags: change.on ? after.tags.filter((t) => t !== change.tag.id) : [...after.tags, change.tag.id] };
  return flags;
}
