// Agent email (issue 28): a mention or an assignment reaches an agent by email while they are away — not available as
// routing and the inbox see it (the toggle, and a socket now or within the grace: services/presence) — unless their
// profile's choice is off. The Notifier hands each notice here; a burst is one email, not twenty: the first notice
// after a quiet window goes out at once, the ones that follow within AGENT_EMAIL_WINDOW_SECONDS wait (in the database)
// and go out together at the window's end (one waiting job per agent, singletonKey). Each notice links straight into
// the thread (the dashboard's /inbox/<id>); the notes' rich text goes out as plain text, escaped in the HTML part.
import { AGENT_EMAIL_KEY, AGENT_EMAIL_MSG, AGENT_EMAIL_WINDOW_SECONDS, normaliseAgentEmail } from '../../../src/domain/email/agentEmail';
import type { Notice } from '../../../src/domain/integrations/notifyTargets';
import { escapeHtml } from '../../../src/domain/inbox/html';
import type { Repositories } from '../../db/repositories/index';
import type { AgentEmailNoticeRow, AgentEmailRepository } from '../../db/repositories/agentEmail';
import type { OutgoingMail } from '../../db/repositories/outbox';
import type { UserRow } from '../../db/schema';
import type { Jobs } from '../../jobs/types';
import type { Mailer } from '../mailer';
import type { Availability } from '../presence/agentPresence';
import { htmlToText } from '../../lib/html';
import { nowSeconds } from '../../lib/clock';
import type { EmailLog } from './followUps';

export const AGENT_EMAIL_JOB = 'agent-email';

/** A notice as an email: the title as subject, the text, and the link to the conversation. */
export const noticeMail = (to: string, n: Notice): OutgoingMail => ({
  to,
  subject: n.title,
  text: `${n.title}\n\n${n.body}\n\nOpen in Parley: ${n.link}`,
  html: `<p><strong>${escapeHtml(n.title)}</strong></p><p>${escapeHtml(n.body)}</p><p><a href="${escapeHtml(n.link)}">Open in Parley</a></p>`,
});

/** Several notices in one email, oldest first, each with its own link. */
export const digestMail = (to: string, notices: readonly Notice[]): OutgoingMail => ({
  to,
  subject: AGENT_EMAIL_MSG.digestSubject(notices.length),
  text: notices.map((n) => `${n.title}\n${n.body}\nOpen in Parley: ${n.link}`).join('\n\n'),
  html: notices.map((n) => `<p><strong>${escapeHtml(n.title)}</strong><br>${escapeHtml(n.body)}<br><a href="${escapeHtml(n.link)}">Open in Parley</a></p>`).join(''),
});

const plain = (text: string) => (/<\/?[a-z][\s\S]*>/i.test(text) ? htmlToText(text).trim() : text);

export class AgentNotices {
  constructor(
    private readonly deps: { repos: Repositories; store: AgentEmailRepository; mailer: Mailer; jobs: Jobs; availability: Availability; log: EmailLog },
  ) {}

  async start(): Promise<void> {
    await this.deps.jobs.work<{ projectId: number; userId: number }>(AGENT_EMAIL_JOB, async (p) => void (await this.flush(p.projectId, p.userId)));
  }

  /** Whether the agent is away: their toggle off, or no socket of theirs now nor within the grace. */
  async away(projectId: number, user: UserRow): Promise<boolean> {
    const [agent] = await this.deps.availability.apply(projectId, [{ id: user.id, name: user.name, email: user.email, available: user.available === 1, teamIds: [] }]);
    return !agent?.available;
  }

  /** A mention or an assignment for `user`: queued for their email when they are away and want it; true when queued. */
  async notify(projectId: number, user: UserRow, conversationId: number, notice: Notice): Promise<boolean> {
    const { repos, store, jobs } = this.deps;
    if (!normaliseAgentEmail(await repos.userSettings.get(user.id, AGENT_EMAIL_KEY)).enabled) return false;
    if (!(await this.away(projectId, user))) return false;
    const now = nowSeconds();
    await store.add({ project_id: projectId, user_id: user.id, conversation_id: conversationId, title: notice.title, body: plain(notice.body), link: notice.link, created_at: now });
    const last = await store.lastSent(projectId, user.id);
    const startAfter = last === null ? 0 : Math.max(0, last + AGENT_EMAIL_WINDOW_SECONDS - now);
    await jobs.send(AGENT_EMAIL_JOB, { projectId, userId: user.id }, { startAfter, singletonKey: `${projectId}:${user.id}` });
    return true;
  }

  /** The job: one email with every notice waiting for the agent; false when there was none. */
  async flush(projectId: number, userId: number): Promise<boolean> {
    const { repos, store, mailer } = this.deps;
    const user = await repos.users.findInProject(projectId, userId);
    if (!user) return false;
    const claimed = await store.claim(projectId, userId, nowSeconds());
    if (!claimed.length) return false;
    const notices = claimed.map((n: AgentEmailNoticeRow) => ({ title: n.title, body: n.body, link: n.link }));
    try {
      await mailer.send(notices.length === 1 ? noticeMail(user.email, notices[0]!) : digestMail(user.email, notices));
    } catch (err) {
      await store.release(projectId, claimed.map((n) => n.id));
      throw err;
    }
    return true;
  }
}
