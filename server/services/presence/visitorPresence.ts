// Visitors are online while a socket of theirs is subscribed to their channel, on any node. The hub says when this
// node's first socket subscribes (online at once) and when its last one goes (offline after a short grace, if no
// node has one then). Dead sockets are found by the hub's ping / pong (RealtimeHub.sweep), a dead node's by the
// others (server/cluster/nodes.ts). A periodic check catches the rest: a server that crashed, an online flag set by
// the widget's HTTP hint without a socket following; at a single node's boot nobody can be connected yet.
import { parseVisitorChannel, visitorChannel } from '../../../src/domain/channels';
import type { RealtimeHub } from '../../realtime/hub';
import type { Repositories } from '../../db/repositories/index';
import type { VisitorService } from '../inbox/visitors';
import type { PresenceSettings } from './settings';
import { nowSeconds } from '../../lib/clock';

/** Visitors looked at per check (the online ones are few; the rest wait for the next check). */
const CHECK_BATCH = 2000;

export interface PresenceLog {
  warn(obj: object, msg: string): void;
}

export class VisitorPresence {
  private readonly leaving = new Map<string, ReturnType<typeof setTimeout>>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private checking: Promise<void> | null = null;

  constructor(
    private readonly hub: RealtimeHub,
    private readonly repos: Repositories,
    private readonly visitors: Pick<VisitorService, 'setOnline'>,
    private readonly settings: Pick<PresenceSettings, 'visitorGraceSeconds' | 'reconcileSeconds'>,
    private readonly log: PresenceLog,
  ) {}

  /** `alone`: the only node (embedded), so every online flag at boot is stale. Returns stop. */
  async start(alone: boolean): Promise<() => Promise<void>> {
    if (alone) await this.repos.visitors.clearOnline();
    const off = this.hub.onOccupancy((channel, occupied) => this.changed(channel, occupied));
    if (!alone) await this.check();
    this.timer = setInterval(() => void this.check(), this.settings.reconcileSeconds * 1000);
    this.timer.unref();
    return async () => {
      off();
      if (this.timer) clearInterval(this.timer);
      for (const t of this.leaving.values()) clearTimeout(t);
      this.leaving.clear();
      await this.checking;
    };
  }

  /** Offline every visitor marked online whose channel has no subscriber on any node (and not seen just now). */
  check(): Promise<void> {
    this.checking ??= this.reconcile()
      .catch((err: unknown) => this.log.warn({ err: String(err) }, 'visitor presence check failed'))
      .finally(() => (this.checking = null));
    return this.checking;
  }

  private async reconcile(): Promise<void> {
    const recent = nowSeconds() - this.settings.visitorGraceSeconds;
    const marked = await this.repos.visitors.online(CHECK_BATCH);
    if (!marked.length) return;
    // Read after the flags: a socket that subscribed meanwhile was counted before its visitor was marked online.
    const occupied = await this.hub.occupied();
    for (const v of marked) {
      if (v.last_seen_at > recent || occupied.has(visitorChannel(v.project_id, v.public_id))) continue;
      await this.set(v.project_id, v.public_id, false);
    }
  }

  private changed(channel: string, occupied: boolean): void {
    const visitor = parseVisitorChannel(channel);
    if (!visitor) return;
    clearTimeout(this.leaving.get(channel));
    this.leaving.delete(channel);
    if (occupied) return void this.set(visitor.projectId, visitor.visitorId, true);
    // A page navigation closes the socket and opens another within a second or two: no offline/online flicker.
    const timer = setTimeout(() => {
      this.leaving.delete(channel);
      void this.hub
        .channelSubscriptions(channel)
        .then((n) => (n === 0 ? this.set(visitor.projectId, visitor.visitorId, false) : undefined))
        .catch((err: unknown) => this.log.warn({ err: String(err), channel }, 'visitor presence not updated'));
    }, this.settings.visitorGraceSeconds * 1000);
    timer.unref();
    this.leaving.set(channel, timer);
  }

  private async set(projectId: number, publicId: string, online: boolean): Promise<void> {
    try {
      const row = await this.repos.visitors.findByPublicId(projectId, publicId);
      if (row) await this.visitors.setOnline(row, online);
    } catch (err) {
      this.log.warn({ err: String(err), projectId, online }, 'visitor presence not updated');
    }
  }
}
