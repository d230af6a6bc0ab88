// Realtime access ends with the access that granted it: the routes that end a session, remove a user or change what
// roles allow call these, and the hub closes the sockets concerned with 4009 (pusher-js does not reconnect) on every
// node (RealtimeHub.revoke, relayed over the cluster bus). Sockets know who authorised them: server/realtime/grant.ts.
import type { RealtimeHub } from '../realtime/hub';
import { sessionRef } from '../realtime/grant';
import type { Repositories } from '../db/repositories/index';

export class RealtimeAccess {
  constructor(
    private readonly hub: Pick<RealtimeHub, 'revoke'>,
    private readonly repos: Pick<Repositories, 'routing'>,
  ) {}

  /** A session ended (logout, revoked): the sockets it authorised close. */
  sessionEnded(tokenHash: string): void {
    this.hub.revoke({ session: sessionRef(tokenHash) }, 'Session ended');
  }

  /** Every session of a user ended (a new password set through a reset link or the expired-password change). */
  allSessionsEnded(projectId: number, userId: number): void {
    this.hub.revoke({ projectId: String(projectId), userId: String(userId) }, 'Session ended');
  }

  /** A user was deleted or deactivated: every socket of theirs closes. */
  userRemoved(projectId: number, userId: number): void {
    this.hub.revoke({ projectId: String(projectId), userId: String(userId) }, 'User removed');
  }

  /**
   * A user's role, or what a role allows, changed: the project's sockets whose user no longer opens the inbox (the
   * permission the channel auth route asks for) close; the others stay connected.
   */
  async accessChanged(projectId: number): Promise<void> {
    const keep = (await this.repos.routing.agents(projectId)).map((a) => String(a.id));
    this.hub.revoke({ projectId: String(projectId), keep }, 'Access changed');
  }
}
