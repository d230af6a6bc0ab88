// An agent's inbox tab as the dashboard keeps it: every project-channel event goes through the dashboard's own
// event sync (src/custom/inbox/data/eventSync.ts), so a jump in sequence numbers fetches the missed events from
// the last one applied. The cluster test used to keep only the highest number heard and catch up after it: an
// event committed by a node killed before it published (burst-105) sat below a later one heard from the other
// node, and no catch-up asked for it again.
import { asStoredEvent, createEventSync } from '../../src/custom/inbox/data/eventSync';
import type { MissedEvents, StoredEvent } from '../../src/domain/inbox/events';
import type { Message } from '../../src/domain/inbox/types';

export interface InboxTab {
  /** A project-channel event as pusher-js hands it (name, parsed data). */
  receive(name: string, data: unknown): void;
  /** The project channel was (re)subscribed: fetch what happened meanwhile. */
  resubscribed(): void;
  /** Resolves once no fetch of missed events is pending (rejects after `ms`). */
  settled(ms?: number): Promise<void>;
  /** new-message events applied, by message id. */
  readonly messages: ReadonlyMap<number, Message>;
  readonly lastSeen: number;
  dispose(): void;
}

export function inboxTab(seq: number, fetchMissed: (after: number) => Promise<MissedEvents>, conversationId?: number): InboxTab {
  const messages = new Map<number, Message>();
  const apply = (e: StoredEvent) => {
    if (e.event !== 'new-message') return;
    const data = e.data as { conversationId: number; message: Message };
    if (conversationId === undefined || data.conversationId === conversationId) messages.set(data.message.id, data.message);
  };
  const sync = createEventSync(seq, {
    fetchMissed,
    apply,
    reload: () => {
      throw new Error('the event log no longer holds the gap: the tab would reload the inbox');
    },
    retryMs: 200,
  });
  return {
    receive(name, data) {
      const event = asStoredEvent(name, data);
      if (event) sync.receive(event);
    },
    resubscribed: () => sync.resubscribed(),
    async settled(ms = 10_000) {
      const end = Date.now() + ms;
      while (sync.syncing) {
        if (Date.now() > end) throw new Error(`missed events still being fetched after ${ms} ms (last seen ${sync.lastSeen})`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    messages,
    get lastSeen() {
      return sync.lastSeen;
    },
    dispose: () => sync.dispose(),
  };
}
