// Email follow-up (issue 28), put together once by server/app.ts: follow-ups after each commit, the inbound path
// (SMTP receiver when SMTP_INBOUND_PORT is set, the webhook route otherwise), unsubscribes, transcripts and the agents'
// own email (mentions and assignments while away, handed over by the Notifier).
import type { Kysely } from 'kysely';
import type { Repositories } from '../../db/repositories/index';
import { EmailRepository } from '../../db/repositories/email';
import { AgentEmailRepository } from '../../db/repositories/agentEmail';
import type { Jobs } from '../../jobs/types';
import type { Keys } from '../../lib/keys';
import type { Mailer } from '../mailer';
import type { Publisher } from '../inbox/publisher';
import type { VisitorService } from '../inbox/visitors';
import type { AttachmentService } from '../inbox/attachments';
import type { Availability } from '../presence/agentPresence';
import type { EmailServerSettings } from './settings';
import { FollowUps, type EmailLog } from './followUps';
import { Inbound } from './inbound';
import { ReplyTokens } from './replyAddress';
import { startSmtpReceiver, type RunningReceiver } from './smtpReceiver';
import { Unsubscribes } from './unsubscribes';
import { Transcripts } from './transcripts';
import { AgentNotices } from './agentNotices';

export interface EmailRuntime {
  followUps: FollowUps;
  inbound: Inbound;
  unsubscribes: Unsubscribes;
  transcripts: Transcripts;
  agentNotices: AgentNotices;
  tokens: ReplyTokens;
  repo: EmailRepository;
  /** The SMTP receiver when SMTP_INBOUND_PORT is set (its port, e.g. for the dev mailbox's Reply). */
  receiver: RunningReceiver | null;
  close(): Promise<void>;
}

export async function startEmail(deps: {
  kysely: Kysely<never>;
  repos: Repositories;
  mailer: Mailer;
  jobs: Jobs;
  keys: Keys;
  publisher: Publisher;
  visitors: Pick<VisitorService, 'send'>;
  attachments: Pick<AttachmentService, 'upload'>;
  /** Agents' availability as routing sees it: mentions and assignments are emailed to agents who are away. */
  availability: Availability;
  settings: EmailServerSettings;
  publicUrl: string;
  mailFrom: string;
  log: EmailLog & { error(obj: object, msg: string): void };
}): Promise<EmailRuntime> {
  const repo = new EmailRepository(deps.kysely);
  const tokens = new ReplyTokens(deps.keys);
  const followUps = new FollowUps({
    repos: deps.repos,
    email: repo,
    mailer: deps.mailer,
    jobs: deps.jobs,
    tokens,
    config: { publicUrl: deps.publicUrl, mailFrom: deps.mailFrom, replyDomain: deps.settings.replyDomain },
    log: deps.log,
  });
  await followUps.start();
  const agentNotices = new AgentNotices({ repos: deps.repos, store: new AgentEmailRepository(deps.kysely), mailer: deps.mailer, jobs: deps.jobs, availability: deps.availability, log: deps.log });
  await agentNotices.start();
  const stopListening = deps.publisher.onCommitted(followUps.onCommitted);
  const inbound = new Inbound({ repos: deps.repos, email: repo, visitors: deps.visitors, attachments: deps.attachments, tokens, log: deps.log });
  const receiver = deps.settings.smtpInbound.port ? await startSmtpReceiver(deps.settings.smtpInbound, inbound, deps.log) : null;
  return {
    followUps,
    inbound,
    unsubscribes: new Unsubscribes({ repos: deps.repos, email: repo, tokens }),
    transcripts: new Transcripts({ repos: deps.repos, mailer: deps.mailer, followUps, tokens }),
    agentNotices,
    tokens,
    repo,
    receiver,
    async close() {
      stopListening();
      await receiver?.close();
    },
  };
}
