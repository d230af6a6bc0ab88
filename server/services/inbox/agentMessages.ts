// Agents send replies as the spec says: a `client-app-message` client event on their own agent channel. The server
// verifies it, persists it, then publishes the confirmed message; a refusal goes back to that agent only.
import { agentChannel, channelAgentId, channelProjectId } from '../../../src/domain/channels';
import { CLIENT_APP_MESSAGE, type ClientAppMessage } from '../../../src/domain/inbox/events';
import { clientAppMessageSchema } from '../../../src/domain/schemas/inbox';
import { canAccessPath, flattenPermissions } from '../../../src/domain/permissions';
import { MSG } from '../../../src/domain/messages';
import type { Repositories } from '../../db/repositories/index';
import type { ConversationRow, UserRow, VisitorRow } from '../../db/schema';
import type { ClientEvent } from '../../realtime/plugin';
import { nowSeconds } from '../../lib/clock';
import { appendMessage } from './messages';
import { pending, type Publisher } from './publisher';
import { verifySenderSignature } from './senderSignature';
import { toListItem } from './presenter';
import { gifKey } from '../gifs';
import { assertMayReply } from '../collision/replyGuard';
import { ApiError } from '../../lib/apiError';

export const MESSAGE_FAILED = 'message-failed';

class Refused extends Error {}

export interface AgentMessageDeps {
  repos: Repositories;
  publisher: Publisher;
  realtimeSecret: string;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** Undo send (server/services/sendWindow): holds a chat message in the agent's send window; false = send now. */
  sendWindow?: { hold(projectId: number, userId: number, conversationId: number, msg: ClientAppMessage): Promise<boolean> };
}

export function agentMessageHandler(deps: AgentMessageDeps) {
  return async (e: ClientEvent): Promise<void> => {
    if (e.event !== CLIENT_APP_MESSAGE) return;
    const projectId = channelProjectId(e.channel);
    const userId = channelAgentId(e.channel);
    if (projectId === null || userId === null) return; // only an agent's own channel carries replies
    const raw = (e.data ?? {}) as Partial<ClientAppMessage>;
    try {
      await send(deps, projectId, userId, raw);
    } catch (err) {
      const error = err instanceof Refused ? err.message : MSG.somethingWrong;
      if (!(err instanceof Refused)) deps.log.error({ err }, 'client-app-message failed');
      deps.publisher.direct(agentChannel(projectId, userId), MESSAGE_FAILED, {
        clientId: typeof raw.clientId === 'string' ? raw.clientId : null,
        conversationId: typeof raw.conversationId === 'number' ? raw.conversationId : null,
        error,
      });
    }
  };
}

async function send(deps: AgentMessageDeps, projectId: number, userId: number, raw: unknown): Promise<void> {
  const { repos } = deps;
  let msg: ClientAppMessage;
  try {
    msg = (await clientAppMessageSchema.validate(raw, { stripUnknown: true })) as ClientAppMessage;
  } catch {
    throw new Refused(MSG.somethingWrong);
  }
  if (msg.senderId !== userId || msg.projectId !== projectId) throw new Refused(MSG.notAuthorized);
  if (!verifySenderSignature(deps.realtimeSecret, projectId, userId, msg.senderSignature)) throw new Refused(MSG.notAuthorized);
  const user = await repos.users.findInProject(projectId, userId);
  if (!user || !(await mayWriteInbox(repos, projectId, user))) throw new Refused(MSG.notAuthorized);
  const conv = await repos.conversations.findInProject(projectId, msg.conversationId);
  const visitor = conv ? await repos.visitors.findById(conv.visitor_id) : undefined;
  if (!conv || !visitor || visitor.public_id !== msg.visitorId) throw new Refused(MSG.notFound);
  const text = msg.message.text.trim();
  if (msg.note) return sendNote(deps, projectId, user, conv, visitor, msg, text);
  const refusal = await replyRefusal(repos, projectId, user, conv, visitor);
  if (refusal) throw new Refused(refusal);
  // A chat message with no content is not sent (spec §5).
  if (!text && !msg.gif && !msg.cannedMessage && !msg.feedback) throw new Refused(MSG.fieldEmpty);
  // The agent's send window: the message waits (server-side) and is delivered below by its job, or taken back.
  if (deps.sendWindow && !msg.feedback && (await deps.sendWindow.hold(projectId, userId, conv.id, msg))) return;
  await deliverAgentMessage(deps.publisher, projectId, user, conv, visitor, msg, text);
}

const mayWriteInbox = async (repos: Repositories, projectId: number, user: UserRow): Promise<boolean> =>
  canAccessPath(flattenPermissions((await repos.roles.findInProject(projectId, user.role_id))?.permissions), 'inbox', 'write');

/** Why a chat reply may not go to this visitor now (null = it may): checked when it is sent and again when a held
 *  reply's send window ends, since a block, a permission or the reply policy may have changed meanwhile. */
export async function replyRefusal(repos: Repositories, projectId: number, user: UserRow, conv: ConversationRow, visitor: VisitorRow): Promise<string | null> {
  if (visitor.blocked === 1 || !(await mayWriteInbox(repos, projectId, user))) return MSG.notAuthorized;
  // Collision control: under 'block' only the assigned agents reply (a note is not a reply).
  try {
    await assertMayReply(repos, projectId, user.id, conv.id);
    return null;
  } catch (err) {
    if (err instanceof ApiError) return err.message;
    throw err;
  }
}

/** A chat message's one way into a conversation, sent at once or at the end of its send window (`claim`: inside the
 *  same transaction, takes the held copy out; false means it was taken back or delivered already, and nothing is
 *  written). Routing, unread counts, webhooks, email follow-up and team-chat mirrors all hear its events. */
export async function deliverAgentMessage(
  publisher: Publisher,
  projectId: number,
  user: UserRow,
  conv: ConversationRow,
  visitor: VisitorRow,
  msg: ClientAppMessage,
  text: string,
  claim?: (tx: Repositories) => Promise<boolean>,
): Promise<void> {
  const userId = user.id;
  await publisher.commit(projectId, async (tx) => {
    if (claim && !(await claim(tx))) return { result: undefined, events: [] };
    const now = nowSeconds();
    // Read again inside the transaction: a visitor message may have committed since the check above.
    const fresh = (await tx.conversations.findInProject(projectId, conv.id)) ?? conv;
    const joined = await tx.conversations.addMember(conv.id, userId, now);
    if (msg.gif) await tx.gifRecents.remember(userId, gifKey(msg.gif), msg.gif);
    // A CSAT request stays open on the conversation until the visitor answers it.
    if (msg.feedback) await tx.conversations.update(conv.id, { initiate_feedback: 1 });
    const appended = await appendMessage(tx, fresh, visitor, {
      type: msg.feedback ? 'feedback' : 'message',
      senderType: 'agent',
      senderName: user.name,
      userId,
      text,
      clientId: msg.clientId,
      now,
      payload: {
        mentions: msg.message.mentions,
        ...(msg.gif ? { gif: msg.gif } : {}),
        ...(msg.cannedMessage ? { cannedMessage: msg.cannedMessage } : {}),
        ...(msg.feedback ? { feedback: msg.feedback } : {}),
      },
    });
    const events = [...appended.events];
    if (joined && !appended.duplicate) {
      events.unshift(pending('member-join', { conversationId: conv.id, userId, conversation: await toListItem(tx, fresh) }));
    }
    if (appended.duplicate) {
      // A retried send: re-confirm to everyone so the sender's pending copy is reconciled.
      events.push(pending('message-update', { conversationId: conv.id, message: appended.message, conversation: appended.conversation }));
    }
    return { result: undefined, events };
  });
}

/** An internal note: text and mentions for agents only. Writing one neither joins the agent to the conversation nor
 *  counts as a reply (appendMessage keeps it off the visitor's channel and the unread count). */
async function sendNote(
  deps: AgentMessageDeps,
  projectId: number,
  user: UserRow,
  conv: ConversationRow,
  visitor: VisitorRow,
  msg: ClientAppMessage,
  text: string,
): Promise<void> {
  if (!text) throw new Refused(MSG.fieldEmpty);
  // Only the project's own agents can be mentioned (a forged id never reaches another project's user).
  const mentions: ClientAppMessage['message']['mentions'] = [];
  for (const m of msg.message.mentions) if (await deps.repos.users.findInProject(projectId, m.id)) mentions.push(m);
  await deps.publisher.commit(projectId, async (tx) => {
    const fresh = (await tx.conversations.findInProject(projectId, conv.id)) ?? conv;
    const appended = await appendMessage(tx, fresh, visitor, {
      type: 'note',
      senderType: 'agent',
      senderName: user.name,
      userId: user.id,
      text,
      clientId: msg.clientId,
      now: nowSeconds(),
      payload: { mentions },
      notifyVisitor: false,
    });
    const events = appended.duplicate
      ? [pending('message-update', { conversationId: conv.id, message: appended.message, conversation: appended.conversation })]
      : appended.events;
    return { result: undefined, events };
  });
}
