// Attachments: agent uploads (multipart, spec §7 lists the visitor/account lists), deletion, and serving the stored
// bytes under an unguessable key with headers that keep a browser from ever running them.
import type { FastifyInstance } from 'fastify';
import { FILE_MSG } from '../../src/domain/files';
import type { Repositories } from '../db/repositories/index';
import type { AttachmentService } from '../services/inbox/attachments';
import { callerOf, requirePermission } from '../plugins/auth';
import { badRequest, notFound } from '../plugins/errors';
import { assertMayReply } from '../services/collision/replyGuard';

const positive = (raw: string) => {
  const id = Number(raw);
  if (!Number.isInteger(id) || id < 1) throw badRequest('Invalid id');
  return id;
};

export async function attachmentRoutes(app: FastifyInstance, opts: { repos: Repositories; attachments: AttachmentService }) {
  const { repos, attachments } = opts;

  app.post<{ Params: { conversationId: string } }>(
    '/inbox/conversations/:conversationId/attachments',
    { preHandler: requirePermission('inbox', 'write') },
    async (req, reply) => {
      const caller = callerOf(req);
      const conv = await repos.conversations.findInProject(caller.projectId, positive(req.params.conversationId));
      const visitor = conv ? await repos.visitors.findById(conv.visitor_id) : undefined;
      const user = await repos.users.findInProject(caller.projectId, caller.userId);
      if (!conv || !visitor || !user) throw notFound();
      await assertMayReply(repos, caller.projectId, caller.userId, conv.id); // collision control: a file is a reply too
      const attachment = await attachments.upload(conv, visitor, { senderType: 'agent', senderName: user.name, userId: user.id }, await req.file());
      return reply.status(201).send({ attachment, message: FILE_MSG.uploaded });
    },
  );

  app.delete<{ Params: { id: string } }>('/inbox/attachments/:id', { preHandler: requirePermission('inbox', 'write') }, async (req) => {
    await attachments.remove(callerOf(req).projectId, positive(req.params.id));
    return { ok: true, message: FILE_MSG.deleted };
  });

  app.get<{ Params: { userId: string } }>('/inbox/attachments/:userId/1000', { preHandler: requirePermission('inbox') }, async (req) =>
    attachments.lists(callerOf(req).projectId, req.params.userId),
  );
}

/** GET /uploads/<key>/<name>: public by capability (visitors see their files), never executable. */
export async function uploadsRoute(app: FastifyInstance, opts: { attachments: AttachmentService }) {
  app.get<{ Params: { key: string; name: string } }>('/uploads/:key/:name', async (req, reply) => {
    if (!/^[A-Za-z0-9_-]{16,64}$/.test(req.params.key)) throw notFound();
    const found = await opts.attachments.open(req.params.key);
    if (!found) throw notFound();
    const disposition = found.inline ? 'inline' : 'attachment';
    return reply
      .header('Content-Type', found.row.type)
      .header('Content-Length', String(found.row.size))
      .header('Content-Disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(found.row.name)}`)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'private, max-age=86400')
      .send(found.body);
  });
}
