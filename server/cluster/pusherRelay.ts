// External realtime: events are triggered on a Pusher Channels-compatible service (Pusher itself, soketi, another
// Parley node) with the official `pusher` server SDK; nobody connects to this process's websocket endpoint then.
// Triggers are queued in order and sent in batches of up to 10 (the HTTP API's batch limit): one request per
// burst, not per event. Client events and presence changes come back through the service's signed webhooks
// (server/routes/pusherWebhooks.ts).
import Pusher from 'pusher';
import type { RealtimeRelay } from '../realtime/relay';
import type { ExternalPusher } from './settings';

const BATCH = 10;

interface Pending {
  channel: string;
  name: string;
  data: string;
  socket_id?: string;
}

export class PusherRelay implements RealtimeRelay {
  readonly deliversLocally = false;
  readonly client: Pusher;
  private queue: Pending[] = [];
  private sending: Promise<void> | null = null;
  /** Events the service refused or could not be reached for (diagnostics). */
  failed = 0;

  constructor(
    settings: ExternalPusher,
    private readonly log: { error(obj: object, msg: string): void },
  ) {
    this.client = new Pusher({
      appId: settings.appId,
      key: settings.key,
      secret: settings.secret,
      host: settings.host,
      ...(settings.port ? { port: String(settings.port) } : {}),
      useTLS: settings.useTLS,
      timeout: 5000,
    });
  }

  server(channel: string, event: string, json: string, _frame: string, exceptSocketId?: string): void {
    this.queue.push({ channel, name: event, data: json, ...(exceptSocketId ? { socket_id: exceptSocketId } : {}) });
    this.sending ??= this.drain();
  }

  /** Client events and presence changes are the service's business: nothing to relay. */
  frame(): void {}

  /** Resolves once everything triggered so far was sent (tests, shutdown). */
  async flush(): Promise<void> {
    while (this.sending) await this.sending;
  }

  private async drain(): Promise<void> {
    // Let the current turn's events pile up so a commit's events leave in one request.
    await new Promise((r) => setImmediate(r));
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, BATCH);
      try {
        await this.client.triggerBatch(batch);
      } catch (err) {
        this.failed += batch.length;
        this.log.error({ err: String(err), events: batch.length }, 'external realtime trigger failed');
      }
    }
    this.sending = null;
  }
}
