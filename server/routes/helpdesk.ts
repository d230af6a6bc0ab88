// The inbox's helpdesk calls (spec §7), for each helpdesk id of src/domain/helpdesk: POST app/<id>/ticket (→ ticketId,
// or caseId where a ticket is a case) and GET app/<id>/knowledgesearch. Reading needs the inbox, a ticket
// needs inbox 'write'; each helpdesk needs its plan feature (§6 upgrade text). The ticket's conversation must be
// the caller's project's, and its requester is that conversation's visitor; a note with the id is added to it.
// The bot builder's test mode runs the bot's steps for real: POST app/<id>/ticket/test (the
// tester as requester, tagged parley_test) and the same searches, which it may use with the conversations right.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { INBOX_MSG } from '../../src/domain/inbox/messages';
import { HELPDESK_MSG, createdText } from '../../src/domain/helpdesk/messages';
import { HELPDESK_IDS, HELPDESKS, type HelpdeskId } from '../../src/domain/helpdesk/providers';
import { knowledgeSearchSchema, testTicketSchema, ticketSchema, type TicketAnswer } from '../../src/domain/helpdesk/schemas';
import { canAccessPath } from '../../src/domain/permissions';
import { hasFeature } from '../../src/domain/plans';
import type { Repositories } from '../db/repositories/index';
import type { Helpdesk } from '../integrations/helpdesk/helpdesk';
import { callerOf, requirePermission, type Caller } from '../plugins/auth';
import { ApiError, forbidden, notFound } from '../plugins/errors';
import { validate } from '../lib/validate';
import { appendMessage } from '../services/inbox/messages';
import type { Publisher } from '../services/inbox/publisher';
import { nowSeconds } from '../lib/clock';

interface Opts {
  repos: Repositories;
  helpdesk: Helpdesk;
  publisher: Publisher;
}

/** Tags on every ticket Parley opens, so the helpdesk's admins can find them. */
const TICKET_TAGS = ['parley', 'live_chat'];

export async function helpdeskRoutes(app: FastifyInstance, opts: Opts) {
  const { repos, helpdesk, publisher } = opts;
  const write = { preHandler: requirePermission('inbox', 'write') };
  const builderWrite = { preHandler: requirePermission('conversations', 'write') };
  // Agents search from the inbox; the bot builder's test mode searches with the conversations right.
  const read = {
    preHandler: async (req: FastifyRequest) => {
      const flat = callerOf(req).flat;
      if (!canAccessPath(flat, 'inbox') && !canAccessPath(flat, 'conversations')) throw forbidden();
    },
  };

  const gate = async (req: FastifyRequest, id: HelpdeskId) => {
    const project = await repos.projects.findById(callerOf(req).projectId);
    const features = project ? (JSON.parse(project.features) as string[]) : [];
    if (!hasFeature(features, HELPDESKS[id].feature)) throw new ApiError(403, HELPDESK_MSG.upgrade(id));
  };

  const createTicket = async (req: FastifyRequest, id: HelpdeskId): Promise<{ ticketId: string; caller: Caller }> => {
    await gate(req, id);
    const caller = callerOf(req);
    const body = await validate(ticketSchema, req.body);
    const conv = await repos.conversations.findInProject(caller.projectId, body.conversationId);
    const visitor = conv ? await repos.visitors.findById(conv.visitor_id) : undefined;
    const agent = await repos.users.findInProject(caller.projectId, caller.userId);
    if (!conv || !visitor || visitor.project_id !== caller.projectId || !agent) throw notFound();
    const ticketId = await helpdesk.createTicket(caller.projectId, id, {
      subject: body.subject,
      description: body.description,
      requester: { name: visitor.name.trim() || INBOX_MSG.siteVisitor, email: body.requesterEmail || visitor.email },
      tags: TICKET_TAGS,
    });
    // The agents' record of it in the conversation (an info row: the visitor does not see it).
    await publisher.commit(caller.projectId, async (tx) => {
      const fresh = (await tx.conversations.findInProject(caller.projectId, conv.id))!;
      const note = await appendMessage(tx, fresh, visitor, {
        type: 'info',
        senderType: 'system',
        senderName: agent.name,
        userId: agent.id,
        text: HELPDESK_MSG.ticketNote(id, ticketId, agent.name),
        now: nowSeconds(),
        notifyVisitor: false,
      });
      return { result: undefined, events: note.events };
    });
    return { ticketId, caller };
  };

  const search = async (req: FastifyRequest, id: HelpdeskId) => {
    await gate(req, id);
    const { keyword } = await validate(knowledgeSearchSchema, req.query);
    return { articles: await helpdesk.search(callerOf(req).projectId, id, keyword) };
  };

  /** The answer names the id as the helpdesk does: a case's caseId, a ticket's ticketId. */
  const answer = (id: HelpdeskId, ticketId: string): TicketAnswer =>
    HELPDESKS[id].ticketWord === 'case' ? { caseId: ticketId, message: createdText(id, ticketId) } : { ticketId, message: createdText(id, ticketId) };
  const testTicket = async (req: FastifyRequest, id: HelpdeskId): Promise<string> => {
    await gate(req, id);
    const caller = callerOf(req);
    const body = await validate(testTicketSchema, req.body);
    const user = await repos.users.findInProject(caller.projectId, caller.userId);
    if (!user) throw notFound();
    return helpdesk.createTicket(caller.projectId, id, {
      subject: `[Test] ${body.subject}`,
      description: body.description,
      requester: { name: user.name, email: user.email },
      tags: [...TICKET_TAGS, 'parley_test'],
    });
  };
  for (const id of HELPDESK_IDS) {
    app.post(`/${id}/ticket`, write, async (req): Promise<TicketAnswer> => answer(id, (await createTicket(req, id)).ticketId));
    app.post(`/${id}/ticket/test`, builderWrite, async (req): Promise<TicketAnswer> => answer(id, await testTicket(req, id)));
    app.get(`/${id}/knowledgesearch`, read, (req) => search(req, id));
  }
}
