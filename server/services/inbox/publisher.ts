// Persist first, publish second: a change and its events commit in one transaction (each event taking the
// project's next sequence number), and only then go out on the realtime channels.
import type { EventName, EventPayloads } from '../../../src/domain/inbox/events';
import { projectChannel } from '../../../src/domain/channels';
import type { Repositories } from '../../db/repositories/index';
import type { RealtimeHub } from '../../realtime/plugin';
import { nowSeconds } from '../../lib/clock';
import type { CommittedEvent } from '../../lib/committedEvent';

export interface PendingEvent<E extends EventName = EventName> {
  event: E;
  payload: EventPayloads[E];
  /** Also tell the visitor, on their own channel, with a payload fit for them. */
  visitor?: { channel: string; payload: object };
}

export const pending = <E extends EventName>(event: E, payload: EventPayloads[E], visitor?: PendingEvent['visitor']): PendingEvent =>
  ({ event, payload, visitor }) as PendingEvent;

/** PostgreSQL refusals that a second try of the whole transaction resolves: two nodes (or pool connections) appending
 *  to one conversation at once take the same message position (unique violation), or a serialization failure or
 *  deadlock. SQLite serialises writers, so it never raises these (its codes are SQLITE_*). */
const RETRYABLE_PG = new Set(['23505', '40001', '40P01']);
const MAX_ATTEMPTS = 3;
const retryable = (err: unknown) => RETRYABLE_PG.has(String((err as { code?: unknown } | null)?.code ?? ''));

/** Told after a commit's events went out (team-chat bridges mirror conversations from here, off the request). */
export type CommitListener = (projectId: number, events: ReadonlyArray<CommittedEvent>) => void;
/** Runs inside a commit's transaction once its events are logged (the webhooks' outbox writes its deliveries there, so
 *  a crash after the commit loses none); what it returns runs after the commit. */
export type TransactionListener = (tx: Repositories, projectId: number, events: ReadonlyArray<CommittedEvent>) => Promise<(() => void) | void>;

export class Publisher {
  private readonly listeners: CommitListener[] = [];
  private readonly inTransaction: TransactionListener[] = [];

  constructor(
    private readonly repos: Repositories,
    private readonly hub: RealtimeHub,
    /** PostgreSQL (several nodes, a pool of connections): each commit first locks its project's row, so changes of
     *  one project apply one after the other on what the previous one committed (message positions, unread counts,
     *  round-robin pointers, bot waits). Their events lock that row at the end anyway (the sequence number). */
    private readonly opts: { lockProject?: boolean } = {},
  ) {}

  /** Runs `work` in a transaction; its events are logged with sequence numbers in the same transaction. */
  async commit<T>(projectId: number, work: (tx: Repositories) => Promise<{ result: T; events: PendingEvent[] }>): Promise<T> {
    let out: Array<CommittedEvent & { visitor?: PendingEvent['visitor'] }> = [];
    let after: Array<() => void> = [];
    const run = () =>
      this.repos.transaction(async (tx) => {
        out = [];
        after = [];
        if (this.opts.lockProject) await tx.events.lockProject(projectId);
        const { result, events } = await work(tx);
        const now = nowSeconds();
        for (const e of events) {
          const { data, payload } = await tx.events.append(projectId, e.event, e.payload, now);
          out.push({ event: e.event, data, payload, visitor: e.visitor });
        }
        for (const l of this.inTransaction) {
          const then = out.length ? await l(tx, projectId, out) : undefined;
          if (then) after.push(then);
        }
        return result;
      });
    let result: T;
    for (let attempt = 1; ; attempt++) {
      try {
        result = await run();
        break;
      } catch (err) {
        if (attempt >= MAX_ATTEMPTS || !retryable(err)) throw err;
        await new Promise((r) => setTimeout(r, Math.random() * 5 * attempt));
      }
    }
    for (const e of out) {
      // data is already the JSON string Pusher carries: sent as is, not parsed and encoded again.
      this.hub.publishJson(projectChannel(projectId), e.event, e.data);
      if (e.visitor) this.hub.publish(e.visitor.channel, e.event, e.visitor.payload);
    }
    for (const l of this.listeners) l(projectId, out);
    for (const then of after) then();
    return result;
  }

  /** `listener` runs inside every commit's transaction (see TransactionListener). */
  duringCommit(listener: TransactionListener): void {
    this.inTransaction.push(listener);
  }

  onCommitted(listener: CommitListener): () => void {
    this.listeners.push(listener);
    return () => this.listeners.splice(this.listeners.indexOf(listener) >>> 0, 1);
  }

  /** Direct, unlogged message to one channel (e.g. a send failure for the sending agent only). */
  direct(channel: string, event: string, data: object): void {
    this.hub.publish(channel, event, data);
  }
}
