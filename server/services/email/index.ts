// Email follow-up (issue 28), put together once by server/app.ts: follow-ups after each commit, the inbound path
// (SMTP receiver when SMTP_INBOUND_PORT is set, the webhook route otherwise) and unsubscribes.
import type { Kysely } from 'kysely';
import type { Repositories } from '../../db/repositories/index';
import { EmailRepository } from '../../db/repositories/email';
import type { Jobs } from '../../jobs/types';
import type { Keys } from '../../lib/keys';
import type { Mailer } from '../mailer';
import type { Publisher } from '../inbox/publisher';
import type { VisitorService } from '../inbox/visitors';
import type { AttachmentService } from '../inbox/attachments';
import type { EmailServerSettings } from './settings';
import { FollowUps, type EmailLog } from './followUps';
import { Inbound } from './inbound';
import { ReplyTokens } from './replyAddress';
import { startSmtpReceiver, type RunningReceiver } from './smtpReceiver';
import { Unsubscribes } from './unsubscribes';
import { Transcripts } from './transcripts';

export interface EmailRuntime {
  followUps: FollowUps;
  inbound: Inbound;
  unsubscribes: Unsubscribes;
  transcripts: Transcripts;
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
  const stopListening = deps.publisher.onCommitted(followUps.onCommitted);
  const inbound = new Inbound({ repos: deps.repos, email: repo, visitors: deps.visitors, attachments: deps.attachments, tokens, log: deps.log });
  const receiver = deps.settings.smtpInbound.port ? await startSmtpReceiver(deps.settings.smtpInbound, inbound, deps.log) : null;
  return {
    followUps,
    inbound,
    unsubscribes: new Unsubscribes({ repos: deps.repos, email: repo, tokens }),
    transcripts: new Transcripts({ repos: deps.repos, mailer: deps.mailer, followUps, tokens }),
    tokens,
    repo,
    receiver,
    async close() {
      stopListening();
      await receiver?.close();
    },
  };
}
