// Pending invitations of a project (Team page): list them, send one again (a new link; the older ones stop working),
// revoke one (every open link of that address stops working). Routes validate and call these; repositories do SQL.
import { INVITE_TOKEN_TTL_DAYS } from '../../src/domain/constants';
import { INVITATION_MSG, newestPerAddress, type PendingInvitation } from '../../src/domain/invitations';
import { MSG } from '../../src/domain/messages';
import type { Repositories } from '../db/repositories/index';
import type { InvitationRow } from '../db/repositories/invitations';
import { ApiError, notFound } from '../lib/apiError';
import type { Mailer } from './mailer';
import { inviteMail } from './mail-templates';
import { nowSeconds } from '../lib/clock';
import { newToken } from '../lib/tokens';

const DAY = 24 * 3600;

export class Invitations {
  constructor(
    private readonly repos: Repositories,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
  ) {}

  async list(projectId: number): Promise<PendingInvitation[]> {
    const rows = await this.repos.invitations.listOpen(projectId, nowSeconds());
    return newestPerAddress(await Promise.all(rows.map((r) => this.view(projectId, r))));
  }

  /** A new link for the same address and role, sent by the caller; the address's older links stop working. */
  async resend(projectId: number, id: number, callerId: number): Promise<PendingInvitation> {
    const row = await this.open(projectId, id);
    if (await this.repos.users.findByEmail(row.email)) throw new ApiError(409, MSG.emailTaken);
    const [project, caller] = await Promise.all([this.repos.projects.findById(projectId), this.repos.users.findInProject(projectId, callerId)]);
    if (!project || !caller) throw notFound();
    const { token, hash } = newToken();
    const now = nowSeconds();
    const created = await this.repos.transaction(async (tx) => {
      await tx.invitations.retire(projectId, row.email, now);
      await tx.actionTokens.create({
        token_hash: hash,
        purpose: 'invite',
        project_id: projectId,
        user_id: null,
        email: row.email,
        role_id: row.role_id,
        invited_by: callerId,
        created_at: now,
        expires_at: now + INVITE_TOKEN_TTL_DAYS * DAY,
      });
      return (await tx.invitations.listOpen(projectId, now)).find((r) => r.email === row.email)!;
    });
    await this.mailer.send(inviteMail(row.email, project.name, caller.name || caller.email, `${this.publicUrl}/invite?token=${token}`));
    return this.view(projectId, created);
  }

  /** Every open link of the invitation's address stops working. */
  async revoke(projectId: number, id: number): Promise<PendingInvitation> {
    const row = await this.open(projectId, id);
    await this.repos.invitations.retire(projectId, row.email, nowSeconds());
    return this.view(projectId, row);
  }

  /** An invitation of this project still open (not accepted, revoked or replaced); 404 otherwise. */
  private async open(projectId: number, id: number): Promise<InvitationRow> {
    const row = await this.repos.invitations.find(projectId, id);
    if (!row || row.used_at !== null) throw notFound(INVITATION_MSG.notFound);
    return row;
  }

  private async view(projectId: number, r: InvitationRow): Promise<PendingInvitation> {
    const [role, inviter] = await Promise.all([
      r.role_id === null ? undefined : this.repos.roles.findInProject(projectId, r.role_id),
      r.invited_by === null ? undefined : this.repos.users.findInProject(projectId, r.invited_by),
    ]);
    return {
      id: Number(r.id),
      email: r.email,
      roleId: r.role_id === null ? null : Number(r.role_id),
      roleName: role?.name ?? null,
      invitedBy: inviter ? inviter.name || inviter.email : null,
      sentAt: Number(r.created_at),
      expiresAt: Number(r.expires_at),
    };
  }
}
