// What the Slack and Teams bridges share: after each commit, the conversations that may have something new for
// their team-chat thread, each mirrored by one chain of posts (a thread's replies must land in order; a slow
// conversation never holds up another). A failing post is logged and the chain goes on.
import type { FastifyBaseLogger } from 'fastify';

/** Events after which a claimed conversation may have something new for its thread. */
const MIRRORED = new Set(['new-message', 'conversation-handoff', 'member-join']);

export class ThreadMirror {
  private readonly chains = new Map<number, Promise<void>>();

  constructor(
    private readonly service: string,
    private readonly post: (projectId: number, conversationId: number) => Promise<void>,
    private readonly log: () => FastifyBaseLogger,
  ) {}

  /** Publisher listener: queue a sync of each touched conversation. */
  readonly onCommitted = (projectId: number, events: ReadonlyArray<{ event: string; data: string }>) => {
    for (const e of events) {
      if (!MIRRORED.has(e.event)) continue;
      const conversationId = (JSON.parse(e.data) as { conversationId?: number }).conversationId;
      if (typeof conversationId === 'number') void this.sync(projectId, conversationId);
    }
  };

  /** Resolves when everything queued for the conversation has been posted (tests wait on it). */
  sync(projectId: number, conversationId: number): Promise<void> {
    const prev = this.chains.get(conversationId) ?? Promise.resolve();
    const next = prev.then(() => this.post(projectId, conversationId)).catch((err: Error) => this.log().warn({ conversationId, err: err.message }, `${this.service} mirror failed`));
    this.chains.set(conversationId, next);
    void next.then(() => this.chains.get(conversationId) === next && this.chains.delete(conversationId));
    return next;
  }
}
