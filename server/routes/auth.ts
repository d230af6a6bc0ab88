// Public auth endpoints (spec §7 "app/login/msteams", "app/logout", "app/register", plus ours beside them) and the
// invitation endpoints. Bodies are validated with the forms' yup schemas.
import type { FastifyInstance } from 'fastify';
import { MSG } from '../../src/domain/messages';
import {
  acceptInviteSchema,
  loginSchema,
  msTeamsLoginSchema,
  passwordChangeSchema,
  registerSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  resetRequestSchema,
  tokenSchema,
} from '../../src/domain/schemas/auth';
import { inviteUserSchema } from '../../src/domain/schemas/team';
import type { OkMessage } from '../../src/domain/api';
import type { Accounts } from '../services/accounts';
import { callerOf, requireAuth, requirePermission } from '../plugins/auth';
import { validate } from '../lib/validate';
import type { RateLimits } from '../lib/rateLimits';

const ok = (message: string): OkMessage => ({ ok: true, message });

export async function authRoutes(app: FastifyInstance, opts: { accounts: Accounts; limits: RateLimits; rateLimitPerMinute: number }) {
  const { accounts } = opts;
  // Credential endpoints: a budget per client address and endpoint (AUTH_RATE_LIMIT a minute), counted before the
  // body is read; wrong passwords are counted apart (server/services/loginThrottle.ts).
  const strict = { onRequest: opts.limits.perAddress('auth', opts.rateLimitPerMinute) };

  app.post('/login', strict, async (req) => accounts.login(await validate(loginSchema, req.body), req.ip));

  app.post('/login/msteams', strict, async (req) => accounts.msTeamsLogin(await validate(msTeamsLoginSchema, req.body), req.headers.authorization));

  app.post('/logout', { preHandler: requireAuth }, async (req) => {
    await accounts.logout(callerOf(req).tokenHash);
    req.server.realtimeAccess.sessionEnded(callerOf(req).tokenHash); // its sockets close too
    return ok(MSG.logoutSuccess);
  });

  app.post('/register', strict, async (req, reply) => {
    await accounts.register(await validate(registerSchema, req.body));
    return reply.status(201).send(ok(MSG.registered));
  });

  app.post('/verify', strict, async (req) => {
    await accounts.verifyEmail((await validate(tokenSchema, req.body)).token);
    return ok(MSG.emailVerified);
  });

  app.post('/verify/resend', strict, async (req) => {
    await accounts.resendVerification((await validate(resendVerificationSchema, req.body)).email);
    return ok(MSG.resentEmail);
  });

  app.post('/password/reset/request', strict, async (req) => {
    await accounts.requestReset((await validate(resetRequestSchema, req.body)).email);
    return ok(MSG.resetEmailSent);
  });

  app.post('/password/reset', strict, async (req) => {
    const body = await validate(resetPasswordSchema, req.body);
    await accounts.resetPassword(body.token, body.password);
    return ok(MSG.passwordChanged);
  });

  app.post('/password/change', strict, async (req) => {
    await accounts.changePassword(await validate(passwordChangeSchema, req.body), req.ip);
    return ok(MSG.passwordChanged);
  });

  app.post('/invitations', { preHandler: requirePermission('settings.team.users', 'write'), config: { audit: { action: 'user.invite', target: 'invitation' } } }, async (req, reply) => {
    const caller = callerOf(req);
    const body = await validate(inviteUserSchema, req.body);
    await accounts.invite(caller.projectId, caller.userId, body.email, body.roleId);
    return reply.status(201).send(ok(`Invitation sent to ${body.email}`));
  });

  app.get<{ Params: { token: string } }>('/invitations/:token', strict, async (req) => accounts.invitation(req.params.token));

  app.post('/invitations/accept', strict, async (req) => accounts.acceptInvitation(await validate(acceptInviteSchema, req.body)));
}
