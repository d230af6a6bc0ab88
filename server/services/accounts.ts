// Account flows: register, verify, login, logout, reset, expired-password change, invitations, Teams login.
// Routes validate and call these; repositories do the SQL.
import { INVITE_TOKEN_TTL_DAYS, RESET_TOKEN_TTL_HOURS, SESSION_TTL_DAYS, VERIFY_TOKEN_TTL_HOURS } from '../../src/domain/constants';
import { MSG } from '../../src/domain/messages';
import { planUserLimitText } from '../../src/domain/plans';
import type { AcceptInviteInput, LoginInput, MsTeamsLoginInput, PasswordChangeInput, RegisterInput } from '../../src/domain/schemas/auth';
import type { InvitationInfo, LoginResponse } from '../../src/domain/api';
import type { Repositories } from '../db/repositories/index';
import type { TokenPurpose } from '../db/repositories/actionTokens';
import type { UserRow } from '../db/schema';
import { ApiError, badRequest, forbidden, notFound, unauthorized } from '../lib/apiError';
import type { Mailer } from './mailer';
import { inviteMail, resetMail, verifyMail } from './mail-templates';
import { Passwords } from '../lib/passwords';
import { createProject } from '../db/createProject';
import { LoginThrottle } from './loginThrottle';
import { RateLimits } from '../lib/rateLimits';
import { nowSeconds } from '../lib/clock';
import { hashToken, newToken } from '../lib/tokens';
import crypto from 'node:crypto';
import { sameTeamsIdentity } from '../../src/domain/integrations/jwtClaims';
import { tabTenantProjects } from '../integrations/tabSignIn';

const HOUR = 3600;
const DAY = 24 * HOUR;

/** Verifies a Teams tab's SSO token (the `Authorization` header) and returns its claims; throws when refused. */
export type TeamsSsoVerifier = (authorization: string | undefined) => Promise<{ tid?: unknown; oid?: unknown; preferred_username?: unknown; email?: unknown }>;

export interface AccountsOptions {
  throttle?: LoginThrottle;
  /** The Teams SSO check (server/integrations/teams/tokens.ts); without one every Teams login is refused. */
  teamsSso?: TeamsSsoVerifier | null;
  /** Told when every session of a user ended (a new password): their realtime sockets close too (server/app.ts). */
  onSessionsEnded?: (projectId: number, userId: number) => void;
  /** Hashing at the configured cost (config.scryptN); OWASP's when not given. */
  passwords?: Passwords;
}

export class Accounts {
  readonly throttle: LoginThrottle;
  private readonly teamsSso: TeamsSsoVerifier | null;
  private readonly sessionsEnded: (projectId: number, userId: number) => void;
  private readonly passwords: Passwords;

  constructor(
    private readonly repos: Repositories,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
    opts: AccountsOptions = {},
  ) {
    this.throttle = opts.throttle ?? new LoginThrottle(new RateLimits());
    this.teamsSso = opts.teamsSso ?? null;
    this.sessionsEnded = opts.onSessionsEnded ?? (() => undefined);
    this.passwords = opts.passwords ?? new Passwords();
  }

  async register(input: RegisterInput): Promise<void> {
    if (await this.repos.users.findByEmail(input.email)) throw new ApiError(409, MSG.emailTaken, { email: MSG.emailTaken });
    const passwordHash = await this.passwords.hash(input.password);
    const user = await this.repos.transaction(async (repos) => {
      const { project, admin } = await createProject(repos, { name: input.company });
      const now = nowSeconds();
      return repos.users.create({
        project_id: project.id,
        role_id: admin.id,
        email: input.email,
        name: input.name,
        password_hash: passwordHash,
        password_changed_at: now,
        email_verified_at: null,
        is_cs_user: 0,
        zi_user_id: crypto.randomUUID(),
        created_at: now,
      });
    });
    await this.sendVerification(user);
  }

  async verifyEmail(token: string): Promise<void> {
    const row = await this.useToken(token, 'verify');
    if (row.user_id) await this.repos.users.update(row.user_id, { email_verified_at: nowSeconds() });
  }

  /** Answers the same whether or not the address is known (no account probing). */
  async resendVerification(email: string): Promise<void> {
    const user = await this.repos.users.findByEmail(email);
    if (user && !user.email_verified_at) await this.sendVerification(user);
  }

  async login(input: LoginInput, ip: string): Promise<LoginResponse> {
    if (!(await this.throttle.allows(input.email, ip))) throw new ApiError(429, MSG.tooManyAttempts);
    const user = await this.repos.users.findByEmail(input.email);
    const ok = await this.passwords.verify(input.password, user?.password_hash ?? (await this.passwords.decoyHash()));
    if (!user || !ok) {
      await this.throttle.recordFailure(input.email, ip);
      throw unauthorized(MSG.invalidCredentials);
    }
    await this.throttle.recordSuccess(input.email, ip);
    // A hash made at an older cost is replaced while the password is at hand (the policy clock does not restart).
    if (this.passwords.needsRehash(user.password_hash)) await this.repos.users.update(user.id, { password_hash: await this.passwords.hash(input.password) });
    if (!user.email_verified_at) throw forbidden(MSG.verificationPending);
    if (await this.passwordExpired(user)) throw unauthorized(MSG.passwordExpired);
    return this.openSession(user, 'web');
  }

  async logout(tokenHash: string): Promise<void> {
    await this.repos.sessions.revoke(tokenHash, nowSeconds());
  }

  async requestReset(email: string): Promise<void> {
    const user = await this.repos.users.findByEmail(email);
    if (!user) return;
    const token = await this.issueToken('reset', user, RESET_TOKEN_TTL_HOURS * HOUR);
    await this.mailer.send(resetMail(user.email, `${this.publicUrl}/passwordReset?token=${token}`));
  }

  async resetPassword(token: string, password: string): Promise<void> {
    const row = await this.useToken(token, 'reset');
    const user = row.user_id ? await this.repos.users.findById(row.user_id) : undefined;
    if (!user) throw badRequest(MSG.linkInvalid);
    // The link proved the mailbox, so the address counts as verified too.
    await this.setPassword(user, password, { verifyEmail: true });
  }

  /** The expired-password change: the old password proves identity; the new one restarts the policy clock. */
  async changePassword(input: PasswordChangeInput, ip: string): Promise<void> {
    if (!(await this.throttle.allows(input.email, ip))) throw new ApiError(429, MSG.tooManyAttempts);
    const user = await this.repos.users.findByEmail(input.email);
    const ok = await this.passwords.verify(input.currentPassword, user?.password_hash ?? (await this.passwords.decoyHash()));
    if (!user || !ok) {
      await this.throttle.recordFailure(input.email, ip);
      throw unauthorized(MSG.invalidCredentials);
    }
    await this.setPassword(user, input.password, { verifyEmail: false });
  }

  async invite(projectId: number, inviterId: number, email: string, roleId: number): Promise<void> {
    const project = await this.repos.projects.findById(projectId);
    const inviter = await this.repos.users.findInProject(projectId, inviterId);
    if (!project || !inviter) throw notFound();
    if (!(await this.repos.roles.findInProject(projectId, roleId))) throw badRequest(MSG.fieldEmpty, { roleId: MSG.fieldEmpty });
    if (await this.repos.users.findByEmail(email)) throw new ApiError(409, MSG.emailTaken, { email: MSG.emailTaken });
    if ((await this.repos.users.countInProject(projectId)) >= project.user_limit) {
      throw new ApiError(402, planUserLimitText(project.user_limit));
    }
    await this.sendInvitation(project, email, roleId, { id: inviterId, name: inviter.name });
  }

  /** A customer-success user's new instance: the first admin is invited by mail (no inviter in the project). */
  async inviteFirstAdmin(projectId: number, email: string, roleId: number, invitedByName: string): Promise<void> {
    const project = await this.repos.projects.findById(projectId);
    if (!project) throw notFound();
    if (await this.repos.users.findByEmail(email)) throw new ApiError(409, MSG.emailTaken, { adminEmail: MSG.emailTaken });
    await this.sendInvitation(project, email, roleId, { id: null, name: invitedByName });
  }

  async invitation(token: string): Promise<InvitationInfo> {
    const row = await this.repos.actionTokens.findUsable(hashToken(token), 'invite', nowSeconds());
    if (!row) throw notFound(MSG.linkInvalid);
    const project = await this.repos.projects.findById(row.project_id);
    const inviter = row.invited_by ? await this.repos.users.findById(row.invited_by) : undefined;
    return { email: row.email, projectName: project?.name ?? '', invitedBy: inviter?.name ?? 'The Parley team' };
  }

  async acceptInvitation(input: AcceptInviteInput): Promise<LoginResponse> {
    const row = await this.useToken(input.token, 'invite');
    if (await this.repos.users.findByEmail(row.email)) throw new ApiError(409, MSG.emailTaken);
    const now = nowSeconds();
    const user = await this.repos.users.create({
      project_id: row.project_id,
      role_id: row.role_id!,
      email: row.email,
      name: input.name,
      password_hash: await this.passwords.hash(input.password),
      password_changed_at: now,
      email_verified_at: now,
      is_cs_user: 0,
      zi_user_id: crypto.randomUUID(),
      created_at: now,
    });
    return this.openSession(user, 'web');
  }

  /**
   * Teams-only sessions: the Teams tenant names the project, the Azure object id the user. The ids alone prove
   * nothing (anyone may know them): the tab's SSO token, signed by the identity provider for this app, must carry the same
   * tid and oid.
   */
  async msTeamsLogin(input: MsTeamsLoginInput, authorization?: string): Promise<LoginResponse> {
    const claims = this.teamsSso ? await this.teamsSso(authorization).catch(() => null) : null;
    if (!claims || !sameTeamsIdentity(claims, input)) throw unauthorized(MSG.somethingWrong);
    // The tenant's project: the one set up for it, or the ones whose admin connected the team chat for it.
    const named = await this.repos.projects.findByMsTenant(input.tenantId);
    const projectIds = [...new Set([...(named ? [named.id] : []), ...(await tabTenantProjects(this.repos, input.tenantId))])];
    for (const projectId of projectIds) {
      const user = await this.repos.users.findByMsObject(projectId, input.userObjectId);
      if (user) return this.openSession(user, 'msteams');
    }
    // First Teams sign-in of a Parley user of that project: linked by the account name the token signed (within the
    // project's own tenant), then by the object id from now on.
    const account = typeof claims.preferred_username === 'string' ? claims.preferred_username : typeof claims.email === 'string' ? claims.email : '';
    const byEmail = account ? await this.repos.users.findByEmail(account.toLowerCase()) : undefined;
    if (byEmail && projectIds.includes(byEmail.project_id) && !byEmail.ms_object_id) {
      await this.repos.users.update(byEmail.id, { ms_object_id: input.userObjectId });
      return this.openSession({ ...byEmail, ms_object_id: input.userObjectId }, 'msteams');
    }
    throw unauthorized(MSG.createAccountToContinue);
  }

  /** One invitation link per call: the token (hashed) waits for the invitee, the mail carries it. */
  private async sendInvitation(project: { id: number; name: string }, email: string, roleId: number, inviter: { id: number | null; name: string }) {
    const { token, hash } = newToken();
    const now = nowSeconds();
    await this.repos.actionTokens.create({
      token_hash: hash,
      purpose: 'invite',
      project_id: project.id,
      user_id: null,
      email: email.toLowerCase(),
      role_id: roleId,
      invited_by: inviter.id,
      created_at: now,
      expires_at: now + INVITE_TOKEN_TTL_DAYS * DAY,
    });
    await this.mailer.send(inviteMail(email, project.name, inviter.name, `${this.publicUrl}/invite?token=${token}`));
  }

  private async openSession(user: UserRow, kind: 'web' | 'msteams'): Promise<LoginResponse> {
    const { token, hash } = newToken();
    const now = nowSeconds();
    await this.repos.sessions.create({
      tokenHash: hash,
      userId: user.id,
      projectId: user.project_id,
      kind,
      now,
      expiresAt: now + SESSION_TTL_DAYS * DAY,
    });
    return {
      token,
      user: { userId: user.id, name: user.name, email: user.email, projectId: user.project_id, isCSUser: user.is_cs_user === 1 },
    };
  }

  private async passwordExpired(user: UserRow): Promise<boolean> {
    const project = await this.repos.projects.findById(user.project_id);
    const maxAge = project?.password_max_age_days;
    if (!maxAge) return false;
    return nowSeconds() - (user.password_changed_at ?? 0) > maxAge * DAY;
  }

  private async setPassword(user: UserRow, password: string, opts: { verifyEmail: boolean }): Promise<void> {
    const now = nowSeconds();
    await this.repos.users.update(user.id, {
      password_hash: await this.passwords.hash(password),
      password_changed_at: now,
      ...(opts.verifyEmail && !user.email_verified_at ? { email_verified_at: now } : {}),
    });
    await this.repos.sessions.revokeAllForUser(user.id, now);
    this.sessionsEnded(user.project_id, user.id);
  }

  private async sendVerification(user: UserRow): Promise<void> {
    const token = await this.issueToken('verify', user, VERIFY_TOKEN_TTL_HOURS * HOUR);
    await this.mailer.send(verifyMail(user.email, user.name, `${this.publicUrl}/verify?token=${token}`));
  }

  private async issueToken(purpose: TokenPurpose, user: UserRow, ttlSeconds: number): Promise<string> {
    const { token, hash } = newToken();
    const now = nowSeconds();
    await this.repos.actionTokens.retireOpen(user.email, purpose, now);
    await this.repos.actionTokens.create({
      token_hash: hash,
      purpose,
      project_id: user.project_id,
      user_id: user.id,
      email: user.email,
      role_id: null,
      invited_by: null,
      created_at: now,
      expires_at: now + ttlSeconds,
    });
    return token;
  }

  /** Finds a usable link token and spends it; anything else is 'This link is invalid or has expired'. */
  private async useToken(token: string, purpose: TokenPurpose) {
    const row = await this.repos.actionTokens.findUsable(hashToken(token), purpose, nowSeconds());
    if (!row || !(await this.repos.actionTokens.consume(row.id, nowSeconds()))) throw badRequest(MSG.linkInvalid);
    return row;
  }
}
