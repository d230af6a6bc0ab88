/**
 * Parley as the Pusher-compatible service of other Parley nodes (their external realtime mode): client events and
 * presence changes go to REALTIME_WEBHOOK_URL as Pusher webhooks — `{ time_ms, events: [...] }`, signed with
 * X-Pusher-Key and X-Pusher-Signature = hex(HMAC-SHA256(secret, body)). Events of one event-loop turn share a
 * request; a failed post is retried a few times (Pusher retries webhooks too).
 */
import type { RealtimeHub } from './hub';
import { webhookSignature } from './httpSignature';

export type WebhookEvent =
  | { name: 'client_event'; channel: string; event: string; data: string; socket_id: string; user_id?: string }
  | { name: 'member_added' | 'member_removed'; channel: string; user_id: string };

const RETRIES = 3;

export function startWebhookSender(hub: RealtimeHub, opts: { url: string; key: string; secret: string; log: { warn(obj: object, msg: string): void } }): () => void {
  let pending: WebhookEvent[] = [];
  let scheduled = false;

  async function post(events: WebhookEvent[]): Promise<void> {
    const body = JSON.stringify({ time_ms: Date.now(), events });
    for (let attempt = 1; attempt <= RETRIES; attempt++) {
      try {
        const res = await fetch(opts.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-pusher-key': opts.key, 'x-pusher-signature': webhookSignature(opts.secret, body) },
          body,
          signal: AbortSignal.timeout(5000),
        });
        if (res.status < 500) return;
      } catch {
        // retried below
      }
      await new Promise((r) => setTimeout(r, 200 * attempt));
    }
    opts.log.warn({ url: opts.url, events: events.length }, 'realtime webhook not delivered');
  }

  const queue = (e: WebhookEvent) => {
    pending.push(e);
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      const events = pending;
      pending = [];
      void post(events);
    });
  };

  const offClient = hub.onClientEvent((e) =>
    queue({
      name: 'client_event',
      channel: e.channel,
      event: e.event,
      data: JSON.stringify(e.data ?? null),
      socket_id: e.socketId,
      ...(e.userId !== undefined ? { user_id: e.userId } : {}),
    }),
  );
  const offPresence = hub.onPresenceChange((c) => queue({ name: c.name, channel: c.channel, user_id: c.userId }));
  return () => {
    offClient();
    offPresence();
  };
}
