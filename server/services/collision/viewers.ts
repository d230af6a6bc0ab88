// Who views which conversation, for the list rows (issue #25). Rows cannot each subscribe to a presence channel, so
// the server follows the hub's presence changes (member_added / member_removed on `presence-project-P-conversation-C`,
// and in cluster mode channels vacated by a dead node) and, gathered for VIEWERS_DEBOUNCE_MS, publishes the viewers
// of the conversations that changed on the project's private channel. Every node hears its own sockets' changes and
// reads the shared roster, so the summary is right in cluster mode too. The event is not sequenced: it is a
// snapshot of now, and a client that (re)connects asks for the whole map (snapshot()).
import { conversationPresenceChannel, parseConversationPresenceChannel, projectChannel } from '../../../src/domain/channels';
import { asViewer, VIEWERS_DEBOUNCE_MS, VIEWERS_EVENT, type Viewer, type ViewersChange } from '../../../src/domain/collision/viewers';
import type { RealtimeHub } from '../../realtime/hub';

type Hub = Pick<RealtimeHub, 'onPresenceChange' | 'onOccupancy' | 'presenceMembers' | 'occupied' | 'publish'>;

export class ConversationViewers {
  private readonly pending = new Map<number, Set<number>>();
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();
  private stops: Array<() => void> = [];

  constructor(
    private readonly hub: Hub,
    private readonly log: { warn(obj: object, msg: string): void },
    private readonly debounceMs = VIEWERS_DEBOUNCE_MS,
  ) {}

  start(): () => void {
    this.stops = [
      this.hub.onPresenceChange((change) => this.changed(change.channel)),
      // A dead node's members leave without a presence change on this node: its channels come back as vacated.
      this.hub.onOccupancy((channel, occupied) => {
        if (!occupied) this.changed(channel);
      }),
    ];
    return () => this.stop();
  }

  stop(): void {
    this.stops.forEach((s) => s());
    this.stops = [];
    this.timers.forEach((t) => clearTimeout(t));
    this.timers.clear();
    this.pending.clear();
  }

  /** Every viewed conversation of a project with its viewers (a client's starting point). */
  async snapshot(projectId: number): Promise<Record<string, Viewer[]>> {
    const out: Record<string, Viewer[]> = {};
    for (const channel of (await this.hub.occupied()).keys()) {
      const parsed = parseConversationPresenceChannel(channel);
      if (!parsed || parsed.projectId !== projectId) continue;
      const viewers = await this.viewersOf(channel);
      if (viewers.length) out[String(parsed.conversationId)] = viewers;
    }
    return out;
  }

  private changed(channel: string): void {
    const parsed = parseConversationPresenceChannel(channel);
    if (!parsed) return;
    const { projectId, conversationId } = parsed;
    let set = this.pending.get(projectId);
    if (!set) this.pending.set(projectId, (set = new Set()));
    set.add(conversationId);
    if (this.timers.has(projectId)) return;
    const timer = setTimeout(() => {
      this.timers.delete(projectId);
      void this.flush(projectId).catch((err: unknown) => this.log.warn({ err: String(err), projectId }, 'conversation viewers summary failed'));
    }, this.debounceMs);
    timer.unref?.();
    this.timers.set(projectId, timer);
  }

  private async flush(projectId: number): Promise<void> {
    const ids = [...(this.pending.get(projectId) ?? [])];
    this.pending.delete(projectId);
    if (!ids.length) return;
    const change: ViewersChange = { conversations: {} };
    for (const id of ids) change.conversations[String(id)] = await this.viewersOf(conversationPresenceChannel(projectId, id));
    this.hub.publish(projectChannel(projectId), VIEWERS_EVENT, change);
  }

  private async viewersOf(channel: string): Promise<Viewer[]> {
    const { ids, hash } = await this.hub.presenceMembers(channel);
    return ids.flatMap((id) => {
      const viewer = asViewer(id, hash[id]);
      return viewer ? [viewer] : [];
    });
  }
}
