// Undo send (issue 27): an agent's chat message waits out their send window on the server, not in the tab. Holding it
// writes a pending_sends row and queues a delayed job on the job queue (server/jobs); when the job runs, the row is
// taken out and the message delivered through the same path as any agent message (deliverAgentMessage), in one
// transaction, so it is delivered once whatever runs twice. Undo takes the row out first, and only before the window
// ends. The embedded queue forgets its timers on a restart: start() re-arms every waiting row from the table.
//
// Until it goes out, the message is the sender's alone: the visitor sees nothing and other agents see nothing either
// (no event on the project channel). A message that may still be taken back is not part of the conversation yet, and
// showing it to colleagues would show them words the visitor never reads. Only the sender's own channel is told
// (MESSAGE_HELD / MESSAGE_UNDONE), so each of their tabs shows "Sending… Undo".
import { agentChannel } from '../../../src/domain/channels';
import type { ClientAppMessage } from '../../../src/domain/inbox/events';
import { DEFAULT_SEND_WINDOW, EDITS_MSG, SEND_WINDOW_KEY, mayUndo } from '../../../src/domain/messageEdits/rules';
import { SEND_WINDOW_DEFAULTS, sendWindowSchema, type SendWindow } from '../../../src/domain/messageEdits/schemas';
import { MESSAGE_HELD, MESSAGE_UNDONE, type HeldSend } from '../../../src/domain/messageEdits/events';
import type { Repositories } from '../../db/repositories/index';
import type { PendingSendRow } from '../../db/repositories/messageEdits';
import type { Jobs } from '../../jobs/types';
import type { Publisher } from '../inbox/publisher';
import { MESSAGE_FAILED, deliverAgentMessage, replyRefusal } from '../inbox/agentMessages';
import { ApiError, notFound } from '../../lib/apiError';
import { nowSeconds } from '../../lib/clock';

export const SEND_JOB = 'send-window-deliver';
const BOOT_BATCH = 1000;

export class SendWindows {
  constructor(
    private readonly repos: Repositories,
    private readonly publisher: Publisher,
    private readonly jobs: Jobs,
    private readonly log: { error(obj: object, msg: string): void },
    private readonly now: () => number = Date.now,
  ) {}

  /** Registers the delivery job and re-arms the messages a stop or crash left waiting. */
  async start(): Promise<void> {
    await this.jobs.work<{ id: number }>(SEND_JOB, ({ id }) => this.deliver(id));
    for (const row of await this.repos.messageEdits.allHeld(BOOT_BATCH)) await this.arm(row);
  }

  async windowOf(userId: number): Promise<SendWindow> {
    const saved = await this.repos.userSettings.get(userId, SEND_WINDOW_KEY);
    return sendWindowSchema.isValidSync(saved) ? sendWindowSchema.cast(saved) : SEND_WINDOW_DEFAULTS;
  }

  async setWindow(userId: number, value: SendWindow): Promise<SendWindow> {
    await this.repos.userSettings.put(userId, SEND_WINDOW_KEY, value, nowSeconds());
    return value;
  }

  /** Holds `msg` when its sender has a send window (true), or leaves it to be sent now (false). */
  async hold(projectId: number, userId: number, conversationId: number, msg: ClientAppMessage): Promise<boolean> {
    const seconds = (await this.windowOf(userId)).seconds ?? DEFAULT_SEND_WINDOW;
    const again = await this.repos.messageEdits.findHeld(conversationId, msg.clientId);
    if (again) {
      // A retry of a message still waiting: tell the sender again, hold nothing new.
      this.announce(projectId, userId, again);
      return true;
    }
    // Already delivered (a late retry): the normal path re-confirms it.
    if (seconds <= 0 || (await this.repos.messages.findByClientId(conversationId, msg.clientId))) return false;
    const now = this.now();
    const row = await this.repos.messageEdits.hold({
      project_id: projectId,
      conversation_id: conversationId,
      user_id: userId,
      client_id: msg.clientId,
      body: JSON.stringify({ ...msg, senderSignature: '' }), // checked already; not kept
      due_at: now + seconds * 1000,
      created_at: now,
    });
    await this.arm(row);
    this.announce(projectId, userId, row);
    return true;
  }

  /** Undo: the sender takes a waiting message back, before its window ends. */
  async undo(caller: { projectId: number; userId: number }, conversationId: number, clientId: string): Promise<{ ok: true; clientId: string }> {
    const conv = await this.repos.conversations.findInProject(caller.projectId, conversationId);
    if (!conv) throw notFound();
    const held = await this.repos.messageEdits.findHeld(conversationId, clientId);
    if (!held || held.user_id !== caller.userId) {
      const sent = await this.repos.messages.findByClientId(conversationId, clientId);
      if (sent && sent.user_id === caller.userId) throw new ApiError(409, EDITS_MSG.undoTooLate);
      throw notFound(EDITS_MSG.undoNotFound);
    }
    if (!mayUndo(held.due_at, this.now())) throw new ApiError(409, EDITS_MSG.undoTooLate);
    // Whoever takes the row out first wins: a delivery that got there first means the window has ended.
    if (!(await this.repos.messageEdits.release(held.id))) throw new ApiError(409, EDITS_MSG.undoTooLate);
    this.publisher.direct(agentChannel(caller.projectId, caller.userId), MESSAGE_UNDONE, { conversationId, clientId });
    return { ok: true, clientId };
  }

  /** The sender's messages waiting in a conversation (a reloaded thread shows them again). */
  async heldIn(caller: { projectId: number; userId: number }, conversationId: number): Promise<HeldSend[]> {
    const conv = await this.repos.conversations.findInProject(caller.projectId, conversationId);
    if (!conv) throw notFound();
    return (await this.repos.messageEdits.heldBy(caller.projectId, conversationId, caller.userId)).map(toHeld);
  }

  private async arm(row: PendingSendRow): Promise<void> {
    await this.jobs.send(SEND_JOB, { id: row.id }, { startAfter: new Date(Math.max(row.due_at, this.now())), singletonKey: String(row.id) });
  }

  private announce(projectId: number, userId: number, row: PendingSendRow): void {
    this.publisher.direct(agentChannel(projectId, userId), MESSAGE_HELD, toHeld(row));
  }

  /** The job: deliver the held message through the normal path, unless it was taken back. */
  private async deliver(id: number): Promise<void> {
    const row = await this.repos.messageEdits.findHeldById(id);
    if (!row) return; // undone, or delivered by another run
    const msg = JSON.parse(row.body) as ClientAppMessage;
    const user = await this.repos.users.findInProject(row.project_id, row.user_id);
    const conv = await this.repos.conversations.findInProject(row.project_id, row.conversation_id);
    const visitor = conv ? await this.repos.visitors.findById(conv.visitor_id) : undefined;
    if (!user || !conv || !visitor) {
      await this.repos.messageEdits.release(id);
      this.log.error({ pendingSend: id }, 'held message dropped: its sender or conversation is gone');
      return;
    }
    const refusal = await replyRefusal(this.repos, row.project_id, user, conv, visitor);
    if (refusal) {
      // Blocked, demoted or locked out by the reply policy during the window: the sender's tabs show it as failed.
      if (await this.repos.messageEdits.release(id)) {
        this.publisher.direct(agentChannel(row.project_id, row.user_id), MESSAGE_FAILED, { clientId: row.client_id, conversationId: row.conversation_id, error: refusal });
      }
      return;
    }
    await deliverAgentMessage(this.publisher, row.project_id, user, conv, visitor, msg, msg.message.text.trim(), (tx) => tx.messageEdits.release(id));
  }
}

const toHeld = (row: PendingSendRow): HeldSend => {
  const msg = JSON.parse(row.body) as ClientAppMessage;
  return { conversationId: row.conversation_id, clientId: row.client_id, dueAt: row.due_at, text: msg.message.text };
};
