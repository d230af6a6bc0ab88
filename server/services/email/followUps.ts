// Outgoing follow-ups: an agent's (or the bot's) message to a visitor who is not connected and whose email is known
// goes out by email after the project's grace period, batched per conversation (one waiting job per conversation,
// singletonKey), so a visitor who comes back in time reads it live instead. Unsubscribed or bounced addresses and
// projects with email off get nothing.
import { EMAIL_DEFAULTS, emailSettingsSchema, type EmailSettings } from '../../../src/domain/email/settings';
import type { Message } from '../../../src/domain/inbox/types';
import type { Repositories } from '../../db/repositories/index';
import type { EmailRepository } from '../../db/repositories/email';
import type { Jobs } from '../../jobs/types';
import type { Mailer } from '../mailer';
import { nowSeconds } from '../../lib/clock';
import { toMessage } from '../inbox/presenter';
import { addressOf, composeFollowUp } from './compose';
import type { ReplyTokens } from './replyAddress';
import { payloadOf, type CommittedEvent } from '../../lib/committedEvent';

export const FOLLOW_UP_JOB = 'email-follow-up';
const EMAILED_TYPES = new Set(['message', 'attachments']);
const FROM_TEAM = new Set(['agent', 'bot']);

export interface EmailConfig {
  publicUrl: string;
  mailFrom: string;
  /** REPLY_DOMAIN: where replies come back when a project names none. */
  replyDomain: string;
}

export interface EmailLog {
  warn(obj: object, msg: string): void;
}

export class FollowUps {
  constructor(
    private readonly deps: { repos: Repositories; email: EmailRepository; mailer: Mailer; jobs: Jobs; tokens: ReplyTokens; config: EmailConfig; log: EmailLog },
  ) {}

  async start(): Promise<void> {
    await this.deps.jobs.work<{ projectId: number; conversationId: number }>(FOLLOW_UP_JOB, async (p) => void (await this.send(p.projectId, p.conversationId)));
  }

  async settings(projectId: number): Promise<EmailSettings> {
    const stored = (await this.deps.repos.settings.get(projectId, 'email')) as Partial<EmailSettings> | undefined;
    return emailSettingsSchema.cast({ ...EMAIL_DEFAULTS, ...stored }) as EmailSettings;
  }

  replyDomain(settings: EmailSettings): string {
    return settings.replyDomain || this.deps.config.replyDomain;
  }

  /** Publisher.onCommitted: a new team message queues the conversation's follow-up (one waiting job at a time). */
  readonly onCommitted = (projectId: number, events: ReadonlyArray<CommittedEvent>): void => {
    for (const e of events) {
      if (e.event !== 'new-message') continue;
      const { conversationId, message } = payloadOf<{ conversationId: number; message: Message }>(e);
      if (!FROM_TEAM.has(message.senderType) || !EMAILED_TYPES.has(message.type)) continue;
      void this.queue(projectId, conversationId).catch((err: unknown) => this.deps.log.warn({ err: String(err) }, 'email follow-up not queued'));
    }
  };

  private async queue(projectId: number, conversationId: number): Promise<void> {
    const settings = await this.settings(projectId);
    if (!settings.enabled) return;
    await this.deps.jobs.send(FOLLOW_UP_JOB, { projectId, conversationId }, { startAfter: settings.graceMinutes * 60, singletonKey: String(conversationId) });
  }

  /** The job: emails what the team wrote since the last email, unless the visitor is here or cannot be mailed. */
  async send(projectId: number, conversationId: number): Promise<boolean> {
    const { repos, email, config } = this.deps;
    const conv = await repos.conversations.findInProject(projectId, conversationId);
    const visitor = conv && (await repos.visitors.findById(conv.visitor_id));
    if (!conv || !visitor?.email || visitor.blocked === 1 || visitor.online === 1) return false;
    const settings = await this.settings(projectId);
    const recipient = await email.recipient(projectId, visitor.email);
    if (!settings.enabled || recipient?.unsubscribed_at || recipient?.bounced_at) return false;
    const thread = await email.thread(conversationId);
    const rows = await repos.messages.after(conversationId, thread?.sent_pos ?? 0, 200);
    const messages = rows.map((r) => toMessage(r, visitor.public_id)).filter((m) => FROM_TEAM.has(m.senderType) && EMAILED_TYPES.has(m.type));
    if (!messages.length) return false;
    // Read up to the visitor's own last read time: what they saw in the widget is not mailed again.
    const unseen = messages.filter((m) => m.time > (conv.visitor_last_read_time ?? 0));
    const lastPos = rows[rows.length - 1].pos;
    if (!unseen.length) return void (await email.addToThread({ projectId, conversationId, messageId: null, sentPos: lastPos, now: nowSeconds() })), false;
    const project = await repos.projects.findById(projectId);
    const avatars = new Map<number, string | null>();
    for (const id of new Set(unseen.map((m) => m.userId).filter((x): x is number => x !== null))) avatars.set(id, (await repos.users.findInProject(projectId, id))?.img ?? null);
    const replyDomain = this.replyDomain(settings);
    const ref = { projectId, conversationId };
    const mail = composeFollowUp({
      to: visitor.email,
      projectName: project?.name ?? 'Parley',
      settings,
      messages: unseen,
      avatars,
      fromAddress: addressOf(config.mailFrom),
      replyAddress: this.deps.tokens.address(ref, replyDomain),
      replyDomain,
      conversationUrl: visitor.current_url ?? (visitor.domain ? `https://${visitor.domain}/` : config.publicUrl),
      unsubscribeUrl: `${config.publicUrl}/email/unsubscribe?t=${this.deps.tokens.token('unsubscribe', ref)}`,
      previous: thread?.message_ids.split(' ').filter(Boolean) ?? [],
      absolute: (url) => (/^https?:/.test(url) ? url : `${config.publicUrl}${url}`),
    });
    await this.deps.mailer.send(mail);
    await email.addToThread({ projectId, conversationId, messageId: mail.messageId!, sentPos: lastPos, now: nowSeconds() });
    return true;
  }
}
