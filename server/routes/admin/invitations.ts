// Pending invitations on the Team page (issue 22): GET /app/invitations (ra-data-simple-rest list),
// POST /app/invitations/:id/resend, DELETE /app/invitations/:id (revoke). Sending one stays POST /app/invitations
// (routes/auth.ts, beside the public GET /app/invitations/:token the invitee's link opens). Same permission as
// inviting; resend and revoke are audited like the invitation itself.
import type { FastifyInstance } from 'fastify';
import type { Invitations } from '../../services/invitations';
import { callerOf, requirePermission } from '../../plugins/auth';
import { positiveId, sendList, listParams } from './simpleRest';

type IdParams = { Params: { id: string } };

export async function invitationRoutes(app: FastifyInstance, opts: { invitations: Invitations }) {
  const { invitations } = opts;
  const read = { preHandler: requirePermission('settings.team.users') };
  const write = { preHandler: requirePermission('settings.team.users', 'write') };

  app.get('/invitations', read, async (req, reply) => {
    const p = listParams(req.query as Record<string, unknown>, ['sentAt'], 'sentAt');
    const all = await invitations.list(callerOf(req).projectId);
    return sendList(reply, 'invitations', p, all.slice(p.offset, p.offset + p.limit), all.length);
  });

  app.post<IdParams>('/invitations/:id/resend', { ...write, config: { audit: { action: 'user.reinvite', target: 'pendingInvitation' } } }, async (req) => {
    const caller = callerOf(req);
    return invitations.resend(caller.projectId, positiveId(req.params.id), caller.userId);
  });

  app.delete<IdParams>('/invitations/:id', { ...write, config: { audit: { action: 'user.uninvite', target: 'pendingInvitation' } } }, async (req) =>
    invitations.revoke(callerOf(req).projectId, positiveId(req.params.id)),
  );
}
