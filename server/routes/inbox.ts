// The inbox calls of spec §7, at exactly those paths. Reads need the inbox permission, changes need 'write'.
import type { FastifyInstance } from 'fastify';
import {
  acceptSchema,
  addMembersSchema,
  archiveSchema,
  bulkStatusSchema,
  detailsQuerySchema,
  eventsQuerySchema,
  listQuerySchema,
  removeMemberSchema,
  starSchema,
  statusSchema,
  threadQuerySchema,
  blockSchema,
  conversationTagSchema,
} from '../../src/domain/schemas/inbox';
import { INBOX_MSG } from '../../src/domain/inbox/messages';
import type { InboxService } from '../services/inbox/inbox';
import { callerOf, requirePermission } from '../plugins/auth';
import { validate } from '../lib/validate';
import { badRequest } from '../plugins/errors';

type IdParams = { Params: { conversationId: string } };

function idOf(raw: string): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || id < 1) throw badRequest('Invalid conversation id');
  return id;
}

export async function inboxRoutes(app: FastifyInstance, opts: { inbox: InboxService }) {
  const { inbox } = opts;
  const read = { preHandler: requirePermission('inbox') };
  const write = { preHandler: requirePermission('inbox', 'write') };

  app.get('/inbox/details', read, async (req) => inbox.details(callerOf(req), await validate(detailsQuerySchema, req.query)));

  app.get('/inbox/conversations', read, async (req) => {
    const q = await validate(listQuerySchema, req.query);
    const { participant, before, limit, botConv, ...filters } = q;
    return inbox.list(callerOf(req), participant, filters, before ?? null, limit, botConv);
  });

  app.get('/inbox/events', read, async (req) => inbox.missedEvents(callerOf(req), (await validate(eventsQuerySchema, req.query)).after));

  app.post('/inbox/conversations/status', write, async (req) => {
    const body = await validate(bulkStatusSchema, req.body);
    const changed = await inbox.bulkStatus(callerOf(req), body.conversationIds, body.status);
    return { ok: true, changed, message: INBOX_MSG.bulkClosed };
  });

  app.get<IdParams>('/inbox/conversations/:conversationId/members', read, async (req) =>
    inbox.participants(callerOf(req), idOf(req.params.conversationId)),
  );

  app.post<IdParams>('/inbox/conversations/:conversationId/members', write, async (req) => {
    await inbox.addMembers(callerOf(req), idOf(req.params.conversationId), (await validate(addMembersSchema, req.body)).appUserIds);
    return inbox.participants(callerOf(req), idOf(req.params.conversationId));
  });

  app.delete<IdParams>('/inbox/conversations/:conversationId/members', write, async (req) => {
    const body = await validate(removeMemberSchema, req.body);
    if (body.appUserId) await inbox.removeMember(callerOf(req), idOf(req.params.conversationId), body.appUserId);
    else if (body.slackThreadId) await inbox.removeThreadMember(callerOf(req), idOf(req.params.conversationId), body.slackThreadId);
    return inbox.participants(callerOf(req), idOf(req.params.conversationId));
  });

  app.post<IdParams>('/inbox/conversations/:conversationId/accept', write, async (req) => {
    const { accept } = await validate(acceptSchema, req.body);
    await inbox.accept(callerOf(req), idOf(req.params.conversationId), accept);
    return { ok: true, accept };
  });

  app.post<IdParams>('/inbox/conversations/:conversationId/archive', write, async (req) => {
    const { archived } = await validate(archiveSchema, req.body);
    await inbox.setArchived(callerOf(req), idOf(req.params.conversationId), archived);
    return { ok: true, archived };
  });

  app.post<IdParams>('/inbox/conversations/:conversationId/star', write, async (req) => {
    const { starred } = await validate(starSchema, req.body);
    await inbox.setStarred(callerOf(req), idOf(req.params.conversationId), starred);
    return { ok: true, starred };
  });

  app.post<IdParams>('/inbox/conversations/:conversationId/read', read, async (req) => {
    await inbox.read(callerOf(req), idOf(req.params.conversationId));
    return { ok: true };
  });

  app.post<IdParams>('/inbox/conversations/:conversationId/status', write, async (req) => {
    const { status } = await validate(statusSchema, req.body);
    await inbox.setStatus(callerOf(req), idOf(req.params.conversationId), status);
    return { ok: true, status, message: INBOX_MSG.statusChanged };
  });

  // Tags from the thread (issue 22): one tag on or off; creating a tag is POST app/tags (routes/admin/tags.ts).
  app.post<IdParams>('/inbox/conversations/:conversationId/tags', write, async (req) => {
    const { tagId } = await validate(conversationTagSchema, req.body);
    return { ok: true, ...(await inbox.setTag(callerOf(req), idOf(req.params.conversationId), tagId, true)) };
  });

  app.delete<IdParams>('/inbox/conversations/:conversationId/tags', write, async (req) => {
    const { tagId } = await validate(conversationTagSchema, req.body);
    return { ok: true, ...(await inbox.setTag(callerOf(req), idOf(req.params.conversationId), tagId, false)) };
  });

  app.get<{ Params: { conversationId: string; visitorId: string } }>(
    '/inbox/conversations/:conversationId/:visitorId',
    read,
    async (req) => {
      const { lastMessagePos } = await validate(threadQuerySchema, req.query);
      return inbox.thread(callerOf(req), idOf(req.params.conversationId), req.params.visitorId, lastMessagePos ?? null);
    },
  );

  app.post<{ Params: { visitorId: string } }>('/inbox/visitor/block/:visitorId', write, async (req) => {
    const { block } = await validate(blockSchema, req.body);
    return inbox.block(callerOf(req), req.params.visitorId, block);
  });

  app.post<{ Params: { conversationId: string; visitorId: string } }>(
    '/inbox/conversations/:conversationId/:visitorId/bookmeeting',
    write,
    async (req) => inbox.bookMeeting(callerOf(req), idOf(req.params.conversationId), req.params.visitorId),
  );
}
