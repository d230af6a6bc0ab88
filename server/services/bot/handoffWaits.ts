// A Live Chat step's `waitSeconds` ("Wait for an agent (seconds)" in the builder): after the handoff the visitor
// waits that long for a human. Nobody available at the handoff: the conversation is routed again as soon as the
// routing would find someone (an agent turns the availability toggle on). The wait ends when an agent replies,
// someone new joins (accepts), or the conversation is closed; at the deadline with none of these, and no agent
// available then (toggled on and connected, src/domain/presence), the visitor gets the step's offline message; with
// agents available the wait just ends. Outside office hours there is nobody to wait for: the message goes at once.
//
// The wait lives in the conversation's bot cursor (`wait`), so it survives a restart: start() re-arms every pending
// wait from the database, and the first tick resolves those whose time ran out while the server was down. One
// in-memory ticker per process; every resolution re-reads the cursor inside its transaction, so a wait another
// process (or an earlier tick) resolved is left alone.
import type { Routing } from '../../../src/domain/flows/types';
import type { Repositories } from '../../db/repositories/index';
import type { ConversationRow } from '../../db/schema';
import { appendMessage } from '../inbox/messages';
import type { PendingEvent, Publisher } from '../inbox/publisher';
import type { Router } from '../routing/router';
import { nowSeconds } from '../../lib/clock';
import { BOT_TEXT, botMessage } from './botMessages';
import type { Jobs } from '../../jobs/types';

/** Cluster mode: one job per pending wait, due at its deadline (or in a second while unrouted). */
export const WAIT_JOB = 'bot-wait';
interface WaitJob {
  conversationId: number;
  projectId: number;
  until: number;
  routed: boolean;
}

export interface HandoffWait {
  /** Deadline, in seconds. */
  until: number;
  /** The conversation's last message position at the handoff: an agent message after it answers the visitor. */
  afterPos: number;
  /** Members right after the handoff's routing; anyone else joining (accepting) answers too. */
  members: number[];
  /** Whether routing found an agent; if not, it is tried again while the visitor waits. */
  routed: boolean;
  routing: Routing;
  offlineText: string;
}

/** The stored cursor: the runtime's, plus the pending wait. */
type StoredCursor = Record<string, unknown> & { wait?: HandoffWait; answers?: Record<string, string> };

export const WAIT_POLL_MS = 1000;

export interface WaitLog {
  warn(obj: object, msg: string): void;
}

const parse = (text: string | null): StoredCursor | null => {
  try {
    return text ? (JSON.parse(text) as StoredCursor) : null;
  } catch {
    return null;
  }
};

/** The cursor text with the wait set (or removed with null). */
export const withWait = (cursor: object, wait: HandoffWait | null): string => JSON.stringify({ ...cursor, wait: wait ?? undefined });

export class HandoffWaits {
  private readonly pending = new Map<number, { projectId: number; until: number; routed: boolean }>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private ticking: Promise<void> | null = null;
  private stopped = false;
  /** Whether start() handed the waits to `jobs`: before that (the demo replay, which settles them itself with
   *  settleNow) waits stay in this process, as they do in embedded mode; start() queues every stored one. */
  private queued = false;
  constructor(
    private readonly repos: Repositories,
    private readonly publisher: Publisher,
    private readonly router: Router,
    private readonly botName: (projectId: number) => Promise<string>,
    private readonly log: WaitLog,
    /**
     * Cluster mode (pg-boss): waits become jobs of the shared queue instead of this process's ticker, so a deadline
     * fires once whichever nodes are alive (two nodes re-arming the same wait at boot queue it once: singleton key).
     * Null: the in-process ticker (embedded mode).
     */
    private readonly jobs: Jobs | null = null,
    private readonly pollMs = WAIT_POLL_MS,
  ) {}

  /** Re-arms the waits stored in the database; returns stop (for the server's close). */
  async start(): Promise<() => Promise<void>> {
    if (this.jobs) {
      this.queued = true;
      return this.startJobs(this.jobs);
    }
    for (const row of await this.repos.botState.pendingWaits()) {
      const wait = parse(row.bot_cursor)?.wait;
      if (wait) this.pending.set(row.id, { projectId: row.project_id, until: wait.until, routed: wait.routed });
    }
    this.schedule();
    return async () => {
      this.stopped = true;
      if (this.timer) clearInterval(this.timer);
      this.timer = null;
      await this.ticking;
    };
  }

  /** A wait just committed by a handoff. */
  arm(conversationId: number, projectId: number, wait: HandoffWait): void {
    if (this.queued) return void this.queue({ conversationId, projectId, until: wait.until, routed: wait.routed });
    this.pending.set(conversationId, { projectId, until: wait.until, routed: wait.routed });
    this.schedule();
  }

  /** Settles the waits due by the clock's now: the demo seed replays past time and lets each second's tick happen. */
  settleNow(): Promise<void> {
    return this.settleDue();
  }

  /** How many waits are pending (tests and diagnostics). */
  get size(): number {
    return this.pending.size;
  }

  private async startJobs(jobs: Jobs): Promise<() => Promise<void>> {
    await jobs.work<WaitJob>(WAIT_JOB, async (w) => {
      if (this.stopped) throw new Error('stopping'); // left to another node (retried)
      // Overdue by the stored wait, not the job's copy: a newer handoff may have moved the deadline.
      const open = await this.settle(w.conversationId, w.projectId, null);
      if (open) await this.queue({ ...w, until: open.until, routed: open.routed });
    });
    for (const row of await this.repos.botState.pendingWaits()) {
      const wait = parse(row.bot_cursor)?.wait;
      if (wait) await this.queue({ conversationId: row.id, projectId: row.project_id, until: wait.until, routed: wait.routed });
    }
    return async () => {
      this.stopped = true;
    };
  }

  /** Due at the deadline; an unrouted wait is looked at every poll interval meanwhile (routing again when it can). */
  private queue(w: WaitJob): Promise<string | null> {
    const at = w.routed ? w.until : Math.min(w.until, nowSeconds() + this.pollMs / 1000);
    return this.jobs!.send(WAIT_JOB, w, { startAfter: new Date(at * 1000), singletonKey: String(w.conversationId) }).catch((err: unknown) => {
      this.log.warn({ conversationId: w.conversationId, err: String(err) }, 'handoff wait not queued');
      return null;
    });
  }

  private schedule() {
    if (this.stopped || this.timer || this.pending.size === 0) return;
    this.timer = setInterval(() => void this.tick(), this.pollMs);
    this.timer.unref?.();
    void this.tick();
  }

  private tick(): Promise<void> {
    if (this.ticking) return this.ticking;
    this.ticking = this.settleDue().finally(() => {
      this.ticking = null;
      if (this.pending.size === 0 && this.timer) {
        clearInterval(this.timer);
        this.timer = null;
      }
    });
    return this.ticking;
  }

  /** Overdue waits are settled; unrouted ones are routed again when someone is available. */
  private async settleDue(): Promise<void> {
    const now = nowSeconds();
    for (const [conversationId, w] of [...this.pending]) {
      if (this.stopped) return;
      if (w.until > now && w.routed) continue;
      try {
        const open = await this.settle(conversationId, w.projectId, w.until <= now);
        if (open) this.pending.set(conversationId, { ...w, routed: open.routed });
        else this.pending.delete(conversationId);
      } catch (err) {
        // Kept: the next tick tries again (a closing database, a busy writer).
        if (!this.stopped) this.log.warn({ conversationId, err: String(err) }, 'handoff wait not settled');
      }
    }
  }

  /** Settles one wait inside a transaction; the wait still pending afterwards, or null when it is over. */
  private async settle(conversationId: number, projectId: number, overdueNow: boolean | null): Promise<HandoffWait | null> {
    const name = overdueNow !== false ? await this.botName(projectId) : '';
    return this.publisher.commit(projectId, async (tx) => {
      const none = { result: null, events: [] as PendingEvent[] };
      const conv = await tx.conversations.findInProject(projectId, conversationId);
      const cursor = conv ? parse(conv.bot_cursor) : null;
      const wait = cursor?.wait;
      if (!conv || !cursor || !wait || conv.flow_id === null) return none;
      const visitor = await tx.visitors.findById(conv.visitor_id);
      if (!visitor) return none;
      const save = (next: HandoffWait | null) => tx.botState.saveCursor(conv.id, conv.flow_id!, withWait(cursor, next));
      const overdue = overdueNow ?? wait.until <= nowSeconds();

      if (await this.answered(tx, conv, wait)) {
        await save(null);
        return none;
      }
      if (visitor.blocked === 1) {
        await save(null);
        return none;
      }
      const answers = cursor.answers ?? {};
      const { decision } = await this.router.decide(tx, conv, visitor, wait.routing, { answers });
      const someone = decision.outcome === 'assigned' || decision.outcome === 'offered';
      if (overdue) {
        // The offline message says nobody is there: only when routing finds no available agent now (the same rule
        // as the widget's online state). Available agents who have not answered yet have the conversation in their
        // inbox; telling the visitor the team is away would be false (it was, 60 s after every unanswered handoff).
        const events: PendingEvent[] = [];
        if (someone && !wait.routed) events.push(...(await this.router.route(tx, conv, visitor, wait.routing, { answers })).events);
        if (!someone) {
          const appended = await appendMessage(tx, conv, visitor, botMessage(name, wait.offlineText.trim() || BOT_TEXT.away, {}, nowSeconds()));
          events.push(...appended.events);
        }
        await save(null);
        return { result: null, events };
      }
      // Still waiting with nobody routed: route again only when routing would now find someone (routing writes
      // an explanation and moves the conversation in the list, which a failed attempt every second must not do).
      if (!someone || wait.routed) return { result: wait, events: [] };
      const routed = await this.router.route(tx, conv, visitor, wait.routing, { answers });
      const next: HandoffWait = { ...wait, routed: true, members: [...new Set([...wait.members, ...routed.decision.assignees])] };
      await save(next);
      return { result: next, events: routed.events };
    });
  }

  /** An agent replied after the handoff, someone joined since, or the conversation was closed. */
  private async answered(tx: Repositories, conv: ConversationRow, wait: HandoffWait): Promise<boolean> {
    if (conv.status === 'close') return true;
    const members = (await tx.conversations.membersOf([conv.id])).get(conv.id) ?? [];
    if (members.some((m) => !wait.members.includes(m))) return true;
    if (conv.message_count <= wait.afterPos) return false;
    const after = await tx.messages.after(conv.id, wait.afterPos, 200);
    return after.some((m) => m.sender_type === 'agent' && m.type !== 'note'); // a note is not an answer
  }
}
