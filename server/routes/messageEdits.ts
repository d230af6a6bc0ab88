// Undo send and edits (issue 27; the spec has no such calls). The agent's own send window (a profile setting), the
// messages they hold in it (listed, taken back), and edits and deletes of their own chat messages. Writing needs the
// inbox's 'write'; who may edit which message is decided by the services (src/domain/messageEdits rules).
import type { FastifyInstance } from 'fastify';
import { EDITS_MSG } from '../../src/domain/messageEdits/rules';
import { editMessageSchema, messageParamsSchema, sendWindowSchema, undoParamsSchema } from '../../src/domain/messageEdits/schemas';
import * as yup from 'yup';
import type { SendWindows } from '../services/sendWindow/sendWindow';
import type { MessageEdits } from '../services/messageEdits/messageEdits';
import { callerOf, requireAuth, requirePermission } from '../plugins/auth';
import { validate } from '../lib/validate';

const conversationParams = yup.object({ conversationId: yup.number().integer().min(1).required() });

export async function messageEditRoutes(app: FastifyInstance, opts: { sendWindows: SendWindows; edits: MessageEdits }) {
  const { sendWindows, edits } = opts;
  const read = { preHandler: requirePermission('inbox') };
  const write = { preHandler: requirePermission('inbox', 'write') };

  app.get('/user/profile/send-window', { preHandler: requireAuth }, async (req) => sendWindows.windowOf(callerOf(req).userId));
  app.put('/user/profile/send-window', { preHandler: requireAuth }, async (req) => {
    const value = await validate(sendWindowSchema, req.body);
    return { ...(await sendWindows.setWindow(callerOf(req).userId, value)), message: EDITS_MSG.sendWindowSaved };
  });

  app.get('/inbox/conversations/:conversationId/held', read, async (req) => {
    const { conversationId } = await validate(conversationParams, req.params);
    return { held: await sendWindows.heldIn(callerOf(req), conversationId) };
  });
  app.delete('/inbox/conversations/:conversationId/held/:clientId', write, async (req) => {
    const { conversationId, clientId } = await validate(undoParamsSchema, req.params);
    return sendWindows.undo(callerOf(req), conversationId, clientId);
  });

  // The project's edit window, for the thread to offer Edit and Delete only while the server allows them.
  app.get('/inbox/edit-window', read, async (req) => ({ windowMinutes: await edits.windowMinutes(callerOf(req).projectId) }));
  app.patch('/inbox/conversations/:conversationId/messages/:messageId', write, async (req) => {
    const { conversationId, messageId } = await validate(messageParamsSchema, req.params);
    const { text } = await validate(editMessageSchema, req.body);
    return { message: await edits.edit(callerOf(req), conversationId, messageId, text, req.ip) };
  });
  app.delete('/inbox/conversations/:conversationId/messages/:messageId', write, async (req) => {
    const { conversationId, messageId } = await validate(messageParamsSchema, req.params);
    return { message: await edits.remove(callerOf(req), conversationId, messageId, req.ip) };
  });
}
