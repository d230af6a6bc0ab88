// What the team-chat bridges share: after each commit, the conversations that may have something new for
// their team-chat thread, each mirrored by one chain of posts (a thread's replies must land in order; a slow
// conversation never holds up another). A failing post is logged and the chain goes on.
// Across nodes (cluster mode) each commit's listener runs on the node that committed, so two nodes may mirror one
// conversation at once (a chatty visitor's messages reach both through the balancer): a lease in the database lets
// one node post at a time, and a node that finds it taken leaves a note so the holder looks again before letting go.
import type { FastifyBaseLogger } from 'fastify';
import { leaseHolder, type NodeLeases } from '../db/repositories/leases';
import { nowSeconds } from '../lib/clock';
import type { MessageRow } from '../db/schema';
import { payloadOf, type CommittedEvent } from '../lib/committedEvent';

/** Label of an internal note in a team-chat thread: agents read it there, and must not take it for a reply. */
export const NOTE_LABEL = 'Internal note';

/**
 * What a team-chat thread shows of a stored message: "**Who:** text" (`bold` is the service's markup), or null for
 * the service's own replies (client id `<service>:...`), info rows and empty messages. An internal note is marked as
 * such; it never reaches the visitor (the thread is the agents' side of the conversation).
 */
export function mirrorLine(m: MessageRow, service: string, bold: (s: string) => string): string | null {
  if (m.client_id?.startsWith(`${service}:`) || m.type === 'info') return null;
  const text = m.text.trim();
  if (!text) return null;
  if (m.type === 'note') return `${bold(`${NOTE_LABEL} (${m.sender_name}), not sent to the visitor:`)} ${text}`;
  const who = m.sender_type === 'visitor' ? 'Visitor' : m.sender_type === 'bot' ? 'Bot' : m.sender_name;
  return `${bold(`${who}:`)} ${text}`;
}

/** Events after which a claimed conversation may have something new for its thread. */
const MIRRORED = new Set(['new-message', 'conversation-handoff', 'member-join']);

/** How long a lease holds without being renewed: a node that died mid-post is taken over after this. */
export const MIRROR_LEASE_SECONDS = 60;

export class ThreadMirror {
  private readonly chains = new Map<number, Promise<void>>();
  private readonly holder: string;

  constructor(
    private readonly service: string,
    private readonly post: (projectId: number, conversationId: number) => Promise<void>,
    private readonly log: FastifyBaseLogger,
    /** Cluster mode: the shared leases; null on a single node, where the chain alone keeps one post at a time. */
    private readonly leases: NodeLeases | null = null,
  ) {
    this.holder = leaseHolder(leases);
  }

  /** Publisher listener: queue a sync of each touched conversation. */
  readonly onCommitted = (projectId: number, events: ReadonlyArray<CommittedEvent>) => {
    for (const e of events) {
      if (!MIRRORED.has(e.event)) continue;
      const conversationId = payloadOf<{ conversationId?: number }>(e).conversationId;
      if (typeof conversationId === 'number') void this.sync(projectId, conversationId);
    }
  };

  /** Resolves when everything queued for the conversation has been posted by this node or handed to the holder. */
  sync(projectId: number, conversationId: number): Promise<void> {
    const prev = this.chains.get(conversationId) ?? Promise.resolve();
    const next = prev.then(() => this.post(projectId, conversationId)).catch((err: Error) => this.log.warn({ conversationId, err: err.message }, `${this.service} mirror failed`));
    this.chains.set(conversationId, next);
    void next.then(() => this.chains.get(conversationId) === next && this.chains.delete(conversationId));
    return next;
  }

  /**
   * Runs `postNew` (which reads the thread's posted position afresh) while this node holds the conversation's lease,
   * again as long as another node saw something new meanwhile. Without leases it simply runs.
   */
  async exclusive(conversationId: number, postNew: () => Promise<void>): Promise<void> {
    const leases = this.leases;
    if (!leases) return postNew();
    const { repo } = leases;
    const name = `${this.service}:${conversationId}`;
    if (!(await repo.acquire(name, this.holder, nowSeconds(), MIRROR_LEASE_SECONDS))) {
      // Taken: the holder will look again. Unless it let go in between, then the lease is free for us.
      if (await repo.markPending(name)) return;
      if (!(await repo.acquire(name, this.holder, nowSeconds(), MIRROR_LEASE_SECONDS))) {
        await repo.markPending(name);
        return;
      }
    }
    for (;;) {
      try {
        await postNew();
      } catch (err) {
        // Let go so the next event (on any node) tries again, rather than holding the thread until the lease runs out.
        await repo.release(name, this.holder, nowSeconds()).catch(() => undefined);
        throw err;
      }
      if (await repo.release(name, this.holder, nowSeconds(), MIRROR_LEASE_SECONDS)) return;
    }
  }
}
